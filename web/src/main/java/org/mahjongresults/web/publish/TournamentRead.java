package org.mahjongresults.web.publish;

import org.mahjongresults.db.tournament.Tournament;

/**
 * A tournament as one request read it, with the results version it was read at: a spectator's request reads the
 * shared snapshot ({@link Publisher#read}), which names its results version, and what is computed for that
 * request (the standings, the clocks, a sheet's seats) is computed at that version. Everyone else reads the database,
 * and {@code resultsVersion} is -1: "read the results version too". Handed from the lookup to the feature, never
 * left on the request (issue 34). The live events hand a declared page's preparation the snapshot read at the version
 * they are about to tell ({@link SpectatorPage.Prepare}) the same way.
 */
public record TournamentRead(Tournament tournament, long resultsVersion) {

    /** The tournament read from the database: its results are read at their newest. */
    public static TournamentRead fromDatabase(Tournament tournament) {
        return new TournamentRead(tournament, -1);
    }

    /** Whether it was read from the spectators' shared snapshot (its pages may be kept and shared). */
    public boolean fromSnapshot() {
        return resultsVersion >= 0;
    }
}
