package org.mahjongresults.engine.sichuan;

/**
 * The registry of the twelve patterns (番种) of the Swiss championship rules, numbered as on the score sheet
 * (Swiss §6, 002 第六条), with their level in 番 and their value in points (1 番 = 1, 2 = 2, 3 = 4, 4 = 8, 5 = 16,
 * 6 = 32). Only the highest pattern of a hand counts (Swiss §7). Each pattern's rule is a small class in this package
 * named like the English name ({@code PURE_SEVEN_PAIRS} is {@code PureSevenPairs}).
 *
 * <p>Names: the Chinese is the document's; the pinyin is the score sheet's; the English names are ours. The document
 * has no Japanese version, so the Japanese names are our renderings: the Japanese (riichi) name where the same
 * hand exists there (対々和, 清一色, 七対子, 天和, 地和), otherwise the Chinese name in Japanese characters.
 */
public enum SichuanPattern {
    /** 1 平胡 (基本胡) — Basic Win: four sets and a pair. */
    BASIC_WIN(1, 1, "平胡", "Ping Hu", "Basic Win", "平胡", new BasicWin()),
    /** 2 碰碰胡 (大对子) — All Pungs: four pungs or kongs and a pair. */
    ALL_PUNGS(2, 2, "碰碰胡", "Peng Peng Hu", "All Pungs", "対々和", new AllPungs()),
    /** 3 清一色 — Full Flush: one suit. */
    FULL_FLUSH(3, 3, "清一色", "Qing Yi Se", "Full Flush", "清一色", new FullFlush()),
    /** 4 带幺九 — Outside Hand: every set and the pair hold a 1 or 9. */
    OUTSIDE_HAND(4, 3, "带幺九", "Dai Yao Jiu", "Outside Hand", "帯幺九", new OutsideHand()),
    /** 5 七对 — Seven Pairs. */
    SEVEN_PAIRS(5, 3, "七对", "Qi Dui", "Seven Pairs", "七対子", new SevenPairs()),
    /** 6 清对 — Pure All Pungs: 碰碰胡 in one suit. */
    PURE_ALL_PUNGS(6, 4, "清对", "Qing Dui", "Pure All Pungs", "清対", new PureAllPungs()),
    /** 7 将对 — All 2-5-8 Pungs: 碰碰胡 of 2s, 5s and 8s. */
    TWO_FIVE_EIGHT_PUNGS(7, 4, "将对", "Jiang Dui", "All 2-5-8 Pungs", "将対", new TwoFiveEightPungs()),
    /** 8 龙七对 — Dragon Seven Pairs: seven pairs with four identical tiles. */
    DRAGON_SEVEN_PAIRS(8, 4, "龙七对", "Long Qi Dui", "Dragon Seven Pairs", "龍七対", new DragonSevenPairs()),
    /** 9 清七对 — Pure Seven Pairs: seven pairs in one suit. */
    PURE_SEVEN_PAIRS(9, 5, "清七对", "Qing Qi Dui", "Pure Seven Pairs", "清七対", new PureSevenPairs()),
    /** 10 清幺九 — Pure Outside Hand: 带幺九 in one suit. */
    PURE_OUTSIDE_HAND(10, 5, "清幺九", "Qing Yao Jiu", "Pure Outside Hand", "清幺九", new PureOutsideHand()),
    /** 11 天胡 — Heavenly Hand: the dealer wins with the dealt tiles. */
    HEAVENLY_HAND(11, 6, "天胡", "Tian Hu", "Heavenly Hand", "天和", new HeavenlyHand()),
    /** 12 地胡 — Earthly Hand: a non-dealer wins on the first draw. */
    EARTHLY_HAND(12, 6, "地胡", "Di Hu", "Earthly Hand", "地和", new EarthlyHand());

    private static final SichuanPattern[] BY_NUMBER = new SichuanPattern[13];

    static {
        for (SichuanPattern p : values()) {
            BY_NUMBER[p.number] = p;
        }
    }

    private final int number;
    private final int fan;
    private final String chinese;
    private final String pinyin;
    private final String english;
    private final String japanese;
    private final PatternRule rule;

    SichuanPattern(int number, int fan, String chinese, String pinyin, String english, String japanese,
                   PatternRule rule) {
        this.number = number;
        this.fan = fan;
        this.chinese = chinese;
        this.pinyin = pinyin;
        this.english = english;
        this.japanese = japanese;
        this.rule = rule;
    }

    /** The pattern with this sheet number (1-12), or null. */
    public static SichuanPattern ofNumber(int number) {
        return number >= 1 && number <= 12 ? BY_NUMBER[number] : null;
    }

    /** The number on the score sheet, 1-12. */
    public int number() {
        return number;
    }

    /** The level in 番, 1-6. */
    public int fan() {
        return fan;
    }

    /** The value in points: 2^(番 - 1), what the discarder pays for the pattern alone. */
    public int points() {
        return 1 << (fan - 1);
    }

    /** The Chinese name (simplified, as in 002). */
    public String chinese() {
        return chinese;
    }

    /** The pinyin printed on the score sheet. */
    public String pinyin() {
        return pinyin;
    }

    public String english() {
        return english;
    }

    /** The Japanese name; our rendering, see the class comment. */
    public String japanese() {
        return japanese;
    }

    boolean matches(Reading r) {
        return rule.matches(r);
    }

    /** The message key of its name in the website's bundles, {@code sichuan.pattern.<name>}. */
    public String messageKey() {
        return "sichuan.pattern." + name();
    }
}
