package org.mahjongresults.engine.mcr.fan;

import org.mahjongresults.engine.mcr.RuleProfile;

/**
 * The registry of the 81 MCR fans (番种), numbered and valued as in 000 (MCR 2006 附件1), with the Chinese name of 000,
 * the common English name and the Japanese name of 004. Each fan's rule is the class named like the constant in
 * camel case in this package (fan 28 {@code PURE_STRAIGHT} is {@link PureStraight}); {@link #rule()} returns it.
 * Exclusions (不计) are in {@link Exclusions}.
 */
public enum Fan {
    /** 1 四风会 — Big Four Winds (88). */
    BIG_FOUR_WINDS(1, 88, 88, "四风会", "Big Four Winds", "大四喜"),
    /** 2 大三元 — Big Three Dragons (88). */
    BIG_THREE_DRAGONS(2, 88, 88, "大三元", "Big Three Dragons", "大三元"),
    /** 3 绿一色 — All Green (88). */
    ALL_GREEN(3, 88, 88, "绿一色", "All Green", "緑一色"),
    /** 4 九莲宝灯 — Nine Gates (88). */
    NINE_GATES(4, 88, 88, "九莲宝灯", "Nine Gates", "九蓮宝燈"),
    /** 5 四杠 — Four Kongs (88). */
    FOUR_KONGS(5, 88, 88, "四杠", "Four Kongs", "四槓"),
    /** 6 连七对 — Seven Shifted Pairs (88). */
    SEVEN_SHIFTED_PAIRS(6, 88, 88, "连七对", "Seven Shifted Pairs", "連七対"),
    /** 7 十三幺 — Thirteen Orphans (88). */
    THIRTEEN_ORPHANS(7, 88, 88, "十三幺", "Thirteen Orphans", "十三幺"),
    /** 8 清幺九 — All Terminals (64). */
    ALL_TERMINALS(8, 64, 64, "清幺九", "All Terminals", "清幺九"),
    /** 9 小四风会 — Little Four Winds (64). */
    LITTLE_FOUR_WINDS(9, 64, 64, "小四风会", "Little Four Winds", "小四喜"),
    /** 10 小三元 — Little Three Dragons (64). */
    LITTLE_THREE_DRAGONS(10, 64, 64, "小三元", "Little Three Dragons", "小三元"),
    /** 11 字一色 — All Honours (64). */
    ALL_HONOURS(11, 64, 64, "字一色", "All Honours", "字一色"),
    /** 12 四暗刻 — Four Concealed Pungs (64). */
    FOUR_CONCEALED_PUNGS(12, 64, 64, "四暗刻", "Four Concealed Pungs", "四暗刻"),
    /** 13 一色双龙会 — Pure Terminal Chows (64). */
    PURE_TERMINAL_CHOWS(13, 64, 64, "一色双龙会", "Pure Terminal Chows", "一色双龍会"),
    /** 14 一色四同顺 — Quadruple Chow (48). */
    QUADRUPLE_CHOW(14, 48, 48, "一色四同顺", "Quadruple Chow", "一色四同順"),
    /** 15 一色四节高 — Four Pure Shifted Pungs (48). */
    FOUR_PURE_SHIFTED_PUNGS(15, 48, 48, "一色四节高", "Four Pure Shifted Pungs", "一色四節高"),
    /** 16 一色四步高 — Four Pure Shifted Chows (32). */
    FOUR_PURE_SHIFTED_CHOWS(16, 32, 32, "一色四步高", "Four Pure Shifted Chows", "一色四步高"),
    /** 17 三杠 — Three Kongs (32). */
    THREE_KONGS(17, 32, 32, "三杠", "Three Kongs", "三槓"),
    /** 18 混幺九 — All Terminals and Honours (32). */
    ALL_TERMINALS_AND_HONOURS(18, 32, 32, "混幺九", "All Terminals and Honours", "混幺九"),
    /** 19 七对 — Seven Pairs (24). */
    SEVEN_PAIRS(19, 24, 24, "七对", "Seven Pairs", "七対"),
    /** 20 七星不靠 — Greater Honours and Knitted Tiles (24). */
    GREATER_HONOURS_AND_KNITTED_TILES(20, 24, 24, "七星不靠", "Greater Honours and Knitted Tiles", "七星不靠"),
    /** 21 全双刻 — All Even Pungs (24). */
    ALL_EVEN_PUNGS(21, 24, 24, "全双刻", "All Even Pungs", "全双刻"),
    /** 22 清一色 — Full Flush (24). */
    FULL_FLUSH(22, 24, 24, "清一色", "Full Flush", "清一色"),
    /** 23 一色三同顺 — Pure Triple Chow (24). */
    PURE_TRIPLE_CHOW(23, 24, 24, "一色三同顺", "Pure Triple Chow", "一色三同順"),
    /** 24 一色三节高 — Pure Shifted Pungs (24). */
    PURE_SHIFTED_PUNGS(24, 24, 24, "一色三节高", "Pure Shifted Pungs", "一色三節高"),
    /** 25 全大 — Upper Tiles (24). */
    UPPER_TILES(25, 24, 24, "全大", "Upper Tiles", "全大"),
    /** 26 全中 — Middle Tiles (24). */
    MIDDLE_TILES(26, 24, 24, "全中", "Middle Tiles", "全中"),
    /** 27 全小 — Lower Tiles (24). */
    LOWER_TILES(27, 24, 24, "全小", "Lower Tiles", "全小"),
    /** 28 清龙 — Pure Straight (16). */
    PURE_STRAIGHT(28, 16, 16, "清龙", "Pure Straight", "清龍"),
    /** 29 三色双龙会 — Three-Suited Terminal Chows (16). */
    THREE_SUITED_TERMINAL_CHOWS(29, 16, 16, "三色双龙会", "Three-Suited Terminal Chows", "三色双龍会"),
    /** 30 一色三步高 — Pure Shifted Chows (16). */
    PURE_SHIFTED_CHOWS(30, 16, 16, "一色三步高", "Pure Shifted Chows", "一色三步高"),
    /** 31 全带五 — All Fives (16). */
    ALL_FIVES(31, 16, 16, "全带五", "All Fives", "全帯五"),
    /** 32 三同刻 — Triple Pung (16). */
    TRIPLE_PUNG(32, 16, 16, "三同刻", "Triple Pung", "三同刻"),
    /** 33 三暗刻 — Three Concealed Pungs (16). */
    THREE_CONCEALED_PUNGS(33, 16, 16, "三暗刻", "Three Concealed Pungs", "三暗刻"),
    /** 34 全不靠 — Lesser Honours and Knitted Tiles (12). */
    LESSER_HONOURS_AND_KNITTED_TILES(34, 12, 12, "全不靠", "Lesser Honours and Knitted Tiles", "全不靠"),
    /** 35 组合龙 — Knitted Straight (12). */
    KNITTED_STRAIGHT(35, 12, 12, "组合龙", "Knitted Straight", "組合龍"),
    /** 36 大于五 — Upper Four (12). */
    UPPER_FOUR(36, 12, 12, "大于五", "Upper Four", "大于五"),
    /** 37 小于五 — Lower Four (12). */
    LOWER_FOUR(37, 12, 12, "小于五", "Lower Four", "小于五"),
    /** 38 三风刻 — Big Three Winds (12). */
    BIG_THREE_WINDS(38, 12, 12, "三风刻", "Big Three Winds", "三風刻"),
    /** 39 花龙 — Mixed Straight (8). */
    MIXED_STRAIGHT(39, 8, 8, "花龙", "Mixed Straight", "花龍"),
    /** 40 推不倒 — Reversible Tiles (8). */
    REVERSIBLE_TILES(40, 8, 8, "推不倒", "Reversible Tiles", "推不倒"),
    /** 41 三色三同顺 — Mixed Triple Chow (8). */
    MIXED_TRIPLE_CHOW(41, 8, 8, "三色三同顺", "Mixed Triple Chow", "三色三同順"),
    /** 42 三色三节高 — Mixed Shifted Pungs (8). */
    MIXED_SHIFTED_PUNGS(42, 8, 8, "三色三节高", "Mixed Shifted Pungs", "三色三節高"),
    /** 43 无番和 — Chicken Hand (8). */
    CHICKEN_HAND(43, 8, 8, "无番和", "Chicken Hand", "無番和"),
    /** 44 妙手回春 — Last Tile Draw (8). */
    LAST_TILE_DRAW(44, 8, 8, "妙手回春", "Last Tile Draw", "妙手回春"),
    /** 45 海底捞月 — Last Tile Claim (8). */
    LAST_TILE_CLAIM(45, 8, 8, "海底捞月", "Last Tile Claim", "海底撈月"),
    /** 46 杠上开花 — Out with Replacement Tile (8). */
    OUT_WITH_REPLACEMENT_TILE(46, 8, 8, "杠上开花", "Out with Replacement Tile", "槓上開花"),
    /** 47 抢杠和 — Robbing the Kong (8). */
    ROBBING_THE_KONG(47, 8, 8, "抢杠和", "Robbing the Kong", "搶槓和"),
    /** 48 双暗杠 — Two Concealed Kongs (8). */
    TWO_CONCEALED_KONGS(48, 8, 6, "双暗杠", "Two Concealed Kongs", "双暗槓"),
    /** 49 碰碰和 — All Pungs (6). */
    ALL_PUNGS(49, 6, 6, "碰碰和", "All Pungs", "碰碰和"),
    /** 50 混一色 — Half Flush (6). */
    HALF_FLUSH(50, 6, 6, "混一色", "Half Flush", "混一色"),
    /** 51 三色三步高 — Mixed Shifted Chows (6). */
    MIXED_SHIFTED_CHOWS(51, 6, 6, "三色三步高", "Mixed Shifted Chows", "三色三步高"),
    /** 52 五门齐 — All Types (6). */
    ALL_TYPES(52, 6, 6, "五门齐", "All Types", "五門斉"),
    /** 53 全求人 — Melded Hand (6). */
    MELDED_HAND(53, 6, 6, "全求人", "Melded Hand", "全求人"),
    /** 54 双箭刻 — Two Dragon Pungs (6). */
    TWO_DRAGON_PUNGS(54, 6, 6, "双箭刻", "Two Dragon Pungs", "双箭刻"),
    /** 55 全带幺 — Outside Hand (4). */
    OUTSIDE_HAND(55, 4, 4, "全带幺", "Outside Hand", "全帯幺"),
    /** 56 不求人 — Fully Concealed Hand (4). */
    FULLY_CONCEALED_HAND(56, 4, 4, "不求人", "Fully Concealed Hand", "不求人"),
    /** 57 双明杠 — Two Melded Kongs (4). */
    TWO_MELDED_KONGS(57, 4, 4, "双明杠", "Two Melded Kongs", "双明槓"),
    /** 58 和绝张 — Last Tile (4). */
    LAST_TILE(58, 4, 4, "和绝张", "Last Tile", "和絶張"),
    /** 59 箭刻 — Dragon Pung (2). */
    DRAGON_PUNG(59, 2, 2, "箭刻", "Dragon Pung", "箭刻"),
    /** 60 圈风刻 — Prevalent Wind (2). */
    PREVALENT_WIND(60, 2, 2, "圈风刻", "Prevalent Wind", "圏風刻"),
    /** 61 门风刻 — Seat Wind (2). */
    SEAT_WIND(61, 2, 2, "门风刻", "Seat Wind", "門風刻"),
    /** 62 门前清 — Concealed Hand (2). */
    CONCEALED_HAND(62, 2, 2, "门前清", "Concealed Hand", "門前清"),
    /** 63 平和 — All Chows (2). */
    ALL_CHOWS(63, 2, 2, "平和", "All Chows", "平和"),
    /** 64 四归一 — Tile Hog (2). */
    TILE_HOG(64, 2, 2, "四归一", "Tile Hog", "四帰一"),
    /** 65 双同刻 — Double Pung (2). */
    DOUBLE_PUNG(65, 2, 2, "双同刻", "Double Pung", "双同刻"),
    /** 66 双暗刻 — Two Concealed Pungs (2). */
    TWO_CONCEALED_PUNGS(66, 2, 2, "双暗刻", "Two Concealed Pungs", "双暗刻"),
    /** 67 暗杠 — Concealed Kong (2). */
    CONCEALED_KONG(67, 2, 2, "暗杠", "Concealed Kong", "暗槓"),
    /** 68 断幺 — All Simples (2). */
    ALL_SIMPLES(68, 2, 2, "断幺", "All Simples", "断幺"),
    /** 69 一般高 — Pure Double Chow (1). */
    PURE_DOUBLE_CHOW(69, 1, 1, "一般高", "Pure Double Chow", "一般高"),
    /** 70 喜相逢 — Mixed Double Chow (1). */
    MIXED_DOUBLE_CHOW(70, 1, 1, "喜相逢", "Mixed Double Chow", "喜相逢"),
    /** 71 连六 — Short Straight (1). */
    SHORT_STRAIGHT(71, 1, 1, "连六", "Short Straight", "連六"),
    /** 72 老少副 — Two Terminal Chows (1). */
    TWO_TERMINAL_CHOWS(72, 1, 1, "老少副", "Two Terminal Chows", "老少副"),
    /** 73 幺九刻 — Pung of Terminals or Honours (1). */
    PUNG_OF_TERMINALS_OR_HONOURS(73, 1, 1, "幺九刻", "Pung of Terminals or Honours", "幺九刻"),
    /** 74 明杠 — Melded Kong (1). */
    MELDED_KONG(74, 1, 1, "明杠", "Melded Kong", "明槓"),
    /** 75 缺一门 — One Voided Suit (1). */
    ONE_VOIDED_SUIT(75, 1, 1, "缺一门", "One Voided Suit", "缺一門"),
    /** 76 无字 — No Honours (1). */
    NO_HONOURS(76, 1, 1, "无字", "No Honours", "無字"),
    /** 77 边张 — Edge Wait (1). */
    EDGE_WAIT(77, 1, 1, "边张", "Edge Wait", "辺張"),
    /** 78 坎张 — Closed Wait (1). */
    CLOSED_WAIT(78, 1, 1, "坎张", "Closed Wait", "坎張"),
    /** 79 单调将 — Single Wait (1). */
    SINGLE_WAIT(79, 1, 1, "单调将", "Single Wait", "単調将"),
    /** 80 自摸 — Self-Drawn (1). */
    SELF_DRAWN(80, 1, 1, "自摸", "Self-Drawn", "自摸"),
    /** 81 花牌 — Flower Tiles (1). */
    FLOWER_TILES(81, 1, 1, "花牌", "Flower Tiles", "花牌");

