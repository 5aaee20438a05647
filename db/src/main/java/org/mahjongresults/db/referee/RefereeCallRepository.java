package org.mahjongresults.db.referee;

import static org.mahjongresults.db.jooq.Tables.REFEREE_CALL;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.RefereeCallRecord;
import org.mahjongresults.engine.referee.CallReason;

/**
 * Referee calls (issue 26): a row each, so that every server sharing the database and a restarted one know them.
 * Every write bumps the tournament's results version for the calling table, which is how the other servers' live
 * events learn of it (they poll that version), and is in the audit log.
 */
public final class RefereeCallRepository {

    /** One call: where, why, who called; who took it and when; when it was closed. */
    public record Call(long id, long tournamentId, int session, int table, CallReason reason, String caller,
                       Long callerPlayerId, OffsetDateTime calledAt, Long takenBy, String takenByName,
                       OffsetDateTime takenAt, OffsetDateTime closedAt) {

        public boolean taken() {
            return takenAt != null;
        }

        public boolean closed() {
            return closedAt != null;
        }
    }

    /** What became of taking a call. */
    public enum TakeOutcome { TAKEN, ALREADY_TAKEN, CLOSED, NOT_FOUND }

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public RefereeCallRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Records a call; returns it. */
    public Call call(Actor actor, long tournamentId, int session, int table, CallReason reason, String caller,
                     Long callerPlayerId) {
        return db.transaction(tx -> {
            OffsetDateTime now = OffsetDateTime.now(clock);
            RefereeCallRecord r = tx.insertInto(REFEREE_CALL)
                    .set(REFEREE_CALL.TOURNAMENT_ID, tournamentId)
                    .set(REFEREE_CALL.SESSION_NUMBER, session)
                    .set(REFEREE_CALL.TABLE_NUMBER, table)
                    .set(REFEREE_CALL.REASON, reason.name())
                    .set(REFEREE_CALL.CALLER, caller.length() > 200 ? caller.substring(0, 200) : caller)
                    .set(REFEREE_CALL.CALLER_PLAYER_ID, callerPlayerId)
                    .set(REFEREE_CALL.CALLED_AT, now)
                    .returning()
                    .fetchOne();
            audit.record(tx, actor, "call.create", "referee_call", r.getId(), tournamentId, null,
                    JsonCodec.write(Map.of("session", session, "table", table, "reason", reason.name())));
            ResultsVersion.bump(tx, tournamentId, session, table);
            return map(r);
        });
    }

    /** A referee ({@code name} as the others see it) takes a call nobody took yet. */
    public TakeOutcome take(Actor actor, String name, long tournamentId, long callId) {
        return db.transaction(tx -> {
            RefereeCallRecord r = tx.selectFrom(REFEREE_CALL)
                    .where(REFEREE_CALL.ID.eq(callId))
                    .and(REFEREE_CALL.TOURNAMENT_ID.eq(tournamentId))
                    .forUpdate()
                    .fetchOne();
            if (r == null) {
                return TakeOutcome.NOT_FOUND;
            }
            if (r.getClosedAt() != null) {
                return TakeOutcome.CLOSED;
            }
            if (r.getTakenAt() != null) {
                return TakeOutcome.ALREADY_TAKEN;
            }
            tx.update(REFEREE_CALL)
                    .set(REFEREE_CALL.TAKEN_BY, actor.userId())
                    .set(REFEREE_CALL.TAKEN_BY_NAME, name)
                    .set(REFEREE_CALL.TAKEN_AT, OffsetDateTime.now(clock))
                    .where(REFEREE_CALL.ID.eq(callId))
                    .execute();
            audit.record(tx, actor, "call.take", "referee_call", callId, tournamentId, null, null);
            ResultsVersion.bump(tx, tournamentId, r.getSessionNumber(), r.getTableNumber());
            return TakeOutcome.TAKEN;
        });
    }

    /** Closes a call (taken or not: a call answered in person is closed by the referee who came); false if none. */
    public boolean close(Actor actor, String name, long tournamentId, long callId) {
        return db.transaction(tx -> {
            RefereeCallRecord r = tx.selectFrom(REFEREE_CALL)
                    .where(REFEREE_CALL.ID.eq(callId))
                    .and(REFEREE_CALL.TOURNAMENT_ID.eq(tournamentId))
                    .forUpdate()
                    .fetchOne();
            if (r == null || r.getClosedAt() != null) {
                return false;
            }
            OffsetDateTime now = OffsetDateTime.now(clock);
            var update = tx.update(REFEREE_CALL).set(REFEREE_CALL.CLOSED_AT, now);
            if (r.getTakenAt() == null) {
                update = update.set(REFEREE_CALL.TAKEN_AT, now)
                        .set(REFEREE_CALL.TAKEN_BY, actor.userId())
                        .set(REFEREE_CALL.TAKEN_BY_NAME, name);
            }
            update.where(REFEREE_CALL.ID.eq(callId)).execute();
            audit.record(tx, actor, "call.close", "referee_call", callId, tournamentId, null, null);
            ResultsVersion.bump(tx, tournamentId, r.getSessionNumber(), r.getTableNumber());
            return true;
        });
    }

    public Optional<Call> find(long tournamentId, long callId) {
        return db.dsl().selectFrom(REFEREE_CALL)
                .where(REFEREE_CALL.ID.eq(callId))
                .and(REFEREE_CALL.TOURNAMENT_ID.eq(tournamentId))
                .fetchOptional(RefereeCallRepository::map);
    }

    /** Every call of a tournament, oldest first. */
    public List<Call> calls(long tournamentId) {
        return db.dsl().selectFrom(REFEREE_CALL)
                .where(REFEREE_CALL.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(REFEREE_CALL.CALLED_AT, REFEREE_CALL.ID)
                .fetch(RefereeCallRepository::map);
    }

    /** The calls of one table of one session not closed yet, oldest first. */
    public List<Call> openAt(long tournamentId, int session, int table) {
        return db.dsl().selectFrom(REFEREE_CALL)
                .where(REFEREE_CALL.TOURNAMENT_ID.eq(tournamentId))
                .and(REFEREE_CALL.SESSION_NUMBER.eq(session))
                .and(REFEREE_CALL.TABLE_NUMBER.eq(table))
                .and(REFEREE_CALL.CLOSED_AT.isNull())
                .orderBy(REFEREE_CALL.CALLED_AT, REFEREE_CALL.ID)
                .fetch(RefereeCallRepository::map);
    }

    private static Call map(RefereeCallRecord r) {
        return new Call(r.getId(), r.getTournamentId(), r.getSessionNumber(), r.getTableNumber(),
                CallReason.parse(r.getReason()), r.getCaller(), r.getCallerPlayerId(), r.getCalledAt(),
                r.getTakenBy(), r.getTakenByName(), r.getTakenAt(), r.getClosedAt());
    }
}
