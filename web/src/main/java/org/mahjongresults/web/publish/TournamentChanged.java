package org.mahjongresults.web.publish;

/**
 * The one domain event a service announces after a write that spectators may see: what changed is {@code scope} of
 * the tournament, in the live events' words ("all", "session:3" or "table:3/12"). The publisher reads the results
 * version and the change log itself; the scope says which watchers to tell first.
 */
public record TournamentChanged(long tournament, String scope) {

    /** Anything of the tournament may have changed (settings, draw, clock, a penalty). */
    public static TournamentChanged whole(long tournament) {
        return new TournamentChanged(tournament, "all");
    }

    /** A table's sheet changed: a hand saved, corrected or accepted, the sheet closed or reopened. */
    public static TournamentChanged table(long tournament, int session, int table) {
        return new TournamentChanged(tournament, "table:" + session + "/" + table);
    }
}
