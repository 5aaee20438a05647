package org.mahjongresults.db.swiss;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.HAND;
import static org.mahjongresults.db.jooq.Tables.HAND_RESULT;
import static org.mahjongresults.db.jooq.Tables.KNOCKOUT_ADVANCE;
import static org.mahjongresults.db.jooq.Tables.SCORE_SHEET;
import static org.mahjongresults.db.jooq.Tables.TABLE_ASSIGNMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jooq.DSLContext;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.draw.Session;

/**
 * The Swiss knockout as stored: who advances from each table of a round ({@code knockout_advance}), and the
 * rounds' draws (a round is a {@code tournament_session} seated {@code KNOCKOUT}). A table's winner is recorded
 * when its sheet is closed, in the same transaction, if one player has the highest total; a shared top total is
 * left for a referee, who records the choice (RULINGS §6). Every write is audited.
 */
public final class SwissRepository {

    /** The recorded winner of one table of a round. */
    public record Advance(int round, int table, long playerId, String decidedBy, boolean tieBroken) {
    }

    private final Database db;
    private final AuditLog audit;
    private final SheetRepository sheets;
    private final DrawRepository draws;

    public SwissRepository(Database db, AuditLog audit, SheetRepository sheets, DrawRepository draws) {
        this.db = db;
        this.audit = audit;
        this.sheets = sheets;
        this.draws = draws;
    }

