package org.mahjongresults.engine.draw;

/**
 * Known zero-repeat designs used as starting schedules. A schedule is {@code int[session][position]} over the
 * abstract points 0..n−1; positions 4t..4t+3 form table t.
 *
 * <ul>
 *   <li>For n = 4q with q a prime power of at least 4: the resolvable transversal design from GF(q). The points
 *       are four groups of q, (i, x) with x in GF(q); in round a the tables are {(i, a·e_i + b)} for every b,
 *       e_0..e_3 being four distinct field elements. Two points of different groups meet exactly once over the
 *       q rounds and never otherwise, so q rounds have no repeat meeting.</li>
 *   <li>For q = 4 the four groups are themselves tables, a fifth round: this is the affine plane AG(2,4), whose
 *       five parallel classes let every pair of 16 players meet exactly once. Further rounds repeat the classes,
 *       which meets the counting bound for 16 players for any number of sessions.</li>
 * </ul>
 */
final class Constructions {

    private Constructions() {
    }

    /**
     * Rounds of a construction for n points, at most {@code wanted} of them, or {@code null} when no construction
     * applies. Fewer rounds than wanted may be returned; the caller completes the schedule.
     */
    static int[][] rounds(int n, int wanted) {
        if (n % 4 != 0 || n < 16) {
            return null;
        }
        int q = n / 4;
        GaloisField field = GaloisField.of(q);
        if (field == null) {
            return null;
        }
        int available = q == 4 ? wanted : Math.min(q, wanted);
        int[][] rounds = new int[available][n];
        for (int r = 0; r < available; r++) {
            int a = q == 4 ? r % 5 : r;
            if (a == q) {
                for (int i = 0; i < n; i++) {
                    rounds[r][i] = i;
                }
                continue;
            }
            int position = 0;
            for (int b = 0; b < q; b++) {
                for (int i = 0; i < 4; i++) {
                    int x = field.add[field.mul[a][i]][b];
                    rounds[r][position++] = i * q + x;
                }
            }
        }
        return rounds;
    }
}
