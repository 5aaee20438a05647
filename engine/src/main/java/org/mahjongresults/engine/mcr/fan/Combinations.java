package org.mahjongresults.engine.mcr.fan;

/**
 * Chooses which chow-combination and pung-combination fans a reading scores, following the principles of
 * MCR 2006 §3.9.1-5: a fan of four sets is scored alone (no splitting); otherwise the best fan of three sets is taken
 * (take the higher) and the fourth set may combine once with one of them (account once); otherwise pairs of sets
 * are scored such that every new pair brings in a set not used before (account once: the chosen pairs form a
 * forest) and no set takes part twice in the same fan (no identical re-use, §5.2-3: 123m 123m 123p is one
 * 一般高 plus one 喜相逢).
 */
final class Combinations {

    private Combinations() {
    }

    /** Pairs of set indexes among four sets: 01 02 03 12 13 23. */
    private static final int[] EDGE_A = {0, 0, 0, 1, 1, 2};
    private static final int[] EDGE_B = {1, 2, 3, 2, 3, 3};
    /** Edge subsets that are forests, for 2, 3 and 4 sets, largest first. */
    private static final int[][] FORESTS = new int[5][];

    static {
        for (int n = 2; n <= 4; n++) {
            java.util.List<Integer> list = new java.util.ArrayList<>();
            for (int size = n - 1; size >= 1; size--) {
                for (int mask = 0; mask < 1 << 6; mask++) {
                    if (Integer.bitCount(mask) == size && (mask & ~usableEdges(n)) == 0 && isForest(mask)) {
                        list.add(mask);
                    }
                }
            }
            FORESTS[n] = list.stream().mapToInt(Integer::intValue).toArray();
        }
    }

    /** Bit mask of the edges whose both sets exist when there are n sets. */
    private static int usableEdges(int n) {
        int m = 0;
        for (int e = 0; e < 6; e++) {
            if (EDGE_B[e] < n) {
                m |= 1 << e;
            }
        }
        return m;
    }

    private static boolean isForest(int mask) {
        int[] parent = {0, 1, 2, 3};
        for (int e = 0; e < 6; e++) {
            if ((mask & (1 << e)) != 0) {
                int a = root(parent, EDGE_A[e]);
                int b = root(parent, EDGE_B[e]);
                if (a == b) {
                    return false;
                }
                parent[a] = b;
            }
        }
        return true;
    }

    private static int root(int[] parent, int x) {
        while (parent[x] != x) {
            x = parent[x];
        }
        return x;
    }

    private static final int[] CHOW_FANS = {13, 14, 16, 23, 28, 29, 30, 39, 41, 51, 69, 70, 71, 72};
    private static final int[] PUNG_FANS = {15, 24, 32, 42, 65};

    /** Four values in ascending order (a new array; only used on the rare four-set checks). */
    static int[] sorted4(int[] v) {
        int[] s = {v[0], v[1], v[2], v[3]};
        java.util.Arrays.sort(s);
        return s;
    }

    /** Fills {@code c.combo} for the sets of the current reading (chows and pungs already sorted). */
    static void select(ScoringContext c) {
        int[] combo = c.combo;
        for (int f : CHOW_FANS) {
            combo[f] = 0;
        }
        for (int f : PUNG_FANS) {
            combo[f] = 0;
        }
        if (c.chows >= 2) {
            selectChows(c, combo);
        }
        if (c.pungs >= 2) {
            selectPungs(c, combo);
        }
    }

    private static void selectChows(ScoringContext c, int[] combo) {
        int n = c.chows;
        int[] t = c.chowTile;
        if (n == 4) {
            if (PureTerminalChows.formedBy(t, c.pairTile)) {
                combo[13] = 1;
                return;
            }
            if (QuadrupleChow.formedBy(t)) {
                combo[14] = 1;
                return;
            }
            if (FourPureShiftedChows.formedBy(t)) {
                combo[16] = 1;
                return;
            }
            if (ThreeSuitedTerminalChows.formedBy(t, c.pairTile)) {
                combo[29] = 1;
                return;
            }
        }
        if (n >= 3) {
            int bestFan = 0;
            int bestPoints = 0;
            int bestFree = -1;
            for (int free = n == 4 ? 3 : -1; free >= (n == 4 ? 0 : -1); free--) {
                // the triple is every set except 'free'; with three sets, the triple is all of them
                int i = -1;
                int j = -1;
                int k = -1;
                for (int x = 0; x < n; x++) {
                    if (x == free) {
                        continue;
                    }
                    if (i < 0) {
                        i = x;
                    } else if (j < 0) {
                        j = x;
                    } else {
                        k = x;
                    }
                }
                int f = tripleChowFan(t[i], t[j], t[k]);
                if (f != 0) {
                    // value of this triple plus the one pair fan the fourth chow could add (take the higher)
                    int value = Fan.ofNumber(f).points();
                    if (free >= 0 && (pairChowFan(t[free], t[i]) | pairChowFan(t[free], t[j])
                            | pairChowFan(t[free], t[k])) != 0) {
                        value++;
                    }
                    if (value > bestPoints) {
                        bestFan = f;
                        bestPoints = value;
                        bestFree = free;
                    }
                }
                if (n == 3) {
                    break;
                }
            }
            if (bestFan != 0) {
                combo[bestFan]++;
                if (n == 4) {
                    // the fourth chow combines once with one chow of the triple (account once); all such fans
                    // are worth 1, so prefer the lowest number (一般高 before 喜相逢, as 000 附件1-27 lists them)
                    int pick = 0;
                    for (int x = 0; x < 4; x++) {
                        if (x != bestFree) {
                            int f = pairChowFan(t[x], t[bestFree]);
                            if (f != 0 && (pick == 0 || f < pick)) {
                                pick = f;
                            }
                        }
                    }
                    if (pick != 0) {
                        combo[pick]++;
                    }
                }
                return;
            }
        }
        int[] types = new int[6];
        for (int e = 0; e < 6; e++) {
            if (EDGE_B[e] < n) {
                types[e] = pairChowFan(t[EDGE_A[e]], t[EDGE_B[e]]);
            }
        }
        choosePairs(n, types, combo);
    }

