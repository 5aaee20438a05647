package org.mahjongresults.engine.season;

import java.math.BigDecimal;
import org.mahjongresults.engine.results.TablePoints;

/**
 * One person's result in one tournament of a season.
 *
 * @param personId     the person (the registry's, across tournaments)
 * @param tournamentId the tournament
 * @param place        the individual place, shared places written once ("=3" is 3); 0 for none (disqualified)
 * @param players      the number of players ranked in the tournament (the N of the MERS base rank)
 * @param tablePoints  the total table points
 * @param classWeight  the class weight the director gave the tournament (MERS-style weighting)
 * @param event        what the EMA rule weighs the tournament by; null for the other rules
 * @param playedOn     the tournament's last day, for the EMA rule's decay; null: never decayed
 */
public record SeasonResult(long personId, long tournamentId, int place, int players, TablePoints tablePoints,
                           BigDecimal classWeight, EmaRanking.Event event, java.time.LocalDate playedOn) {

    public SeasonResult(long personId, long tournamentId, int place, int players, TablePoints tablePoints,
                        BigDecimal classWeight) {
        this(personId, tournamentId, place, players, tablePoints, classWeight, null, null);
    }

    public SeasonResult {
        if (place < 0 || players < 0 || place > players) {
            throw new IllegalArgumentException("place " + place + " of " + players);
        }
        tablePoints = tablePoints == null ? TablePoints.ZERO : tablePoints;
        classWeight = classWeight == null ? BigDecimal.ONE : classWeight;
    }
}
