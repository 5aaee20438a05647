package org.mahjongresults.engine.stage;

/** How a stage takes its players from the ranking of the stage before it. */
public enum Formation {
    /** Everyone, one group: the qualification itself, and every tournament without stages. */
    ALL,
    /** The top N only, one group (a final table, a top-16 final). */
    CUT,
    /**
     * Groups of equal strength by snake order: ranks 1..g go to groups 1..g, ranks g+1..2g to groups g..1, and so on.
     */
    SNAKE,
    /**
     * Groups by rank with one player of each quartile at every table (WMC 2019): group k holds the k-th block of
     * ranks of every quartile, so its tables can seat one player of each.
     */
    QUARTILES,
    /** Blocks of consecutive ranks: ranks 1..S the first group, S+1..2S the second, and so on. */
    BLOCKS;

    /** Whether the stage's own order is group by group (a higher group ranks above a lower one). */
    public boolean groupsRanked() {
        return this == CUT || this == BLOCKS || this == ALL;
    }
}
