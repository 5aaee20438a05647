package org.mahjongresults.engine.results;

import java.util.List;

/**
 * One team's line in the team standings (MCR 2006 附件7 团体总成绩, RULINGS §3): the sums of its members' table points
 * and match points, ranked like the players. Excluded (disqualified) members are listed but not counted.
 *
 * @param teamId      the team
 * @param members     the team's players, by player id
 * @param place       the place, shared by teams equal on both ranking criteria
 * @param tied        true when the place is shared, shown "=3"
 * @param tablePoints the members' total table points
 * @param matchPoints the members' total match points
 * @param sessions    per session, the sums over the counted members, session 1 first
 */
public record TeamRow(long teamId, List<Long> members, int place, boolean tied, TablePoints tablePoints,
                      int matchPoints, List<SessionCell> sessions) {

    public TeamRow {
        members = List.copyOf(members);
        sessions = List.copyOf(sessions);
    }

    /** The place as shown: "3", or "=3" when shared. */
    public String placeLabel() {
        return Ranking.label(place, tied, false);
    }
}
