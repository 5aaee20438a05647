package org.mahjongresults.engine.draw;

import java.util.List;

/**
 * How good a draw is, as the draw page states it. Computed by {@link DrawChecker} from the finished draw alone,
 * independently of the generator.
 *
 * @param valid              whether the draw is structurally sound: tables of four distinct players, nobody twice
 *                           in a session, nobody unknown, and (for a draw of one field) everybody in every session
 * @param problems           what is structurally wrong, one sentence each; empty when {@code valid}
 * @param players            how many distinct players the draw seats
 * @param sessions           how many sessions the draw has
 * @param repeatMeetings     for every pair of players, the times they share a table beyond the first, summed
 * @param lowerBound         the least possible {@code repeatMeetings} by counting: all meetings minus the pairs that
 *                           could meet; for one field of N players over K sessions max(0, N(3K − N + 1)/2)
 * @param maxPairMeetings    the most times any two players share a table
 * @param minSeatCount       the fewest times any player starts in any one seat
 * @param maxSeatCount       the most times any player starts in any one seat
 * @param seatsBalanced      whether every player starts in each seat ⌊k/4⌋ or ⌈k/4⌉ times, k being the number of
 *                           sessions he plays
 * @param teammateClashes    table meetings of two players of the same team (a pair meeting twice counts twice)
 * @param countryClashes     table meetings of two players of the same country
 */
public record DrawQuality(
        boolean valid,
        List<String> problems,
        int players,
        int sessions,
        long repeatMeetings,
        long lowerBound,
        int maxPairMeetings,
        int minSeatCount,
        int maxSeatCount,
        boolean seatsBalanced,
        int teammateClashes,
        int countryClashes) {

    public DrawQuality {
        problems = List.copyOf(problems);
    }

    /** Whether the repeat meetings reach the counting bound, so no draw can have fewer. */
    public boolean meetsLowerBound() {
        return repeatMeetings == lowerBound;
    }
}
