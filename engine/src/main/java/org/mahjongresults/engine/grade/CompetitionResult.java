package org.mahjongresults.engine.grade;

import org.mahjongresults.engine.results.TablePoints;

/**
 * One player's final result in one competition, as the grades read it (MCR 2014 付録9 §4.1-§4.5).
 *
 * @param competitionClass the competition's class, or null when it has none (it then does not count)
 * @param tablePoints      the player's total table points in the competition
 * @param matchPoints      the player's total match points (素点), negative allowed
 * @param place            the individual place (a shared place counts as that place); 0 when the player has none
 * @param teamPlace        the place of the player's team; 0 when there is none
 */
public record CompetitionResult(CompetitionClass competitionClass, TablePoints tablePoints, int matchPoints,
                                int place, int teamPlace) {

    /** True when the competition counts for the grades: it has a class. */
    public boolean counts() {
        return competitionClass != null;
    }
}
