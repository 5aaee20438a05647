package org.mahjongresults.engine.draw;

import java.util.Map;

/**
 * Targets for repeat meetings (issue 5): the counting lower bound and the best results known for small fields,
 * which the draw is expected to reach.
 */
public final class DrawTargets {

    /** Best known repeat meetings for sessions 5..10 of the fields where the bound is not the whole story. */
    private static final Map<Integer, long[]> BEST_KNOWN = Map.of(
            16, new long[] {0, 24, 48, 72, 96, 120},
            20, new long[] {0, 6, 20, 50, 80, 110},
            24, new long[] {0, 0, 0, 18, 48, 84},
            28, new long[] {0, 0, 0, 0, 0, 42});

    private DrawTargets() {
    }

    /**
     * The counting lower bound on repeat meetings for one field of {@code players} over {@code sessions}: each
     * player meets 3 opponents a session, and only N(N−1)/2 pairs exist, so at least max(0, N(3K − N + 1)/2)
     * meetings are repeats.
     */
    public static long lowerBound(int players, int sessions) {
        return Math.max(0, (long) players * (3L * sessions - players + 1) / 2);
    }

    /**
     * The fewest repeat meetings known to be achievable, which the generator aims for: the table for 16 to
     * 28 players, zero for 32 or more players over at most 10 sessions, and the exact optimum for the smallest
     * fields; elsewhere the counting bound, which may not be reachable.
     */
    public static long bestKnown(int players, int sessions) {
        long[] row = BEST_KNOWN.get(players);
        if (row != null && sessions >= 5 && sessions <= 10) {
            return row[sessions - 5];
        }
        if (players >= 16 && 3L * sessions <= players - 1 && sessions <= 10) {
            return 0;
        }
        if (players == 4) {
            return 6L * (sessions - 1);
        }
        return SmallFields.optimum(players, sessions);
    }
}
