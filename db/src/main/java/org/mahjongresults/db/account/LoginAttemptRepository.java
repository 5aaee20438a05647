package org.mahjongresults.db.account;

import static org.mahjongresults.db.jooq.Tables.APP_USER;
import static org.mahjongresults.db.jooq.Tables.LOGIN_ATTEMPT;

import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.jooq.tables.LoginAttempt;

/**
 * Every login attempt, by account name and by address, so that repeated failures can be slowed down and locked
 * (the policy lives with the login in the web layer).
 */
public final class LoginAttemptRepository {

    private final Database db;
    private final AuditLog audit;

    public LoginAttemptRepository(Database db, AuditLog audit) {
        this.db = db;
        this.audit = audit;
    }

    /** A successful login: recorded, the account's failure count and lock cleared, audited; one transaction. */
    public void succeeded(long userId, String username, String address, OffsetDateTime at) {
        db.transaction(tx -> {
            record(tx, username, address, true, at);
            // Only when there is something to clear: a hundred sign-ins of one account at once must not queue for
            // its row's lock (H2 gives up after a second).
            tx.update(APP_USER)
                    .set(APP_USER.FAILED_LOGINS, 0)
                    .setNull(APP_USER.LOCKED_UNTIL)
                    .where(APP_USER.ID.eq(userId))
                    .and(APP_USER.FAILED_LOGINS.ne(0).or(APP_USER.LOCKED_UNTIL.isNotNull()))
                    .execute();
            audit.record(tx, new Actor(userId, username, address), "login", "user", userId, null, null, null);
            return null;
        });
    }

    /**
     * A failed login: recorded and audited; an existing account's failure count goes up and, if
     * {@code lockUntil} is given, it is marked locked until then. One transaction.
     */
    public void failed(Long userId, String username, String address, OffsetDateTime at, OffsetDateTime lockUntil) {
        db.transaction(tx -> {
            record(tx, username, address, false, at);
            if (userId != null) {
                tx.update(APP_USER)
                        .set(APP_USER.FAILED_LOGINS, APP_USER.FAILED_LOGINS.plus(1))
                        .set(APP_USER.LOCKED_UNTIL, lockUntil)
                        .where(APP_USER.ID.eq(userId))
                        .execute();
            }
            audit.record(tx, new Actor(userId, username, address), "login.failed", "user", userId, null, null, null);
            return null;
        });
    }

    /**
     * A login slowed because of earlier failures: audited only (so it does not extend the delay), with the delay
     * decided ({@code {"delayMillis":2000}} in the entry's after-state).
     */
    public void throttled(String username, String address, Duration delay) {
        db.transaction(tx -> {
            audit.record(tx, new Actor(null, username, address), "login.throttled", "user", null, null, null,
                    "{\"delayMillis\":" + delay.toMillis() + "}");
            return null;
        });
    }

    private void record(DSLContext tx, String username, String address, boolean succeeded, OffsetDateTime at) {
        tx.insertInto(LOGIN_ATTEMPT)
                .set(LOGIN_ATTEMPT.USERNAME, normalise(username))
                .set(LOGIN_ATTEMPT.ADDRESS, address)
                .set(LOGIN_ATTEMPT.SUCCEEDED, succeeded)
                .set(LOGIN_ATTEMPT.ATTEMPTED_AT, at)
                .execute();
    }

    /** A failed login of an account: when, and from which address. */
    public record Failure(OffsetDateTime at, String address) {
    }

    /**
     * The failures of the account since {@code since}, newest first, without those forgotten: a failure is forgotten
     * by a later success of the account from the same address (the owner's own slips), or by a later administrator's
     * reset. A success never forgets a stranger's failures from elsewhere.
     */
    public List<Failure> failuresForUser(String username, OffsetDateTime since) {
        String name = normalise(username);
        LoginAttempt failure = LOGIN_ATTEMPT.as("failure");
        LoginAttempt success = LOGIN_ATTEMPT.as("success");
        return db.dsl().select(failure.ATTEMPTED_AT, failure.ADDRESS)
                .from(failure)
                .where(failure.USERNAME.eq(name))
                .and(failure.SUCCEEDED.isFalse())
                .and(failure.ATTEMPTED_AT.ge(since))
                .andNotExists(DSL.selectOne()
                        .from(success)
                        .where(success.USERNAME.eq(name))
                        .and(success.SUCCEEDED.isTrue())
                        .and(success.ATTEMPTED_AT.gt(failure.ATTEMPTED_AT))
                        .and(success.ADDRESS.eq(failure.ADDRESS).or(success.ADDRESS.eq(RESET))))
                .orderBy(failure.ATTEMPTED_AT.desc())
                .fetch(r -> new Failure(r.value1(), r.value2()));
    }

    /**
     * The times of failures from an address since {@code since} and after the latest administrator's reset (which
     * lifts every delay), newest first.
     */
    public List<OffsetDateTime> failuresFromAddress(String address, OffsetDateTime since) {
        var lastReset = DSL.select(DSL.max(LOGIN_ATTEMPT.ATTEMPTED_AT))
                .from(LOGIN_ATTEMPT)
                .where(LOGIN_ATTEMPT.ADDRESS.eq(RESET))
                .and(LOGIN_ATTEMPT.SUCCEEDED.isTrue());
        return db.dsl().select(LOGIN_ATTEMPT.ATTEMPTED_AT)
                .from(LOGIN_ATTEMPT)
                .where(LOGIN_ATTEMPT.ADDRESS.eq(address))
                .and(LOGIN_ATTEMPT.SUCCEEDED.isFalse())
                .and(LOGIN_ATTEMPT.ATTEMPTED_AT.ge(since))
                .and(DSL.or(DSL.field(lastReset).isNull(), LOGIN_ATTEMPT.ATTEMPTED_AT.gt(DSL.field(lastReset))))
                .orderBy(LOGIN_ATTEMPT.ATTEMPTED_AT.desc())
                .fetch(LOGIN_ATTEMPT.ATTEMPTED_AT);
    }

    /** The address recorded with an administrator's reset (never a client's address). */
    private static final String RESET = "reset";

    /**
     * An administrator's reset lifts every delay: the account's failures and every address's failures before it
     * are forgotten (a success marker), and the account's failure count and any old lock are cleared.
     */
    public void clearFailures(String username, OffsetDateTime at) {
        db.transaction(tx -> {
            record(tx, username, RESET, true, at);
            tx.update(APP_USER)
                    .set(APP_USER.FAILED_LOGINS, 0)
                    .setNull(APP_USER.LOCKED_UNTIL)
                    .where(APP_USER.USERNAME.equalIgnoreCase(username == null ? "" : username.trim()))
                    .execute();
            return null;
        });
    }

    private static String normalise(String username) {
        String u = username == null ? "" : username.trim().toLowerCase(java.util.Locale.ROOT);
        return u.length() > 64 ? u.substring(0, 64) : u;
    }
}
