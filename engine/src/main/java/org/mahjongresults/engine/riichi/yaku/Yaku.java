package org.mahjongresults.engine.riichi.yaku;

import java.util.Locale;
import org.mahjongresults.engine.riichi.HandRules;

/**
 * The registry of the riichi yaku and yakuman of the EMA Riichi Competition Rules 2016 (§4.2) and the WRC rules 2015
 * (§6.5), with the han closed and open (0 open: closed only; one less open is kuisagari), the Japanese name, the name
 * players use in English (romaji with a gloss) and the Chinese name. Yakuman carry their multiple (1) in the han
 * columns; the double yakuman switches of {@link HandRules} may make four of them 2. Each yaku's rule is the class
 * named like the constant in camel case in this package; exclusions are in {@link Exclusions}. Dora are not yaku.
 */
public enum Yaku {
    RIICHI(1, 0, false, "立直", "Riichi (ready hand)", "立直", new Riichi()),
    IPPATSU(1, 0, false, "一発", "Ippatsu (one shot)", "一发", new Ippatsu()),
    MENZEN_TSUMO(1, 0, false, "門前清自摸和", "Menzen tsumo (fully concealed self-draw)", "门前清自摸和",
            new MenzenTsumo()),
    PINFU(1, 0, false, "平和", "Pinfu (all sequences)", "平和", new Pinfu()),
    IIPEIKOU(1, 0, false, "一盃口", "Iipeikou (pure double sequence)", "一杯口", new Iipeikou()),
    TANYAO(1, 1, false, "断幺九", "Tanyao (all simples)", "断幺九", new Tanyao()),
    YAKUHAI_HAKU(1, 1, false, "役牌 白", "Yakuhai: haku (white dragon)", "役牌 白", new YakuhaiHaku()),
    YAKUHAI_HATSU(1, 1, false, "役牌 發", "Yakuhai: hatsu (green dragon)", "役牌 发", new YakuhaiHatsu()),
    YAKUHAI_CHUN(1, 1, false, "役牌 中", "Yakuhai: chun (red dragon)", "役牌 中", new YakuhaiChun()),
    YAKUHAI_SEAT_WIND(1, 1, false, "自風牌", "Yakuhai: seat wind", "自风", new YakuhaiSeatWind()),
    YAKUHAI_ROUND_WIND(1, 1, false, "場風牌", "Yakuhai: round wind", "场风", new YakuhaiRoundWind()),
    HAITEI(1, 1, false, "海底摸月", "Haitei raoyue (win on the last tile)", "海底捞月", new Haitei()),
    HOUTEI(1, 1, false, "河底撈魚", "Houtei raoyui (win on the last discard)", "河底捞鱼", new Houtei()),
    RINSHAN_KAIHOU(1, 1, false, "嶺上開花", "Rinshan kaihou (win on a kan replacement)", "岭上开花",
            new RinshanKaihou()),
    CHANKAN(1, 1, false, "槍槓", "Chankan (robbing a kan)", "抢杠", new Chankan()),
    DOUBLE_RIICHI(2, 0, false, "ダブル立直", "Double riichi (riichi on the first turn)", "两立直", new DoubleRiichi()),
    CHIITOITSU(2, 0, false, "七対子", "Chiitoitsu (seven pairs)", "七对子", new Chiitoitsu()),
    SANSHOKU_DOUJUN(2, 1, false, "三色同順", "Sanshoku doujun (mixed triple sequence)", "三色同顺",
            new SanshokuDoujun()),
    ITTSUU(2, 1, false, "一気通貫", "Ittsuu (pure straight)", "一气通贯", new Ittsuu()),
    CHANTA(2, 1, false, "混全帯幺九", "Chanta (half outside hand)", "混全带幺九", new Chanta()),
    TOITOI(2, 2, false, "対々和", "Toitoi (all triplets)", "对对和", new Toitoi()),
    SANANKOU(2, 2, false, "三暗刻", "Sanankou (three concealed triplets)", "三暗刻", new Sanankou()),
    SANSHOKU_DOUKOU(2, 2, false, "三色同刻", "Sanshoku doukou (triple triplets)", "三色同刻", new SanshokuDoukou()),
    SANKANTSU(2, 2, false, "三槓子", "Sankantsu (three kans)", "三杠子", new Sankantsu()),
    SHOUSANGEN(2, 2, false, "小三元", "Shousangen (little three dragons)", "小三元", new Shousangen()),
    HONROUTOU(2, 2, false, "混老頭", "Honroutou (all terminals and honours)", "混老头", new Honroutou()),
    HONITSU(3, 2, false, "混一色", "Honitsu (half flush)", "混一色", new Honitsu()),
    JUNCHAN(3, 2, false, "純全帯幺九", "Junchan (fully outside hand)", "纯全带幺九", new Junchan()),
    RYANPEIKOU(3, 0, false, "二盃口", "Ryanpeikou (twice pure double sequence)", "二杯口", new Ryanpeikou()),
    CHINITSU(6, 5, false, "清一色", "Chinitsu (full flush)", "清一色", new Chinitsu()),
    /** Renhou: its value (none, mangan, 5 han, yakuman) is a rule switch, {@link HandRules#renhou()}. */
    RENHOU(5, 0, false, "人和", "Renhou (blessing of man)", "人和", new Renhou()),
    KOKUSHI_MUSOU(1, 0, true, "国士無双", "Kokushi musou (thirteen orphans)", "国士无双", new KokushiMusou()),
    KOKUSHI_MUSOU_13(1, 0, true, "国士無双十三面待ち", "Kokushi musou juusanmen (thirteen orphans, 13-sided wait)",
            "国士无双十三面", new KokushiMusou13()),
    SUUANKOU(1, 0, true, "四暗刻", "Suuankou (four concealed triplets)", "四暗刻", new Suuankou()),
    SUUANKOU_TANKI(1, 0, true, "四暗刻単騎", "Suuankou tanki (four concealed triplets, single wait)", "四暗刻单骑",
            new SuuankouTanki()),
    DAISANGEN(1, 1, true, "大三元", "Daisangen (big three dragons)", "大三元", new Daisangen()),
    SHOUSUUSHII(1, 1, true, "小四喜", "Shousuushii (little four winds)", "小四喜", new Shousuushii()),
    DAISUUSHII(1, 1, true, "大四喜", "Daisuushii (big four winds)", "大四喜", new Daisuushii()),
    TSUUIISOU(1, 1, true, "字一色", "Tsuuiisou (all honours)", "字一色", new Tsuuiisou()),
    CHINROUTOU(1, 1, true, "清老頭", "Chinroutou (all terminals)", "清老头", new Chinroutou()),
    RYUUIISOU(1, 1, true, "緑一色", "Ryuuiisou (all green)", "绿一色", new Ryuuiisou()),
    CHUUREN_POUTOU(1, 0, true, "九蓮宝燈", "Chuuren poutou (nine gates)", "九莲宝灯", new ChuurenPoutou()),
    JUNSEI_CHUUREN_POUTOU(1, 0, true, "純正九蓮宝燈", "Junsei chuuren poutou (pure nine gates, 9-sided wait)",
            "纯正九莲宝灯", new JunseiChuurenPoutou()),
    SUUKANTSU(1, 1, true, "四槓子", "Suukantsu (four kans)", "四杠子", new Suukantsu()),
    TENHOU(1, 0, true, "天和", "Tenhou (blessing of heaven)", "天和", new Tenhou()),
    CHIIHOU(1, 0, true, "地和", "Chiihou (blessing of earth)", "地和", new Chiihou());

