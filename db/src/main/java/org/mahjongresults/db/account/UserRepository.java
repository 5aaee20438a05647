package org.mahjongresults.db.account;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.HTTP_SESSION;
import static org.mahjongresults.db.jooq.Tables.SETUP_TOKEN;

import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.records.AppUserRecord;

/** Staff accounts: creation, passwords, failed-login counters and locks. */
public final class UserRepository {

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    public UserRepository(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Thrown when the username is taken. */
    public static final class DuplicateUsernameException extends RuntimeException {
        public DuplicateUsernameException() {
            super("account.usernameTaken");
        }
    }

    public User create(Actor actor, String username, String displayName, String passwordHash, boolean siteAdmin) {
        return db.transaction(tx -> {
            if (tx.fetchExists(APP_USER, APP_USER.USERNAME.equalIgnoreCase(username))) {
                throw new DuplicateUsernameException();
            }
            OffsetDateTime now = OffsetDateTime.now(clock);
            AppUserRecord r = tx.newRecord(APP_USER);
            r.setUsername(username);
            r.setDisplayName(displayName);
            r.setPasswordHash(passwordHash);
            r.setSiteAdmin(siteAdmin);
            r.setActive(true);
            r.setFailedLogins(0);
            r.setCreatedAt(now);
            r.setPasswordChangedAt(now);
            r.store();
            User user = map(r);
            audit.record(tx, actor, "user.create", "user", user.id(), null, null, JsonCodec.write(snapshot(user)));
            return user;
        });
    }

    /**
     * Creates the first site administrator through a one-time setup link: the token is used up and the account
     * created in one transaction, so two people racing with the same link cannot both succeed.
     * Empty if the token was not valid.
     */
    public Optional<User> createFirstAdmin(Actor actor, String tokenHash, String username, String displayName,
                                           String passwordHash) {
        return db.transaction(tx -> {
            OffsetDateTime now = OffsetDateTime.now(clock);
            int used = tx.update(SETUP_TOKEN)
                    .set(SETUP_TOKEN.USED_AT, now)
                    .where(SETUP_TOKEN.TOKEN_HASH.eq(tokenHash))
                    .and(SETUP_TOKEN.USED_AT.isNull())
                    .and(SETUP_TOKEN.EXPIRES_AT.gt(now))
                    .execute();
            if (used != 1) {
                return Optional.empty();
            }
            if (tx.fetchExists(APP_USER, APP_USER.USERNAME.equalIgnoreCase(username))) {
                throw new DuplicateUsernameException();
            }
            AppUserRecord r = tx.newRecord(APP_USER);
            r.setUsername(username);
            r.setDisplayName(displayName);
            r.setPasswordHash(passwordHash);
            r.setSiteAdmin(true);
            r.setActive(true);
            r.setFailedLogins(0);
            r.setCreatedAt(now);
            r.setPasswordChangedAt(now);
            r.store();
            User user = map(r);
            audit.record(tx, actor, "user.createFirstAdmin", "user", user.id(), null, null,
                    JsonCodec.write(snapshot(user)));
            return Optional.of(user);
        });
    }

    public Optional<User> find(long id) {
        return db.dsl().selectFrom(APP_USER)
                .where(APP_USER.ID.eq(id))
                .fetchOptional(UserRepository::map);
    }

    public Optional<User> findByUsername(String username) {
        return db.dsl().selectFrom(APP_USER)
                .where(APP_USER.USERNAME.equalIgnoreCase(username))
                .fetchOptional(UserRepository::map);
    }

    /** The stored hash, for the password check only. */
    public Optional<String> passwordHash(long userId) {
        return db.dsl().select(APP_USER.PASSWORD_HASH)
                .from(APP_USER)
                .where(APP_USER.ID.eq(userId))
                .fetchOptional(APP_USER.PASSWORD_HASH);
    }

    public List<User> list() {
        return db.dsl().selectFrom(APP_USER)
                .orderBy(APP_USER.USERNAME)
                .fetch(UserRepository::map);
    }

    public boolean anySiteAdmin() {
        return db.dsl().fetchExists(APP_USER, APP_USER.SITE_ADMIN.isTrue().and(APP_USER.ACTIVE.isTrue()));
    }

    /**
     * Sets a new password hash and ends the user's other sessions (all of them if {@code keepSessionId} is
     * null), unlocking the account. One transaction.
     */
    public void changePassword(Actor actor, long userId, String newHash, String keepSessionId, String action) {
        db.transaction(tx -> {
            tx.update(APP_USER)
                    .set(APP_USER.PASSWORD_HASH, newHash)
                    .set(APP_USER.PASSWORD_CHANGED_AT, OffsetDateTime.now(clock))
                    .set(APP_USER.FAILED_LOGINS, 0)
                    .setNull(APP_USER.LOCKED_UNTIL)
                    .where(APP_USER.ID.eq(userId))
                    .execute();
            tx.deleteFrom(HTTP_SESSION)
                    .where(HTTP_SESSION.USER_ID.eq(userId))
                    .and(keepSessionId == null ? HTTP_SESSION.ID.isNotNull() : HTTP_SESSION.ID.ne(keepSessionId))
                    .execute();
            audit.record(tx, actor, action, "user", userId, null, null, null);
            return null;
        });
    }

    /**
     * Deactivates or reactivates an account. Deactivating ends all its sessions in the same transaction: the
     * sessions live in the database, so the account is signed out on every server at once.
     */
    public void setActive(Actor actor, long userId, boolean active) {
        db.transaction(tx -> {
            tx.update(APP_USER)
                    .set(APP_USER.ACTIVE, active)
                    .where(APP_USER.ID.eq(userId))
                    .execute();
            if (!active) {
                tx.deleteFrom(HTTP_SESSION)
                        .where(HTTP_SESSION.USER_ID.eq(userId))
                        .execute();
            }
            audit.record(tx, actor, active ? "user.reactivate" : "user.deactivate", "user", userId, null, null,
                    null);
            return null;
        });
    }

    /** Re-hashes with current parameters after a successful login (no audit entry: nothing the user did). */
    public void upgradeHash(long userId, String newHash) {
        db.dsl().update(APP_USER)
                .set(APP_USER.PASSWORD_HASH, newHash)
                .where(APP_USER.ID.eq(userId))
                .execute();
    }

    static User map(AppUserRecord r) {
        return new User(r.getId(), r.getUsername(), r.getDisplayName(), r.getSiteAdmin(), r.getActive(),
                r.getFailedLogins(), r.getLockedUntil(), r.getPasswordChangedAt());
    }

    static Map<String, Object> snapshot(User u) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("id", u.id());
        m.put("username", u.username());
        m.put("displayName", u.displayName());
        m.put("siteAdmin", u.siteAdmin());
        return m;
    }
}