    private static final Fan[] BY_NUMBER = new Fan[82];

    static {
        for (Fan f : values()) {
            BY_NUMBER[f.number] = f;
        }
    }

    private final int number;
    private final int points;
    private final int pointsCn;
    private final String chinese;
    private final String english;
    private final String japanese;

    Fan(int number, int points, int pointsCn, String chinese, String english, String japanese) {
        this.number = number;
        this.points = points;
        this.pointsCn = pointsCn;
        this.chinese = chinese;
        this.english = english;
        this.japanese = japanese;
    }

    /** The fan for its number 1-81, or null. */
    public static Fan ofNumber(int number) {
        return number >= 1 && number <= 81 ? BY_NUMBER[number] : null;
    }

    /** The number 1-81 of 000's table. */
    public int number() {
        return number;
    }

    /** The value of one occurrence under WMO (000/004). */
    public int points() {
        return points;
    }

    /** The value of one occurrence under a profile (only 双暗杠 differs: 6 in 003). */
    public int points(RuleProfile profile) {
        return profile == RuleProfile.CN2017 ? pointsCn : points;
    }

    /** The Chinese name of 000. */
    public String chinese() {
        return chinese;
    }

    /** The common MCR English name. */
    public String english() {
        return english;
    }

    /** The Japanese name of 004. */
    public String japanese() {
        return japanese;
    }

    /** The message key for the website's bundles. */
    public String messageKey() {
        return "fan." + number;
    }

    /** The class that decides whether this fan is present. */
    public FanRule rule() {
        return FanRules.of(this);
    }
}
