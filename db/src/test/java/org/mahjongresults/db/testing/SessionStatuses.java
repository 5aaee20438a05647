package org.mahjongresults.db.testing;

import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import org.mahjongresults.db.Database;
import org.mahjongresults.engine.tournament.SessionStatus;

/**
 * Sets a session's status straight in the database, for a test that needs a session started or finished without
 * playing its hands. The website never does this: a session starts with its first hand and finishes with its last
 * sheet, in the sheet's own transaction (db's {@code SheetWrite}, engine's {@code SessionStatus.afterHand}).
 */
public final class SessionStatuses {

    private SessionStatuses() {
    }

    public static void set(Database db, long tournamentId, int number, SessionStatus status) {
        int n = db.dsl().update(TOURNAMENT_SESSION)
                .set(TOURNAMENT_SESSION.STATUS, status)
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(number))
                .execute();
        if (n != 1) {
            throw new IllegalArgumentException("no session " + number + " of tournament " + tournamentId);
        }
    }
}
