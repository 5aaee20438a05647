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
 *   <li><b>Resolvable group divisible designs with groups of three</b> for 24 and 36 players (7 and 11 sessions
 *       in which only the members of a group never meet), followed by sessions that seat whole groups together;
 *       see groupDivisible.</li>
 *   <li><b>Ten sessions for 32 players</b> invariant under Z₂³, every player missing only one other; see
 *       thirtyTwo.</li>
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

    /** 24 = Z₂₁ ∪ {∞₀, ∞₁, ∞₂}: the triple joined to ∞₀ and the base tables (c = 7). */
    private static final int[] TRIPLE_24 = {0, 1, 5};
    private static final int[][] BASE_24 = {{2, 4, 10, 13}};

    /** 36 = Z₃₃ ∪ {∞₀, ∞₁, ∞₂} (c = 11). */
    private static final int[] TRIPLE_36 = {0, 1, 5};
    private static final int[][] BASE_36 = {{2, 9, 18, 32}, {3, 15, 28, 30}};

    /**
     * 32 = Z₂³ × {0, 1, 2, 3}, (x, i) being point 8i + x: the six transversal sessions, given by the table
     * {(X[c][i], i)} whose translates by Z₂³ form session c.
     */
    private static final int[][] TRANSVERSALS_32 = {
        {0, 0, 0, 0}, {0, 1, 2, 4}, {0, 2, 4, 5}, {0, 4, 1, 6}, {0, 6, 7, 2}, {0, 7, 5, 1},
    };

    /** For 32: the difference s within each pair of groups i, j in their paired session. */
    private static final int[][] PAIRED_DIFFERENCE_32 = {
        {0, 6, 5, 4}, {6, 0, 3, 2}, {5, 3, 0, 1}, {4, 2, 1, 0},
    };

    /** For 32: the subgroup of order four whose cosets are the tables of group i in the last session. */
    private static final int[][] PLANES_32 = {{0, 1, 2, 3}, {0, 1, 4, 5}, {0, 2, 4, 6}, {0, 3, 5, 6}};

    /** For 32: the three ways of pairing the four groups, one paired session each. */
    private static final int[][][] PAIRINGS_32 = {{{0, 1}, {2, 3}}, {{0, 2}, {1, 3}}, {{0, 3}, {1, 2}}};

    /** For 32: the two players who never meet differ by this element in the same group. */
    private static final int NEVER_32 = 7;

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
        if (n == 24) {
            return groupDivisible(7, TRIPLE_24, BASE_24, wanted);
        }
        if (n == 32) {
            return thirtyTwo(wanted);
        }
        if (n == 36) {
            return groupDivisible(11, TRIPLE_36, BASE_36, wanted);
        }
        return transversal(n, wanted);
    }

    /**
     * A resolvable group divisible design with groups of three (a 4-RGDD of type 3^u, n = 3u): c = u − 1
     * sessions in which every two players meet exactly once unless they are in the same group, whose members
     * never meet. The points are Z_{3c} and ∞₀, ∞₁, ∞₂; translating by g moves ∞_i to ∞_{i+g mod 3}; one session
     * is the orbit under H = {0, c, 2c} of {∞₀} ∪ triple and of the base tables, the others its translates by
     * 0..c−1. The groups are the cosets of H and {∞₀, ∞₁, ∞₂}.
     *
     * <p>Further sessions seat whole groups together: each table takes a group that has not yet met plus one
     * player of a group held over, so for 24 players the eighth session costs the least possible 18 repeats and
     * the ninth completes every pair (the counting bound, 48).
     */
    private static int[][] groupDivisible(int c, int[] triple, int[][] base, int wanted) {
        int finite = 3 * c;
        int n = finite + 3;
        int[] first = new int[n];
        int k = 0;
        for (int h = 0; h < 3; h++) {
            int shift = h * c;
            first[k++] = finite + shift % 3;
            for (int x : triple) {
                first[k++] = (x + shift) % finite;
            }
        }
        for (int[] block : base) {
            for (int h = 0; h < 3; h++) {
                for (int x : block) {
                    first[k++] = (x + h * c) % finite;
                }
            }
        }
        int[][] rounds = new int[wanted][];
        for (int r = 0; r < Math.min(c, wanted); r++) {
            rounds[r] = new int[n];
            for (int i = 0; i < n; i++) {
                int p = first[i];
                rounds[r][i] = p < finite ? (p + r) % finite : finite + (p - finite + r) % 3;
            }
        }
        int groups = c + 1;
        int tables = n / 4;
        for (int r = c; r < wanted; r++) {
            int pass = r - c;
            int[] round = new int[n];
            int heldOver = 0;
            int[] extra = new int[tables];
            for (int g = 0; g < groups - tables; g++) {
                int group = (pass * tables + tables + g) % groups;
                for (int member = 0; member < 3; member++) {
                    extra[heldOver++] = member(group, member, c);
                }
            }
            for (int t = 0; t < tables; t++) {
                int group = (pass * tables + t) % groups;
                for (int member = 0; member < 3; member++) {
                    round[4 * t + member] = member(group, member, c);
                }
                round[4 * t + 3] = extra[t];
            }
            rounds[r] = round;
        }
        return rounds;
    }

    /**
     * Ten sessions for 32 players without a repeat meeting (the social golfer instance 8-4-10): a resolvable
     * group divisible design with 16 groups of two, every player missing only his partner (x, i) ↔ (x + 7, i).
     * The points are Z₂³ × {0, 1, 2, 3} and every session is invariant under translation by Z₂³:
     * <ul>
     *   <li>six transversal sessions: the translates of a table with one point of each of the four groups;</li>
     *   <li>three paired sessions, one for each way of pairing the four groups: groups i and j share tables
     *       {(x, i), (x + s, i), (x + δ, j), (x + δ + s, j)}, s = {@link #PAIRED_DIFFERENCE_32}[i][j], δ chosen so
     *       that the pair meets at the two differences the transversal sessions leave;</li>
     *   <li>one session of the cosets of a subgroup of order four within each group.</li>
     * </ul>
     * Counting differences shows this split (6 + 3 + 1) is the one whose parities agree; the transversal tables
     * and differences were then found by a small exhaustive search. Teams of two placed on the partners never
     * meet.
     */
    private static int[][] thirtyTwo(int wanted) {
        List<int[]> rounds = new ArrayList<>();
        for (int[] transversal : TRANSVERSALS_32) {
            int[] round = new int[32];
            int k = 0;
            for (int g = 0; g < 8; g++) {
                for (int i = 0; i < 4; i++) {
                    round[k++] = 8 * i + (transversal[i] ^ g);
                }
            }
            rounds.add(round);
        }
        for (int[][] pairing : PAIRINGS_32) {
            int[] round = new int[32];
            int k = 0;
            for (int[] pair : pairing) {
                int i = pair[0];
                int j = pair[1];
                int s = PAIRED_DIFFERENCE_32[i][j];
                int met = 0;
                for (int[] transversal : TRANSVERSALS_32) {
                    met |= 1 << (transversal[i] ^ transversal[j]);
                }
                int delta = Integer.numberOfTrailingZeros(~met & 0xFF);
                for (int x = 0; x < 8; x++) {
                    if (x < (x ^ s)) {
                        round[k++] = 8 * i + x;
                        round[k++] = 8 * i + (x ^ s);
                        round[k++] = 8 * j + (x ^ delta);
                        round[k++] = 8 * j + (x ^ delta ^ s);
                    }
                }
            }
            rounds.add(round);
        }
        int[] cosets = new int[32];
        int k = 0;
        for (int i = 0; i < 4; i++) {
            boolean[] seated = new boolean[8];
            for (int x = 0; x < 8; x++) {
                if (!seated[x]) {
                    for (int y : PLANES_32[i]) {
                        cosets[k++] = 8 * i + (x ^ y);
                        seated[x ^ y] = true;
                    }
                }
            }
        }
        rounds.add(cosets);
        int count = Math.min(wanted, rounds.size());
        return rounds.subList(0, count).toArray(new int[0][]);
    }

    /** The member-th player of a group: group g < c is the coset g + H, group c is {∞₀, ∞₁, ∞₂}. */
    private static int member(int group, int member, int c) {
        return group < c ? group + member * c : 3 * c + member;
    }

    /**
     * Sets of points of the construction for n that never share a table in its sessions (the groups of a
     * transversal or group divisible design), or {@code null} when every pair meets. Teammates placed in one
     * group never meet for as long as the construction lasts.
     */
    static int[][] groups(int n) {
        if (completeDesign(n) != null) {
            return null;
        }
        if (n == 32) {
            int[][] pairs = new int[16][];
            int k = 0;
            for (int i = 0; i < 4; i++) {
                for (int x = 0; x < 8; x++) {
                    if (x < (x ^ NEVER_32)) {
                        pairs[k++] = new int[] {8 * i + x, 8 * i + (x ^ NEVER_32)};
                    }
                }
            }
            return pairs;
        }
        if (n == 24 || n == 36) {
            int c = n / 3 - 1;
            int[][] groups = new int[c + 1][];
            for (int g = 0; g <= c; g++) {
                groups[g] = new int[] {member(g, 0, c), member(g, 1, c), member(g, 2, c)};
            }
            return groups;
        }
        if (n % 4 == 0 && n >= 16 && GaloisField.of(n / 4) != null) {
            int q = n / 4;
            int[][] groups = new int[4][q];
            for (int i = 0; i < 4; i++) {
                for (int x = 0; x < q; x++) {
                    groups[i][x] = i * q + x;
                }
            }
            return groups;
        }
        return null;
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
