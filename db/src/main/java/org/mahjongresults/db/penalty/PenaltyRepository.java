package org.mahjongresults.db.penalty;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.PENALTY;
import static org.mahjongresults.db.jooq.Tables.PLAYER;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT;
import static org.mahjongresults.db.jooq.Tables.TOURNAMENT_SESSION;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.engine.cli.Json;

/** The penalty log. Recording and cancelling change results, so both bump the tournament's results version. */
public final class PenaltyRepository {

    /** What a referee records. */
    public record NewPenalty(int session, int table, Integer hand, long playerId, String offence, String sanction,
                             int points, boolean deadHand, Long victimId, Integer lateMinutes, String note,
                             String imposedByRole) {
    }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public PenaltyRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    public long record(Actor actor, long tournamentId, NewPenalty p) {
        return db.transaction(tx -> {
            Long sessionId = tx.select(TOURNAMENT_SESSION.ID)
                    .from(TOURNAMENT_SESSION)
                    .where(TOURNAMENT_SESSION.TOURNAMENT_ID.eq(tournamentId))
                    .and(TOURNAMENT_SESSION.NUMBER.eq(p.session()))
                    .fetchOne(TOURNAMENT_SESSION.ID);
            if (sessionId == null) {
                throw new StaleDataException("sheet.noSession");
            }
            long id = tx.insertInto(PENALTY)
                    .set(PENALTY.TOURNAMENT_ID, tournamentId)
                    .set(PENALTY.SESSION_ID, sessionId)
                    .set(PENALTY.TABLE_NUMBER, p.table())
                    .set(PENALTY.HAND_NUMBER, p.hand())
                    .set(PENALTY.PLAYER_ID, p.playerId())
                    .set(PENALTY.OFFENCE, p.offence())
                    .set(PENALTY.SANCTION, p.sanction())
                    .set(PENALTY.POINTS, p.points())
                    .set(PENALTY.DEAD_HAND, p.deadHand())
                    .set(PENALTY.VICTIM_PLAYER_ID, p.victimId())
                    .set(PENALTY.LATE_MINUTES, p.lateMinutes())
                    .set(PENALTY.NOTE, p.note())
                    .set(PENALTY.IMPOSED_BY_ROLE, p.imposedByRole())
                    .set(PENALTY.RECORDED_BY, actor.userId())
                    .set(PENALTY.RECORDED_AT, OffsetDateTime.now(clock))
                    .returning(PENALTY.ID)
                    .fetchOne()
                    .getId();
            resultsChanged(tx, tournamentId);
            Map<String, Object> after = new LinkedHashMap<>();
            after.put("session", p.session());
            after.put("table", p.table());
            after.put("hand", p.hand());
            after.put("player", p.playerId());
            after.put("offence", p.offence());
            after.put("sanction", p.sanction());
            after.put("points", p.points());
            after.put("deadHand", p.deadHand());
            after.put("victim", p.victimId());
            audit.record(tx, actor, "penalty.record", "penalty", id, tournamentId, null, Json.write(after));
            return id;
        });
    }

    /** The chief referee cancels a penalty; it stays in the log with the reason. */
    public void cancel(Actor actor, long tournamentId, long penaltyId, String reason) {
        db.transaction(tx -> {
            cancel(tx, actor, tournamentId, penaltyId, reason);
            return null;
        });
    }

    /** Cancels inside the caller's transaction (an upheld appeal cancels the penalty it contested, atomically). */
    public void cancel(DSLContext tx, Actor actor, long tournamentId, long penaltyId, String reason) {
        int n = tx.update(PENALTY)
                .set(PENALTY.CANCELLED_BY, actor.userId())
                .set(PENALTY.CANCELLED_AT, OffsetDateTime.now(clock))
                .set(PENALTY.CANCEL_REASON, reason)
                .where(PENALTY.ID.eq(penaltyId))
                .and(PENALTY.TOURNAMENT_ID.eq(tournamentId))
                .and(PENALTY.CANCELLED_AT.isNull())
                .execute();
        if (n == 0) {
            throw new StaleDataException("penalty.notCancellable");
        }
        resultsChanged(tx, tournamentId);
        audit.record(tx, actor, "penalty.cancel", "penalty", penaltyId, tournamentId, null,
                Json.write(Map.of("reason", reason)));
    }

    /** The tournament's penalty log, by session, table, hand and time. */
    public List<PenaltyRecord> list(long tournamentId) {
        var victim = PLAYER.as("victim");
        var recorder = APP_USER.as("recorder");
        var canceller = APP_USER.as("canceller");
        return db.dsl().select(PENALTY.ID, TOURNAMENT_SESSION.NUMBER, PENALTY.TABLE_NUMBER, PENALTY.HAND_NUMBER,
                        PENALTY.PLAYER_ID, PLAYER.ENTRY_NUMBER, PLAYER.NAME, PENALTY.OFFENCE, PENALTY.SANCTION,
                        PENALTY.POINTS, PENALTY.DEAD_HAND, PENALTY.VICTIM_PLAYER_ID, victim.NAME, PENALTY.LATE_MINUTES,
                        PENALTY.NOTE, PENALTY.IMPOSED_BY_ROLE, recorder.DISPLAY_NAME, PENALTY.RECORDED_AT,
                        canceller.DISPLAY_NAME, PENALTY.CANCELLED_AT, PENALTY.CANCEL_REASON)
                .from(PENALTY)
                .join(TOURNAMENT_SESSION).on(TOURNAMENT_SESSION.ID.eq(PENALTY.SESSION_ID))
                .join(PLAYER).on(PLAYER.ID.eq(PENALTY.PLAYER_ID))
                .leftJoin(victim).on(victim.ID.eq(PENALTY.VICTIM_PLAYER_ID))
                .leftJoin(recorder).on(recorder.ID.eq(PENALTY.RECORDED_BY))
                .leftJoin(canceller).on(canceller.ID.eq(PENALTY.CANCELLED_BY))
                .where(PENALTY.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(TOURNAMENT_SESSION.NUMBER, PENALTY.TABLE_NUMBER, PENALTY.HAND_NUMBER.nullsFirst(),
                        PENALTY.ID)
                .fetch(r -> new PenaltyRecord(r.value1(), r.value2(), r.value3(), r.value4(), r.value5(), r.value6(),
                        r.value7(), r.value8(), r.value9(), r.value10(), r.value11(), r.value12(), r.value13(),
                        r.value14(), r.value15(), r.value16(), r.value17(), r.value18(), r.value19(), r.value20(),
                        r.value21()));
    }

    private static void resultsChanged(DSLContext tx, long tournamentId) {
        tx.update(TOURNAMENT)
                .set(TOURNAMENT.RESULTS_VERSION, TOURNAMENT.RESULTS_VERSION.plus(1))
                .where(TOURNAMENT.ID.eq(tournamentId))
                .execute();
    }
}
