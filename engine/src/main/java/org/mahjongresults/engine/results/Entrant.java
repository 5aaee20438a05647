package org.mahjongresults.engine.results;

/**
 * A player in the standings.
 *
 * @param playerId the player
 * @param teamId   the player's team, or null for a player without a team
 * @param excluded true for a disqualified player (MCR 2006 §3.11.1-§3.11.5: 取消录取名次 / 失格): listed after the ranked players
 *                 without a place, and not counted in the team's totals. The results of the player's opponents
 *                 stand as played.
 */
public record Entrant(long playerId, Long teamId, boolean excluded) {

    /** A ranked player without a team. */
    public static Entrant of(long playerId) {
        return new Entrant(playerId, null, false);
    }

    /** A ranked player of team {@code teamId}. */
    public static Entrant of(long playerId, long teamId) {
        return new Entrant(playerId, teamId, false);
    }

    /** The same player, excluded from the ranking or taken back into it. */
    public Entrant withExcluded(boolean value) {
        return new Entrant(playerId, teamId, value);
    }
}
