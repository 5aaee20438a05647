package org.mahjongresults.web.publish;

/**
 * The one domain event a service announces after a write that spectators may see: what changed is {@code scope} of
 * the tournament. The publisher learns the results version and what moved it from the change log
 * ({@link ChangeFeed}); the scope says which watchers to tell first. A write that knows the results version it
 * produced says so ({@code resultsVersion}, else -1): the log's line of that version is then the scope's table, and
 * nobody reads it back from the database.
 */
public record TournamentChanged(long tournament, Scope scope, long resultsVersion) {

    /** Anything of the tournament may have changed (settings, draw, clock, a penalty). */
    public static TournamentChanged whole(long tournament) {
        return new TournamentChanged(tournament, Scope.ALL, -1);
    }

    /** A table's sheet changed: a hand saved, corrected or accepted, the sheet closed or reopened. */
    public static TournamentChanged table(long tournament, int session, int table) {
        return new TournamentChanged(tournament, Scope.table(session, table), -1);
    }

    /** The same, by a write that produced results version {@code resultsVersion} (a hand saved). */
    public static TournamentChanged table(long tournament, int session, int table, long resultsVersion) {
        return new TournamentChanged(tournament, Scope.table(session, table), resultsVersion);
    }
}
