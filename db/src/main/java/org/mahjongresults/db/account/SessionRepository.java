package org.mahjongresults.db.account;

import static org.mahjongresults.db.jooq.Tables.HTTP_SESSION;

import java.time.OffsetDateTime;
import java.util.Optional;
import org.mahjongresults.db.Database;

/**
 * HTTP sessions, stored in the database so that they survive a restart and are shared by several web servers.
 * The id stored is a hash of the cookie's value, so a leaked table does not yield usable cookies.
 */
public final class SessionRepository {

    /**
     * A stored session: who (null while anonymous), its CSRF token, and when it expires if idle; {@code tableCodeId}
     * is the table sign-in code that signed it in (issue 39), null for any other session.
     */
    public record StoredSession(String id, Long userId, String csrfToken, String flash, OffsetDateTime lastSeenAt,
                                OffsetDateTime expiresAt, Long tableCodeId) {
    }

    private final Database db;

    public SessionRepository(Database db) {
        this.db = db;
    }

    public void create(String id, Long userId, String csrfToken, OffsetDateTime now, OffsetDateTime expiresAt) {
        db.dsl().insertInto(HTTP_SESSION)
                .set(HTTP_SESSION.ID, id)
                .set(HTTP_SESSION.USER_ID, userId)
                .set(HTTP_SESSION.CSRF_TOKEN, csrfToken)
                .set(HTTP_SESSION.CREATED_AT, now)
                .set(HTTP_SESSION.LAST_SEEN_AT, now)
                .set(HTTP_SESSION.EXPIRES_AT, expiresAt)
                .execute();
    }

    /** A session signed in by a table's sign-in code: it may enter that table's hands, until {@code expiresAt}. */
    public void createForTable(String id, long tableCodeId, String csrfToken, OffsetDateTime now,
                               OffsetDateTime expiresAt) {
        db.dsl().insertInto(HTTP_SESSION)
                .set(HTTP_SESSION.ID, id)
                .set(HTTP_SESSION.TABLE_CODE_ID, tableCodeId)
                .set(HTTP_SESSION.CSRF_TOKEN, csrfToken)
                .set(HTTP_SESSION.CREATED_AT, now)
                .set(HTTP_SESSION.LAST_SEEN_AT, now)
                .set(HTTP_SESSION.EXPIRES_AT, expiresAt)
                .execute();
    }

    public Optional<StoredSession> find(String id) {
        return db.dsl().selectFrom(HTTP_SESSION)
                .where(HTTP_SESSION.ID.eq(id))
                .fetchOptional(r -> new StoredSession(r.getId(), r.getUserId(), r.getCsrfToken(), r.getFlash(),
                        r.getLastSeenAt(), r.getExpiresAt(), r.getTableCodeId()));
    }

    /** Extends an active session's idle deadline. */
    public void touch(String id, OffsetDateTime now, OffsetDateTime expiresAt) {
        db.dsl().update(HTTP_SESSION)
                .set(HTTP_SESSION.LAST_SEEN_AT, now)
                .set(HTTP_SESSION.EXPIRES_AT, expiresAt)
                .where(HTTP_SESSION.ID.eq(id))
                .execute();
    }

    public void setFlash(String id, String flash) {
        db.dsl().update(HTTP_SESSION)
                .set(HTTP_SESSION.FLASH, flash)
                .where(HTTP_SESSION.ID.eq(id))
                .execute();
    }

    public void delete(String id) {
        db.dsl().deleteFrom(HTTP_SESSION)
                .where(HTTP_SESSION.ID.eq(id))
                .execute();
    }

    public int deleteExpired(OffsetDateTime now) {
        return db.dsl().deleteFrom(HTTP_SESSION)
                .where(HTTP_SESSION.EXPIRES_AT.lt(now))
                .execute();
    }
}
