package org.mahjongresults.engine.results;

import java.util.List;

/**
 * One nation's line in the nation ranking (issue 28; WMC 2019 ranked each nation by its best three players): made
 * from the players' countries, with no team set up, by the tournament's {@link TeamRule}.
 *
 * @param country     the players' country as entered
 * @param members     the nation's ranked players, best first
 * @param counted     the players whose whole results count (the best K overall; every member otherwise)
 * @param place       the place, shared by nations equal on both ranking criteria
 * @param tied        true when the place is shared, shown "=3"
 * @param tablePoints the counted total table points
 * @param matchPoints the counted total match points
 * @param sessions    per session, the counted sums, session 1 first
 */
public record NationRow(String country, List<Long> members, List<Long> counted, int place, boolean tied,
                        TablePoints tablePoints, int matchPoints, List<SessionCell> sessions) {

    public NationRow {
        members = List.copyOf(members);
        counted = List.copyOf(counted);
        sessions = List.copyOf(sessions);
    }

    /** The place as shown: "3", or "=3" when shared. */
    public String placeLabel() {
        return Ranking.label(place, tied, false);
    }
}
