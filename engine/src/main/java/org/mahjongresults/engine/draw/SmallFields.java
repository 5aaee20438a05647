package org.mahjongresults.engine.draw;

/**
 * Exact optimum repeat meetings for fields of 8 and 12 players, where the counting bound can be too low.
 *
 * <p>Describe a player by the tables he sits at, one coordinate per session; two players meet in a session when
 * the coordinates agree. With 8 players (two tables): over two sessions the four classes 00, 01, 10, 11 have
 * sizes a, 4−a, 4−a, a and the repeats are a² + (4−a)² − 4 ≥ 4; from three sessions on the bound is met (for
 * three sessions two players in each of the classes 000, 011, 101, 110; for four or more, eight table vectors
 * with no two complementary). With 12 players (three tables) over two sessions the repeats are the sum of
 * C(n,2) over the nine classes, whose rows and columns add up to four, hence at least 3; over three sessions the
 * optimum 6 is confirmed by trying every draw (DrawExhaustiveTest); over four sessions 13 is the best found.
 */
final class SmallFields {

    private SmallFields() {
    }

    static long optimum(int players, int sessions) {
        long bound = DrawTargets.lowerBound(players, sessions);
        if (players == 8 && sessions == 2) {
            return 4;
        }
        if (players == 12 && sessions == 2) {
            return 3;
        }
        if (players == 12 && sessions == 3) {
            return 6;
        }
        if (players == 12 && sessions == 4) {
            // Best found by the search; the bound says 6, and an exhaustive search for 12 or fewer was not
            // completed, so this is the best known here rather than a proven optimum.
            return 13;
        }
        return bound;
    }
}
