package org.mahjongresults.engine.results;

/**
 * One player's session score (局分, MCR 2006 §3.9.2-1) at one table: the sum of the session's hand results including the
 * penalty transfers and deductions of that session (RULINGS §3). A player who forfeited the session by arriving more
 * than 15 minutes late is absent: session score 0 and no table points (RULINGS §4).
 *
 * @param playerId     the player
 * @param sessionScore the session score without any starting stake (RULINGS §3: the stake is for display only)
 * @param present      false for the absent player of a three-player table
 */
public record SeatScore(long playerId, int sessionScore, boolean present) {

    public SeatScore {
        if (!present && sessionScore != 0) {
            throw new IllegalArgumentException("an absent player's session score is 0, not " + sessionScore
                    + " (player " + playerId + ")");
        }
    }

    /** A player who played the session and scored {@code sessionScore}. */
    public static SeatScore of(long playerId, int sessionScore) {
        return new SeatScore(playerId, sessionScore, true);
    }

    /** A player who forfeited the session (more than 15 minutes late, RULINGS §4). */
    public static SeatScore absent(long playerId) {
        return new SeatScore(playerId, 0, false);
    }
}
