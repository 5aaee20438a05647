package org.mahjongresults.engine.riichi.yaku;

/**
 * The yaku that a greater one replaces in the same reading. Most pairs already exclude each other by their
 * definitions (chanta needs an honour, junchan none; honitsu needs an honour, chinitsu none); the pairs here are
 * the ones where the greater yaku's pattern contains the lesser's. And any yakuman sets aside every other yaku
 * (EMA RCR 2016 §4.2 and WRC 2015 §6.5.6: a yakuman is the limit; dora do not add).
 */
public final class Exclusions {

    private static final Yaku[][] REPLACES = {
        {Yaku.DOUBLE_RIICHI, Yaku.RIICHI},
        {Yaku.RYANPEIKOU, Yaku.IIPEIKOU},
        {Yaku.JUNCHAN, Yaku.CHANTA},
        {Yaku.HONROUTOU, Yaku.CHANTA},
        {Yaku.CHINITSU, Yaku.HONITSU},
        {Yaku.KOKUSHI_MUSOU_13, Yaku.KOKUSHI_MUSOU},
        {Yaku.SUUANKOU_TANKI, Yaku.SUUANKOU},
        {Yaku.JUNSEI_CHUUREN_POUTOU, Yaku.CHUUREN_POUTOU},
        {Yaku.DAISUUSHII, Yaku.SHOUSUUSHII},
    };

    private Exclusions() {
    }

    /**
     * Removes from a set of yaku (bit = ordinal) the ones replaced by another in the set; with a yakuman, every
     * yaku that is not one.
     *
     * @param yakumanMask the bits of the yaku that are yakuman under the rules in force
     */
    public static long apply(long found, long yakumanMask) {
        long kept = found;
        for (Yaku[] r : REPLACES) {
            if ((found & bit(r[0])) != 0) {
                kept &= ~bit(r[1]);
            }
        }
        if ((kept & yakumanMask) != 0) {
            kept &= yakumanMask;
        }
        return kept;
    }

    /** The pairs, for the registry test and the han/fu checker: {greater, lesser}. */
    public static Yaku[][] pairs() {
        Yaku[][] copy = new Yaku[REPLACES.length][];
        for (int i = 0; i < REPLACES.length; i++) {
            copy[i] = REPLACES[i].clone();
        }
        return copy;
    }

    static long bit(Yaku y) {
        return 1L << y.ordinal();
    }
}
