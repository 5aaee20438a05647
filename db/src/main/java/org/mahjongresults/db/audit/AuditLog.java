package org.mahjongresults.db.audit;

import static org.mahjongresults.db.jooq.Tables.AUDIT_LOG;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import org.jooq.DSLContext;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;

/**
 * The audit log: every login, failed login and write, with who, when, what, and JSON snapshots before and after.
 * Writers call {@link #record} inside their own transaction, so the entry lands exactly when the change does.
 */
public final class AuditLog {

    /** One entry, as shown to staff. */
    public record Entry(long id, OffsetDateTime at, String actor, String address, String action, String entity,
                        Long entityId, Long tournamentId, String before, String after) {
    }

    private final Database db;
    private final Clock clock;

    public AuditLog(Database db, Clock clock) {
        this.db = db;
        this.clock = clock;
    }

    public void record(DSLContext tx, Actor actor, String action, String entity, Long entityId, Long tournamentId,
                       String beforeJson, String afterJson) {
        tx.insertInto(AUDIT_LOG)
                .set(AUDIT_LOG.OCCURRED_AT, OffsetDateTime.now(clock))
                .set(AUDIT_LOG.USER_ID, actor.userId())
                .set(AUDIT_LOG.ACTOR, truncate(actor.name(), 64))
                .set(AUDIT_LOG.ADDRESS, truncate(actor.address(), 64))
                .set(AUDIT_LOG.ACTION, action)
                .set(AUDIT_LOG.ENTITY, entity)
                .set(AUDIT_LOG.ENTITY_ID, entityId)
                .set(AUDIT_LOG.TOURNAMENT_ID, tournamentId)
                .set(AUDIT_LOG.BEFORE_JSON, truncate(beforeJson, 8000))
                .set(AUDIT_LOG.AFTER_JSON, truncate(afterJson, 8000))
                .execute();
    }

    /** Records an entry in a transaction of its own (for events that change nothing else, such as a logout). */
    public void record(Actor actor, String action, String entity, Long entityId, Long tournamentId) {
        db.transaction(tx -> {
            record(tx, actor, action, entity, entityId, tournamentId, null, null);
            return null;
        });
    }

    /** The newest entries first, optionally for one tournament. */
    public List<Entry> recent(Long tournamentId, int limit) {
        var query = db.dsl().selectFrom(AUDIT_LOG)
                .where(tournamentId == null ? AUDIT_LOG.ID.isNotNull() : AUDIT_LOG.TOURNAMENT_ID.eq(tournamentId))
                .orderBy(AUDIT_LOG.ID.desc())
                .limit(limit);
        return query.fetch(r -> new Entry(r.getId(), r.getOccurredAt(), r.getActor(), r.getAddress(), r.getAction(),
                r.getEntity(), r.getEntityId(), r.getTournamentId(), r.getBeforeJson(), r.getAfterJson()));
    }

    private static String truncate(String s, int max) {
        return s == null || s.length() <= max ? s : s.substring(0, max);
    }
}