    private final int closedHan;
    private final int openHan;
    private final boolean yakuman;
    private final String japanese;
    private final String english;
    private final String chinese;
    private final YakuRule rule;

    Yaku(int closedHan, int openHan, boolean yakuman, String japanese, String english, String chinese,
         YakuRule rule) {
        this.closedHan = closedHan;
        this.openHan = openHan;
        this.yakuman = yakuman;
        this.japanese = japanese;
        this.english = english;
        this.chinese = chinese;
        this.rule = rule;
    }

    /** Han on a closed hand (for yakuman: the multiple, 1). */
    public int closedHan() {
        return closedHan;
    }

    /** Han on an open hand; 0 when the yaku needs a closed hand. */
    public int openHan() {
        return openHan;
    }

    /** The value on a hand that is open or closed; 0 when it does not count there. */
    public int han(boolean open) {
        return open ? openHan : closedHan;
    }

    /** True when the yaku needs a closed hand (a concealed kan keeps it closed). */
    public boolean closedOnly() {
        return openHan == 0;
    }

    /** True for a yakuman in the registry (renhou is one only when the rules say so: {@link #isYakuman}). */
    public boolean yakuman() {
        return yakuman;
    }

    /** True when the yaku is a yakuman under these rules. */
    public boolean isYakuman(HandRules rules) {
        return yakuman || this == RENHOU && rules.renhou() == HandRules.Renhou.YAKUMAN;
    }

    /** The yakuman multiple under these rules: 2 for an enabled double yakuman, else 1; 0 for other yaku. */
    public int yakumanValue(HandRules rules) {
        if (!isYakuman(rules)) {
            return 0;
        }
        boolean doubled = switch (this) {
            case KOKUSHI_MUSOU_13 -> rules.doubleKokushi13();
            case SUUANKOU_TANKI -> rules.doubleSuuankouTanki();
            case JUNSEI_CHUUREN_POUTOU -> rules.doubleJunseiChuuren();
            case DAISUUSHII -> rules.doubleDaisuushii();
            default -> false;
        };
        return doubled ? 2 : 1;
    }

    /** Japanese name (kanji). */
    public String japanese() {
        return japanese;
    }

    /** English: the romaji players use with a gloss, "Pinfu (all sequences)". */
    public String english() {
        return english;
    }

    /** Chinese name. */
    public String chinese() {
        return chinese;
    }

    /** The name in a language ({@code ja}, {@code zh}, anything else English). */
    public String name(Locale locale) {
        return switch (locale.getLanguage()) {
            case "ja" -> japanese;
            case "zh" -> chinese;
            default -> english;
        };
    }

    /** The message key of the website's bundles: {@code riichi.yaku.pinfu}. */
    public String messageKey() {
        return "riichi.yaku." + name().toLowerCase(Locale.ROOT);
    }

    /** The class that decides whether the yaku is present. */
    public YakuRule rule() {
        return rule;
    }

    /** The constant for a name as written in tables ({@code PINFU}, {@code pinfu}), or null. */
    public static Yaku ofName(String name) {
        for (Yaku y : values()) {
            if (y.name().equalsIgnoreCase(name.trim().replace('-', '_'))) {
                return y;
            }
        }
        return null;
    }
}
