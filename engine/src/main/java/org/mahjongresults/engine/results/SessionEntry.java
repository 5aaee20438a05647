package org.mahjongresults.engine.results;

/**
 * What one session contributes to one player's standing: a cell of the results table (MCR 2006 附件7).
 *
 * @param playerId    the player
 * @param session     the session number, from 1
 * @param tablePoints the table points earned at the table (标准分)
 * @param matchPoints the session score (比赛分), without any starting stake
 */
public record SessionEntry(long playerId, int session, TablePoints tablePoints, int matchPoints) {

    public SessionEntry {
        if (session < 1) {
            throw new IllegalArgumentException("sessions are numbered from 1, not " + session);
        }
        if (tablePoints == null) {
            throw new IllegalArgumentException("table points are required");
        }
    }
}
