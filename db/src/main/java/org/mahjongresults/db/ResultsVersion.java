package org.mahjongresults.db;

import static org.mahjongresults.db.jooq.Tables.RESULTS_CHANGE;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.util.List;
import org.jooq.DSLContext;

/**
 * A tournament's results version: a counter bumped in the same transaction as every write that changes results
 * (hands, corrections, closing, penalties, players), together with a line in the change log saying which table the
 * write touched. Equal versions mean nothing changed; the log lets every web server bring its cached results up to
 * date table by table.
 */
public final class ResultsVersion {

    /** One bump: the table it touched, or (both null) anything in the tournament. */
    public record Change(long version, Integer session, Integer table) {

        public boolean wholeTournament() {
            return session == null || table == null;
        }
    }

    private ResultsVersion() {
    }

    /** Bumps the version for a change that may touch any result of the tournament. */
    public static long bump(DSLContext tx, long tournamentId) {
        return bump(tx, tournamentId, null, null);
    }

    /** Bumps the version for a change to one table of one session. */
    public static long bump(DSLContext tx, long tournamentId, Integer session, Integer table) {
        tx.update(TOURNAMENT)
                .set(TOURNAMENT.RESULTS_VERSION, TOURNAMENT.RESULTS_VERSION.plus(1))
                .where(TOURNAMENT.ID.eq(tournamentId))
                .execute();
        // The update holds the tournament's row lock until commit, so this reads our own new version.
        long version = tx.select(TOURNAMENT.RESULTS_VERSION)
                .from(TOURNAMENT)
                .where(TOURNAMENT.ID.eq(tournamentId))
                .fetchOne(TOURNAMENT.RESULTS_VERSION);
        tx.insertInto(RESULTS_CHANGE)
                .set(RESULTS_CHANGE.TOURNAMENT_ID, tournamentId)
                .set(RESULTS_CHANGE.VERSION, version)
                .set(RESULTS_CHANGE.SESSION_NUMBER, session)
                .set(RESULTS_CHANGE.TABLE_NUMBER, table)
                .execute();
        return version;
    }

    /** Bumps the version for a change to the table of one score sheet. */
    public static long bumpSheet(DSLContext tx, long tournamentId, long sheetId) {
        var where = tx.select(TOURNAMENT_SESSION.NUMBER, SCORE_SHEET.TABLE_NUMBER)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(SCORE_SHEET.ID.eq(sheetId))
                .fetchOne();
        return where == null ? bump(tx, tournamentId) : bump(tx, tournamentId, where.value1(), where.value2());
    }

    /** The changes after {@code version}, oldest first. */
    public static List<Change> since(DSLContext dsl, long tournamentId, long version) {
        return dsl.select(RESULTS_CHANGE.VERSION, RESULTS_CHANGE.SESSION_NUMBER, RESULTS_CHANGE.TABLE_NUMBER)
                .from(RESULTS_CHANGE)
                .where(RESULTS_CHANGE.TOURNAMENT_ID.eq(tournamentId))
                .and(RESULTS_CHANGE.VERSION.gt(version))
                .orderBy(RESULTS_CHANGE.VERSION)
                .fetch(r -> new Change(r.value1(), r.value2(), r.value3()));
    }
}
