package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.List;

/**
 * Known zero-repeat designs used as starting schedules. A schedule is {@code int[session][position]} over the
 * abstract points 0..n−1; positions 4t..4t+3 form table t.
 *
 * <ul>
 *   <li><b>Complete resolvable designs</b>, in which every pair of players meets exactly once (a resolvable
 *       2-(n,4,1) design): 16 players (the affine plane AG(2,4), 5 sessions), 28 players (9 sessions) and 40
 *       players (13 sessions). Sessions beyond these repeat earlier ones, which meets the counting bound, since
 *       once every pair has met any further table consists of repeats only.
 *       The 28 and 40 designs are 1-rotational: the points are an abelian group G of order n−1 and a point ∞;
 *       one session is {∞} ∪ (x + H) for a subgroup H of order 3, together with the H-translates of a few
 *       base tables whose differences cover G ∖ H exactly once; the other sessions are its translates by G/H.
 *       The base tables were found by a small exhaustive search (G = Z₃³ for 28, Z₃₉ for 40).</li>
 *   <li><b>Transversal designs</b> for n = 4q with q a prime power of at least 4: the points are four groups of
 *       q, (i, x) with x in GF(q); in session a the tables are {(i, a·e_i + b)} for every b, e_0..e_3 being four
 *       distinct field elements. Points of different groups meet exactly once over the q sessions, and points of
 *       one group never, so q sessions have no repeat meeting.</li>
 * </ul>
 */
final class Constructions {

    /** 28 = Z₃³ ∪ {∞}: H = ⟨(1,0,0)⟩, base tables, and the coset joined to ∞ (points as (a,b,c) = 9a+3b+c). */
    private static final int[] MODULI_28 = {3, 3, 3};
    private static final int[] H_28 = {1, 0, 0};
    private static final int[][][] BASE_28 = {
        {{0, 0, 0}, {0, 0, 1}, {0, 1, 0}, {1, 1, 1}},
        {{0, 0, 2}, {0, 2, 1}, {1, 2, 0}, {2, 1, 2}},
    };
    private static final int[] INFINITY_COSET_28 = {0, 2, 2};

    /** 40 = Z₃₉ ∪ {∞}: H = {0, 13, 26}. */
    private static final int[] MODULI_40 = {39};
    private static final int[] H_40 = {13};
    private static final int[][][] BASE_40 = {
        {{0}, {1}, {6}, {31}},
        {{2}, {17}, {21}, {24}},
        {{7}, {9}, {25}, {36}},
    };
    private static final int[] INFINITY_COSET_40 = {3};

    private Constructions() {
    }

    /**
     * Sessions of a construction for n points, at most {@code wanted} of them, or {@code null} when no
     * construction applies. Fewer sessions than wanted may be returned; the caller completes the schedule.
     */
    static int[][] rounds(int n, int wanted) {
        int[][] complete = completeDesign(n);
        if (complete != null) {
            int[][] rounds = new int[wanted][];
            for (int r = 0; r < wanted; r++) {
                rounds[r] = complete[r % complete.length].clone();
            }
            return rounds;
        }
        return transversal(n, wanted);
    }

    /** The sessions of a resolvable 2-(n,4,1) design, when one is known for n. */
    static int[][] completeDesign(int n) {
        return switch (n) {
            case 16 -> transversalWithGroups();
            case 28 -> oneRotational(MODULI_28, H_28, BASE_28, INFINITY_COSET_28);
            case 40 -> oneRotational(MODULI_40, H_40, BASE_40, INFINITY_COSET_40);
            default -> null;
        };
    }

    /** AG(2,4): the four sessions of the transversal design over GF(4) plus the four groups as a fifth. */
    private static int[][] transversalWithGroups() {
        int[][] rounds = new int[5][];
        int[][] t = transversal(16, 4);
        System.arraycopy(t, 0, rounds, 0, 4);
        rounds[4] = new int[16];
        for (int i = 0; i < 16; i++) {
            rounds[4][i] = i;
        }
        return rounds;
    }

    private static int[][] transversal(int n, int wanted) {
        if (n % 4 != 0 || n < 16) {
            return null;
        }
        int q = n / 4;
        GaloisField field = GaloisField.of(q);
        if (field == null) {
            return null;
        }
        int available = Math.min(q, wanted);
        int[][] rounds = new int[available][n];
        for (int a = 0; a < available; a++) {
            int position = 0;
            for (int b = 0; b < q; b++) {
                for (int i = 0; i < 4; i++) {
                    int x = field.add[field.mul[a][i]][b];
                    rounds[a][position++] = i * q + x;
                }
            }
        }
        return rounds;
    }

    private static int[][] oneRotational(int[] moduli, int[] h, int[][][] base, int[] infinityCoset) {
        int order = 1;
        for (int m : moduli) {
            order *= m;
        }
        int infinity = order;
        List<Integer> first = new ArrayList<>();
        first.add(infinity);
        for (int k = 0; k < 3; k++) {
            first.add(encode(plus(infinityCoset, times(h, k, moduli), moduli), moduli));
        }
        for (int[][] block : base) {
            for (int k = 0; k < 3; k++) {
                for (int[] point : block) {
                    first.add(encode(plus(point, times(h, k, moduli), moduli), moduli));
                }
            }
        }
        // One translate per coset of H: the representatives are the elements not reachable from a smaller one.
        List<int[]> representatives = new ArrayList<>();
        boolean[] covered = new boolean[order];
        for (int g = 0; g < order; g++) {
            if (!covered[g]) {
                int[] element = decode(g, moduli);
                representatives.add(element);
                for (int k = 0; k < 3; k++) {
                    covered[encode(plus(element, times(h, k, moduli), moduli), moduli)] = true;
                }
            }
        }
        int[][] rounds = new int[representatives.size()][order + 1];
        for (int r = 0; r < representatives.size(); r++) {
            int[] shift = representatives.get(r);
            for (int i = 0; i <= order; i++) {
                int point = first.get(i);
                rounds[r][i] = point == infinity ? infinity
                        : encode(plus(decode(point, moduli), shift, moduli), moduli);
            }
        }
        return rounds;
    }

    private static int[] times(int[] element, int k, int[] moduli) {
        int[] r = new int[moduli.length];
        for (int i = 0; i < moduli.length; i++) {
            r[i] = element[i] * k % moduli[i];
        }
        return r;
    }

    private static int[] plus(int[] a, int[] b, int[] moduli) {
        int[] r = new int[moduli.length];
        for (int i = 0; i < moduli.length; i++) {
            r[i] = (a[i] + b[i]) % moduli[i];
        }
        return r;
    }

    private static int encode(int[] element, int[] moduli) {
        int v = 0;
        for (int i = 0; i < moduli.length; i++) {
            v = v * moduli[i] + element[i];
        }
        return v;
    }

    private static int[] decode(int v, int[] moduli) {
        int[] r = new int[moduli.length];
        for (int i = moduli.length - 1; i >= 0; i--) {
            r[i] = v % moduli[i];
            v /= moduli[i];
        }
        return r;
    }
}
