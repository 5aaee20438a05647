package org.mahjongresults.web.publish;

import java.util.Set;

/**
 * What the change log says happened to a tournament's results between two results versions: the tables written, or
 * {@code whole} when anything may have changed (a change to the whole tournament, or a part of the log not known).
 * The one thing read from the change log ({@link ChangeFeed}); the results, the statistics and the live events all
 * bring themselves up to date from it.
 */
public record ResultsMoved(long tournament, long from, long to, Set<Scope.Table> tables, boolean whole) {

    public ResultsMoved {
        tables = Set.copyOf(tables);
    }

    /** Whether nothing changed between the two versions. */
    public boolean none() {
        return to <= from;
    }
}
