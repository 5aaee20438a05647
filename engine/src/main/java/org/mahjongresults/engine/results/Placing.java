package org.mahjongresults.engine.results;

/**
 * One player's outcome at a table for a session: the place by session score and the table points it earns.
 *
 * @param playerId     the player
 * @param sessionScore the session score (match points of the session, 比赛分), 0 for an absent player
 * @param present      false when the player forfeited the session
 * @param place        1 to 4; tied players share the best place they occupy (two tied second are both 2); the
 *                     absent player is last
 * @param tied         true when the place is shared with another player, shown "=2"
 * @param tablePoints  the table points for the session
 */
public record Placing(long playerId, int sessionScore, boolean present, int place, boolean tied,
                      TablePoints tablePoints) {

    /** The place as shown on the sheet: "2", or "=2" for a shared place. */
    public String placeLabel() {
        return tied ? "=" + place : Integer.toString(place);
    }

    /**
     * The session score as displayed when the tournament uses a starting stake (003: 500, CN trial 第五条三十四, RULINGS §3).
     * The stake never changes a placing.
     */
    public int displayedScore(int startingStake) {
        return sessionScore + startingStake;
    }

    /** This placing as the standings' entry for {@code session}. */
    public SessionEntry toEntry(int session) {
        return new SessionEntry(playerId, session, tablePoints, sessionScore);
    }
}