    private static void selectPungs(ScoringContext c, int[] combo) {
        int n = c.pungs;
        int[] t = c.pungTile;
        if (n == 4 && FourPureShiftedPungs.formedBy(t)) {
            combo[15] = 1;
            return;
        }
        if (n >= 3) {
            int bestFan = 0;
            int bestPoints = 0;
            int bestFree = -1;
            for (int free = n == 4 ? 3 : -1; free >= (n == 4 ? 0 : -1); free--) {
                int i = -1;
                int j = -1;
                int k = -1;
                for (int x = 0; x < n; x++) {
                    if (x == free) {
                        continue;
                    }
                    if (i < 0) {
                        i = x;
                    } else if (j < 0) {
                        j = x;
                    } else {
                        k = x;
                    }
                }
                int f = triplePungFan(t[i], t[j], t[k]);
                if (f != 0) {
                    int value = Fan.ofNumber(f).points();
                    if (free >= 0 && (DoublePung.formedBy(t[free], t[i]) || DoublePung.formedBy(t[free], t[j])
                            || DoublePung.formedBy(t[free], t[k]))) {
                        value += 2;
                    }
                    if (value > bestPoints) {
                        bestFan = f;
                        bestPoints = value;
                        bestFree = free;
                    }
                }
                if (n == 3) {
                    break;
                }
            }
            if (bestFan != 0) {
                combo[bestFan]++;
                if (n == 4) {
                    for (int x = 0; x < 4; x++) {
                        if (x != bestFree && DoublePung.formedBy(t[x], t[bestFree])) {
                            combo[65]++;
                            break;
                        }
                    }
                }
                return;
            }
        }
        int[] types = new int[6];
        for (int e = 0; e < 6; e++) {
            if (EDGE_B[e] < n) {
                types[e] = DoublePung.formedBy(t[EDGE_A[e]], t[EDGE_B[e]]) ? 65 : 0;
            }
        }
        choosePairs(n, types, combo);
    }

    /** Picks the largest forest of fan-forming pairs in which no set is in the same fan twice. */
    private static void choosePairs(int n, int[] types, int[] combo) {
        int present = 0;
        for (int e = 0; e < 6; e++) {
            if (types[e] != 0) {
                present |= 1 << e;
            }
        }
        if (present == 0) {
            return;
        }
        for (int mask : FORESTS[n]) {
            if ((mask & ~present) != 0 || !identicalReuseFree(mask, types)) {
                continue;
            }
            for (int e = 0; e < 6; e++) {
                if ((mask & (1 << e)) != 0) {
                    combo[types[e]]++;
                }
            }
            return;
        }
    }

    private static boolean identicalReuseFree(int mask, int[] types) {
        for (int e = 0; e < 6; e++) {
            if ((mask & (1 << e)) == 0) {
                continue;
            }
            for (int g = e + 1; g < 6; g++) {
                if ((mask & (1 << g)) != 0 && types[e] == types[g]
                        && (EDGE_A[e] == EDGE_A[g] || EDGE_A[e] == EDGE_B[g] || EDGE_B[e] == EDGE_A[g]
                        || EDGE_B[e] == EDGE_B[g])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The highest chow-triple fan the three chows form, or 0. */
    static int tripleChowFan(int a, int b, int x) {
        if (PureTripleChow.formedBy(a, b, x)) {
            return 23;
        }
        if (PureStraight.formedBy(a, b, x)) {
            return 28;
        }
        if (PureShiftedChows.formedBy(a, b, x)) {
            return 30;
        }
        if (MixedStraight.formedBy(a, b, x)) {
            return 39;
        }
        if (MixedTripleChow.formedBy(a, b, x)) {
            return 41;
        }
        if (MixedShiftedChows.formedBy(a, b, x)) {
            return 51;
        }
        return 0;
    }

    /** The chow-pair fan two chows form, or 0 (at most one can apply). */
    static int pairChowFan(int a, int b) {
        if (PureDoubleChow.formedBy(a, b)) {
            return 69;
        }
        if (MixedDoubleChow.formedBy(a, b)) {
            return 70;
        }
        if (ShortStraight.formedBy(a, b)) {
            return 71;
        }
        if (TwoTerminalChows.formedBy(a, b)) {
            return 72;
        }
        return 0;
    }

    static int triplePungFan(int a, int b, int x) {
        if (PureShiftedPungs.formedBy(a, b, x)) {
            return 24;
        }
        if (TriplePung.formedBy(a, b, x)) {
            return 32;
        }
        if (MixedShiftedPungs.formedBy(a, b, x)) {
            return 42;
        }
        return 0;
    }
}
