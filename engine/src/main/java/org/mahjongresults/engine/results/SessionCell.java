package org.mahjongresults.engine.results;

/**
 * One session's column pair of the results table (MCR 2006 附件7): 标准分 and 累计, 比赛分 and 累计.
 *
 * @param session            the session number, from 1
 * @param played             false when no result is recorded yet (the values are then 0 and the running totals
 *                           carry over); for a team, true when any counted member has a result
 * @param tablePoints        the table points of this session
 * @param runningTablePoints the table points of sessions 1 to this one
 * @param matchPoints        the session score (比赛分) of this session, without any starting stake
 * @param runningMatchPoints the match points of sessions 1 to this one
 */
public record SessionCell(int session, boolean played, TablePoints tablePoints, TablePoints runningTablePoints,
                          int matchPoints, int runningMatchPoints) {

    /** The session's match points as displayed with a starting stake (RULINGS §3: display only). */
    public int displayedMatchPoints(int startingStake) {
        return played ? matchPoints + startingStake : 0;
    }
}
