package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/** Tile patterns shared by several yaku rules. */
final class Patterns {

    private static final int[] NINE_GATES = {3, 1, 1, 1, 1, 1, 1, 1, 3};

    private Patterns() {
    }

    /** A sequence (or triplet) of one number in each of the three suits. */
    static boolean sameInThreeSuits(YakuContext c, boolean triplets) {
        for (int r = 0; r < 9; r++) {
            boolean all = true;
            for (int s = 0; s < 3 && all; s++) {
                all = triplets ? c.hasTriplet(s * 9 + r) : c.hasSequence(s * 9 + r);
            }
            if (all) {
                return true;
            }
        }
        return false;
    }

    /** 123, 456 and 789 of one suit. */
    static boolean straight(YakuContext c) {
        for (int s = 0; s < 3; s++) {
            if (c.hasSequence(s * 9) && c.hasSequence(s * 9 + 3) && c.hasSequence(s * 9 + 6)) {
                return true;
            }
        }
        return false;
    }

    /** How many disjoint pairs of identical sequences the reading holds (0-2). */
    static int identicalSequencePairs(YakuContext c) {
        int n = c.sequenceCount();
        if (n < 2) {
            return 0;
        }
        int[] s = new int[n];
        for (int i = 0; i < n; i++) {
            s[i] = c.sequence(i);
        }
        java.util.Arrays.sort(s);
        int pairs = 0;
        for (int i = 0; i + 1 < n; i++) {
            if (s[i] == s[i + 1]) {
                pairs++;
                i++;
            }
        }
        return pairs;
    }

    static int dragonTriplets(YakuContext c) {
        int n = 0;
        for (int i = Tile.RED_INDEX; i < Tile.KINDS; i++) {
            n += c.hasTriplet(i) ? 1 : 0;
        }
        return n;
    }

    static int windTriplets(YakuContext c) {
        int n = 0;
        for (int i = Tile.EAST_INDEX; i < Tile.RED_INDEX; i++) {
            n += c.hasTriplet(i) ? 1 : 0;
        }
        return n;
    }

    /** 2, 3, 4, 6, 8 of bamboo and the green dragon 發. */
    static boolean green(int tileIndex) {
        return tileIndex == Tile.GREEN.index() || tileIndex >= 18 && tileIndex < 27
                && ((1 << (tileIndex - 18 + 1)) & 0b1_0101_1100) != 0;
    }

    /** 0 without nine gates, 1 for nine gates, 2 for the pure nine-sided form. */
    static int nineGates(YakuContext c) {
        if (c.open() || c.kans() > 0 || c.hasHonours() || Integer.bitCount(c.suitMask()) != 1
                || c.shape() != org.mahjongresults.engine.riichi.Reading.Shape.STANDARD) {
            return 0;
        }
        int base = Integer.numberOfTrailingZeros(c.suitMask()) * 9;
        int win = c.reading().winTile().index() - base;
        boolean pure = true;
        for (int r = 0; r < 9; r++) {
            int n = c.count(base + r);
            if (n < NINE_GATES[r]) {
                return 0;
            }
            pure &= n - (r == win ? 1 : 0) == NINE_GATES[r];
        }
        return pure ? 2 : 1;
    }
}
