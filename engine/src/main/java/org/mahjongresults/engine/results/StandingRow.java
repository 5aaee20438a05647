package org.mahjongresults.engine.results;

import java.util.List;

/**
 * One player's line in the individual standings (MCR 2006 附件7, 个人总成绩 and the per-session columns).
 *
 * @param playerId    the player
 * @param teamId      the player's team, or null
 * @param place       the place, shared by players equal on both ranking criteria; 0 for an excluded player
 * @param tied        true when the place is shared, shown "=3"
 * @param excluded    true for a disqualified player, who has no place
 * @param tablePoints the total table points
 * @param matchPoints the total match points (sum of session scores, no starting stake)
 * @param sessions    one cell per session of the tournament, session 1 first
 */
public record StandingRow(long playerId, Long teamId, int place, boolean tied, boolean excluded,
                          TablePoints tablePoints, int matchPoints, List<SessionCell> sessions) {

    public StandingRow {
        sessions = List.copyOf(sessions);
    }

    /** The same line at another place (a final ranking's, or a tie-breaker's). */
    public StandingRow placed(int newPlace, boolean newTied) {
        if (place == newPlace && tied == newTied) {
            return this;
        }
        return new StandingRow(playerId, teamId, newPlace, newTied, excluded, tablePoints, matchPoints, sessions);
    }

    /** The place as shown: "3", "=3" when shared, empty for an excluded player. */
    public String placeLabel() {
        return Ranking.label(place, tied, excluded);
    }

    /** The number of sessions with a recorded result. */
    public int sessionsPlayed() {
        return (int) sessions.stream().filter(SessionCell::played).count();
    }

    /** The total match points as displayed with a starting stake: the stake once per session played. */
    public int displayedMatchPoints(int startingStake) {
        return matchPoints + startingStake * sessionsPlayed();
    }
}
