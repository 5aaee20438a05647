package org.mahjongresults.engine.season;

import java.math.BigDecimal;
import java.util.List;

/**
 * One person's line in a season's standings.
 *
 * @param personId the person
 * @param place    the place, shared by equal totals
 * @param tied     true when the place is shared ("=3")
 * @param total    the season points: the sum of the results that count
 * @param results  every result of the person in the season, in the season's order of tournaments, with its points
 */
public record SeasonRow(long personId, int place, boolean tied, BigDecimal total, List<Scored> results) {

    public SeasonRow {
        results = List.copyOf(results);
    }

    /** The place as shown: "3", or "=3" when shared. */
    public String placeLabel() {
        return (tied ? "=" : "") + place;
    }

    /** The number of results that count. */
    public int counted() {
        return (int) results.stream().filter(Scored::counts).count();
    }

    /** A result with its season points, and whether it counts in the total (the best K). */
    public record Scored(SeasonResult result, BigDecimal points, boolean counts) {
    }
}