    /** Every recorded winner of the tournament, by round and table. */
    public List<Advance> advances(long tournamentId) {
        return db.dsl().select(TOURNAMENT_SESSION.NUMBER, KNOCKOUT_ADVANCE.TABLE_NUMBER, KNOCKOUT_ADVANCE.PLAYER_ID,
                        APP_USER.DISPLAY_NAME, KNOCKOUT_ADVANCE.TIE_BROKEN)
                .from(KNOCKOUT_ADVANCE)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(KNOCKOUT_ADVANCE.SESSION_ID))
                .leftJoin(APP_USER).on(APP_USER.ID.eq(KNOCKOUT_ADVANCE.DECIDED_BY))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(TOURNAMENT_SESSION.NUMBER, KNOCKOUT_ADVANCE.TABLE_NUMBER)
                .fetch(r -> new Advance(r.value1(), r.value2(), r.value3(), r.value4(), r.value5()));
    }

    /**
     * A referee closes a submitted sheet of a round: refused unless all four hands are entered; the table's winner
     * is recorded at once when the top total is not shared.
     *
     * @return the sheet's new version
     */
    public int close(Actor actor, long tournamentId, Sheet sheet, int expectedVersion) {
        return close(actor, tournamentId, sheet, expectedVersion, null);
    }

    /** The same, with why the referee closes it before every player confirmed it (null: not asked), audited. */
    public int close(Actor actor, long tournamentId, Sheet sheet, int expectedVersion, String reason) {
        return sheets.setStatus(actor, tournamentId, sheet.id(), expectedVersion, SheetStatus.SUBMITTED, SheetStatus.CLOSED,
                reason, (tx, locked) -> {
                    Map<Long, Integer> totals = totals(tx, locked.id());
                    if (handCount(tx, locked.id()) < org.mahjongresults.engine.sichuan.SichuanHandScoring.HANDS) {
                        throw new StaleDataException("swiss.handsMissing");
                    }
                    List<Long> leaders = leaders(totals);
                    if (leaders.size() == 1) {
                        record(tx, actor, tournamentId, locked.sessionId(), locked.table(), leaders.get(0), false);
                    }
                });
    }

    /**
     * A referee records who advances from a closed table whose top total is shared. Refused when the sheet is not
     * closed, the player is not among the leaders, or the next round has been drawn already.
     */
    public void chooseAdvancer(Actor actor, long tournamentId, int round, int table, long playerId) {
        db.transaction(tx -> {
            var sheet = tx.select(SCORE_SHEET.ID, SCORE_SHEET.STATUS, SCORE_SHEET.SESSION_ID)
                    .from(SCORE_SHEET)
                    .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                    .and(TOURNAMENT_SESSION.NUMBER.eq(round))
                    .and(SCORE_SHEET.TABLE_NUMBER.eq(table))
                    .forUpdate()
                    .fetchOne();
            if (sheet == null || sheet.value2() != SheetStatus.CLOSED) {
                throw new StaleDataException("swiss.notClosed");
            }
            if (nextRoundDrawn(tx, tournamentId, round)) {
                throw new StaleDataException("swiss.nextRoundDrawn");
            }
            List<Long> leaders = leaders(totals(tx, sheet.value1()));
            if (!leaders.contains(playerId)) {
                throw new StaleDataException("swiss.notALeader");
            }
            Long before = tx.select(KNOCKOUT_ADVANCE.PLAYER_ID)
                    .from(KNOCKOUT_ADVANCE)
                    .where(KNOCKOUT_ADVANCE.SESSION_ID.eq(sheet.value3()))
                    .and(KNOCKOUT_ADVANCE.TABLE_NUMBER.eq(table))
                    .fetchOne(KNOCKOUT_ADVANCE.PLAYER_ID);
            tx.deleteFrom(KNOCKOUT_ADVANCE)
                    .where(KNOCKOUT_ADVANCE.SESSION_ID.eq(sheet.value3()))
                    .and(KNOCKOUT_ADVANCE.TABLE_NUMBER.eq(table))
                    .execute();
            record(tx, actor, tournamentId, sheet.value3(), table, playerId, leaders.size() > 1);
            if (before != null) {
                audit.record(tx, actor, "knockout.replace", "tournament", tournamentId, tournamentId,
                        JsonCodec.write(new Winner(round, table, before)), null);
            }
            return null;
        });
    }

    /**
     * Corrects a hand of a Swiss sheet with its reason; once the sheet is closed the table's winner follows the
     * corrected totals (see {@link #refreshWinner}) in the same transaction, so a correction never stands without it.
     *
     * @return the sheet's new version
     */
    public int correct(Actor actor, long tournamentId, Sheet sheet, int round, int expectedVersion, HandRecord hand,
                       Map<Long, String> seats, String reason) {
        return sheets.correctHand(actor, tournamentId, sheet.id(), expectedVersion, hand, seats, reason, null,
                tx -> refreshWinner(tx, actor, tournamentId, round, sheet.table()));
    }

    /**
     * After a correction of a closed sheet: the table's winner is recorded again from the corrected totals (a clear
     * winner is recorded; a shared top total is left for the referee). Nothing changes once the next round is
     * drawn: who advanced then stands, and the director decides what follows.
     */
    private void refreshWinner(DSLContext tx, Actor actor, long tournamentId, int round, int table) {
        var sheet = tx.select(SCORE_SHEET.ID, SCORE_SHEET.SESSION_ID)
                .from(SCORE_SHEET)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(SCORE_SHEET.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(round))
                .and(SCORE_SHEET.TABLE_NUMBER.eq(table))
                .and(SCORE_SHEET.STATUS.eq(SheetStatus.CLOSED))
                .forUpdate()
                .fetchOne();
        if (sheet == null || nextRoundDrawn(tx, tournamentId, round)) {
            return;
        }
        List<Long> leaders = leaders(totals(tx, sheet.value1()));
        Long before = tx.select(KNOCKOUT_ADVANCE.PLAYER_ID)
                .from(KNOCKOUT_ADVANCE)
                .where(KNOCKOUT_ADVANCE.SESSION_ID.eq(sheet.value2()))
                .and(KNOCKOUT_ADVANCE.TABLE_NUMBER.eq(table))
                .fetchOne(KNOCKOUT_ADVANCE.PLAYER_ID);
        if (before != null && leaders.contains(before)) {
            return; // still a leader: a clear winner stays, a referee's choice between leaders stands
        }
        tx.deleteFrom(KNOCKOUT_ADVANCE)
                .where(KNOCKOUT_ADVANCE.SESSION_ID.eq(sheet.value2()))
                .and(KNOCKOUT_ADVANCE.TABLE_NUMBER.eq(table))
                .execute();
        if (before != null) {
            audit.record(tx, actor, "knockout.withdrawn", "tournament", tournamentId, tournamentId,
                    JsonCodec.write(new Winner(round, table, before)), null);
        }
        if (leaders.size() == 1) {
            record(tx, actor, tournamentId, sheet.value2(), table, leaders.get(0), false);
        } else {
            ResultsVersion.bump(tx, tournamentId);
        }
    }

    /**
     * Stores round {@code session.number()} of the knockout, seated {@code KNOCKOUT}. Refused (stale) when the
     * tournament changed meanwhile or the round has been played; see {@link DrawRepository#save}.
     */
    public void saveRound(Actor actor, Tournament t, Session session, Map<Integer, Long> entryToPlayer, Long seed) {
        Tournament.DrawStatus status = t.drawStatus() == Tournament.DrawStatus.NONE ? Tournament.DrawStatus.DRAFT
                : t.drawStatus();
        draws.save(actor, t, new Draw(List.of(session)), session.number(), entryToPlayer, status,
                session.number() == 1 ? seed : t.drawSeed());
        draws.setSeating(t.id(), session.number(), "KNOCKOUT");
    }

    // -----------------------------------------------------------------------------------------------------

    private void record(DSLContext tx, Actor actor, long tournamentId, long sessionId, int table, long playerId,
                        boolean tieBroken) {
        tx.insertInto(KNOCKOUT_ADVANCE)
                .set(KNOCKOUT_ADVANCE.SESSION_ID, sessionId)
                .set(KNOCKOUT_ADVANCE.TABLE_NUMBER, table)
                .set(KNOCKOUT_ADVANCE.PLAYER_ID, playerId)
                .set(KNOCKOUT_ADVANCE.DECIDED_BY, actor.userId())
                .set(KNOCKOUT_ADVANCE.TIE_BROKEN, tieBroken)
                .execute();
        ResultsVersion.bump(tx, tournamentId);
        Map<String, Object> after = new HashMap<>();
        after.put("session", sessionId);
        after.put("table", table);
        after.put("player", playerId);
        after.put("tieBroken", tieBroken);
        audit.record(tx, actor, "knockout.advance", "tournament", tournamentId, tournamentId, null,
                JsonCodec.write(after));
    }

    /** Each seated player's total at a sheet (0 for a player without results yet). */
    private static Map<Long, Integer> totals(DSLContext tx, long sheetId) {
        Map<Long, Integer> totals = new HashMap<>();
        tx.select(TABLE_ASSIGNMENT.PLAYER_ID)
                .from(TABLE_ASSIGNMENT)
                .join(SCORE_SHEET).on(SCORE_SHEET.SESSION_ID.eq(TABLE_ASSIGNMENT.SESSION_ID)
                        .and(SCORE_SHEET.TABLE_NUMBER.eq(TABLE_ASSIGNMENT.TABLE_NUMBER)))
                .where(SCORE_SHEET.ID.eq(sheetId))
                .forEach(r -> totals.put(r.value1(), 0));
        tx.select(HAND_RESULT.PLAYER_ID, HAND_RESULT.POINTS)
                .from(HAND_RESULT)
                .join(HAND).on(HAND.ID.eq(HAND_RESULT.HAND_ID))
                .where(HAND.SHEET_ID.eq(sheetId))
                .forEach(r -> totals.merge(r.value1(), r.value2(), Integer::sum));
        return totals;
    }

    private static int handCount(DSLContext tx, long sheetId) {
        return tx.fetchCount(HAND, HAND.SHEET_ID.eq(sheetId));
    }

    private static List<Long> leaders(Map<Long, Integer> totals) {
        int best = totals.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        List<Long> out = new ArrayList<>();
        totals.forEach((p, v) -> {
            if (v == best) {
                out.add(p);
            }
        });
        out.sort(null);
        return out;
    }

    private static boolean nextRoundDrawn(DSLContext tx, long tournamentId, int round) {
        return tx.fetchExists(tx.selectOne()
                .from(TABLE_ASSIGNMENT)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(TABLE_ASSIGNMENT.SESSION_ID))
                .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                .and(TOURNAMENT_SESSION.NUMBER.eq(round + 1)));
    }

    /** The audit log's record of a table's winner replaced or withdrawn. */
    private record Winner(int round, int table, long player) {
    }
}
