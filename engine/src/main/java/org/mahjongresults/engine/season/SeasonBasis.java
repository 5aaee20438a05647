package org.mahjongresults.engine.season;

/** What a tournament result is worth in a season (see {@code package-info} for each formula). */
public enum SeasonBasis {
    /** The director's points by place. */
    PLACE,
    /** The total table points won in the tournament. */
    TABLE_POINTS,
    /** The EMA's MERS idea: a base rank 0-1000 by place, weighted by the tournament's size and class. */
    MERS,
    /**
     * The EMA's own ranking (issue 35, {@link EmaRanking}): weighted by days, players, countries and qualification,
     * decayed by age, averaged, at least two tournaments, blended with the best results.
     */
    EMA
}
