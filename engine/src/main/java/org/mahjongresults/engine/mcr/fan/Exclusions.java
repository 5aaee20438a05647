package org.mahjongresults.engine.mcr.fan;

import org.mahjongresults.engine.mcr.RuleProfile;

/**
 * The fans each fan makes "not counted" (不计): the lists of 000 附件1 (MCR 2006 附件1) plus what the no-duplication
 * principle implies (§5.2-1, e.g. 三暗刻 over 双暗刻, 四杠 over 碰碰和, 全中 over 断幺 and 无字), and the profile rows
 * of RULINGS §2. Fans are visited from the most valuable down; a fan that is itself excluded excludes nothing.
 */
final class Exclusions {

    private static final long[][] COMMON = new long[82][2];
    /** COMMON plus the profile's own rows, one table per profile (indexed by ordinal). */
    private static final long[][][] BY_PROFILE = new long[RuleProfile.values().length][82][2];

    static {
        common(1, 38, 49, 60, 61);
        common(2, 54, 59);
        common(4, 22, 73, 76);
        common(5, 49, 79);
        common(6, 19, 22, 76, 79);
        common(7, 52, 79);
        common(8, 49, 55, 73, 76);
        common(9, 38);
        common(10, 54, 59);
        common(11, 49, 55, 73);
        common(12, 33, 49, 66);
        common(13, 19, 22, 63, 69, 72, 76);
        common(14, 23, 24, 64, 69);
        common(15, 23, 24, 49);
        common(16, 30, 71, 72);
        common(18, 49, 55, 73);
        common(19, 79);
        common(20, 34, 52);
        common(21, 49, 68, 76);
        common(22, 76);
        common(23, 24, 69);
        common(24, 23);
        common(25, 36, 76);
        common(26, 68, 76);
        common(27, 37, 76);
        common(29, 63, 70, 72, 76);
        common(31, 68, 76);
        common(33, 66);
        common(34, 52);
        common(36, 76);
        common(37, 76);
        common(40, 75);
        common(44, 80);
        common(46, 80);
        common(47, 58);
        common(48, 66, 67);
        common(53, 79);
        common(54, 59);
        common(56, 80);
        common(63, 76);
        common(68, 76);
        for (RuleProfile profile : RuleProfile.values()) {
            long[][] t = BY_PROFILE[profile.ordinal()];
            for (int f = 0; f < 82; f++) {
                t[f][0] = COMMON[f][0];
                t[f][1] = COMMON[f][1];
            }
            int[] specialShapes = {6, 7, 19, 20, 34};
            if (profile.specialShapesScoreSelfDrawnAndConcealedHand()) {
                // RULINGS §2 row 1 (CN2017): self-drawn they score 自摸, never 不求人 (001 L24).
                for (int f : specialShapes) {
                    add(t, f, 56);
                }
            } else {
                // RULINGS §2 row 2 (WMO): no 门前清 on a discard.
                for (int f : specialShapes) {
                    add(t, f, 62);
                }
            }
            if (!profile.concealedHandWithNineGatesAndFourConcealedPungs()) {
                // RULINGS §2 row 3 (WMO): 九莲宝灯 and 四暗刻 won on a discard add no 门前清.
                add(t, 4, 62);
                add(t, 12, 62);
            }
            if (profile.allGreenExcludesHalfFlush()) {
                // RULINGS §2 row 12 (CN2017): 绿一色 does not add 混一色 (003 no. 3).
                add(t, 3, 50);
            }
        }
    }

    private Exclusions() {
    }

    private static void common(int fan, int... excluded) {
        add(COMMON, fan, excluded);
    }

    private static void add(long[][] table, int fan, int... excluded) {
        for (int e : excluded) {
            table[fan][e >> 6] |= 1L << (e & 63);
        }
    }

    /**
     * Removes from the present fans (bit f of {@code lo} for f below 64, bit f-64 of {@code hi}) every fan excluded
     * by a present fan, visiting fans in number order; the result goes to {@code out[0]}, {@code out[1]}.
     * Returns the number of fans left.
     */
    static long apply(long lo, long hi, RuleProfile profile, long[] out) {
        long[][] table = BY_PROFILE[profile.ordinal()];
        for (long rest = lo; rest != 0; ) {
            int f = Long.numberOfTrailingZeros(rest);
            lo &= ~table[f][0];
            hi &= ~table[f][1];
            rest &= lo & ~((2L << f) - 1);
        }
        for (long rest = hi; rest != 0; ) {
            int b = Long.numberOfTrailingZeros(rest);
            int f = 64 + b;
            hi &= ~table[f][1];
            rest &= hi & ~((2L << b) - 1);
        }
        out[0] = lo;
        out[1] = hi;
        return Long.bitCount(lo) + Long.bitCount(hi);
    }

    /** True when {@code fan} is on the not-counted list of {@code by} under the profile: one line of the table. */
    static boolean excludes(int by, int fan, RuleProfile profile) {
        long bit = 1L << (fan & 63);
        return (BY_PROFILE[profile.ordinal()][by][fan >> 6] & bit) != 0;
    }
}
