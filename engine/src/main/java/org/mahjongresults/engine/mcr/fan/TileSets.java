package org.mahjongresults.engine.mcr.fan;

/**
 * Sets of tile kinds as 34-bit masks (bit i = tile index i), so "the hand is made only of these tiles" is one
 * mask test against {@link ScoringContext#presentMask()}.
 */
public final class TileSets {

    private TileSets() {
    }

    /** Tile kinds of one suit (0 characters, 1 dots, 2 bamboo). */
    public static long suit(int suit) {
        return 0x1FFL << (9 * suit);
    }

    /** The suited tiles whose rank is one of the given ranks, in all three suits. */
    public static long ranks(int... ranks) {
        long m = 0;
        for (int s = 0; s < 3; s++) {
            for (int r : ranks) {
                m |= 1L << (s * 9 + r - 1);
            }
        }
        return m;
    }

    public static final long SUITED = (1L << 27) - 1;
    public static final long WINDS = 0xFL << 27;
    public static final long DRAGONS = 0x7L << 31;
    public static final long HONOURS = WINDS | DRAGONS;
    public static final long TERMINALS = ranks(1, 9);
    public static final long TERMINALS_AND_HONOURS = TERMINALS | HONOURS;
    /** 2, 3, 4, 6, 8 bamboo and the green dragon 发 (fan 3). */
    public static final long GREEN = (1L << 19) | (1L << 20) | (1L << 21) | (1L << 23) | (1L << 25) | (1L << 32);
    /** Dots 1 2 3 4 5 8 9, bamboo 2 4 5 6 8 9 and white 白: faces with no up or down (fan 40). */
    public static final long REVERSIBLE;
    public static final long EVEN = ranks(2, 4, 6, 8);

    static {
        long m = 1L << 33;
        for (int r : new int[] {1, 2, 3, 4, 5, 8, 9}) {
            m |= 1L << (9 + r - 1);
        }
        for (int r : new int[] {2, 4, 5, 6, 8, 9}) {
            m |= 1L << (18 + r - 1);
        }
        REVERSIBLE = m;
    }

    /** True when every tile present is in {@code allowed}. */
    public static boolean only(long present, long allowed) {
        return (present & ~allowed) == 0;
    }
}
