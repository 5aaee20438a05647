package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;
import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.mahjongresults.db.account.SessionRepository;
import org.mahjongresults.db.account.SessionRepository.StoredSession;

/**
 * Sessions kept in the database (so they survive a restart and are shared by several web servers), identified
 * by an HttpOnly, SameSite=Lax cookie whose value is never stored, only its hash. A session ends after an idle
 * timeout; signing in always starts a new session id. Anonymous sessions exist only for forms (their CSRF token).
 * A signed-in session's cookie lasts as long as the session (renewed when it is touched), so a staff phone whose
 * browser was closed stays signed in for the event day (issue 39); a session signed in by a table's sign-in code
 * lasts {@link #TABLE_SESSION} from the scan, whatever its use, and may do only that table's scorekeeping.
 */
public final class WebSessions {

    public static final String COOKIE = "msid";

    /** Marks a stored flash message as a refusal (the session keeps one string; the layout shows it as an error). */
    public static final String FLASH_REFUSAL = "refusal:";
    private static final String ATTRIBUTE = WebSessions.class.getName();
    private static final String NONE = ATTRIBUTE + ".none";
    /** Writing last-seen on every request would cost a write per page view; once a minute is enough. */
    private static final Duration TOUCH_EVERY = Duration.ofMinutes(1);
    /** How long a phone signed in by a table's code stays signed in: an event day, sessions and breaks included. */
    public static final Duration TABLE_SESSION = Duration.ofHours(16);

    /**
     * The current request's session; {@code tableCodeId}: the table sign-in code that signed it in (null for a
     * password's session or an anonymous one).
     */
    public record Session(String id, Long userId, String csrfToken, String flash, Long tableCodeId) {
        public boolean signedIn() {
            return userId != null;
        }
    }

    private final SessionRepository repository;
    private final Clock clock;
    private final Duration idleTimeout;
    private final boolean secureCookies;
    private final java.util.concurrent.atomic.AtomicLong created = new java.util.concurrent.atomic.AtomicLong();

    public WebSessions(SessionRepository repository, Clock clock, Duration idleTimeout, boolean secureCookies) {
        this.repository = repository;
        this.clock = clock;
        this.idleTimeout = idleTimeout;
        this.secureCookies = secureCookies;
    }

    /** The request's session, if its cookie names a live one. Looked up once per request. */
    public Optional<Session> current(Context ctx) {
        Session cached = ctx.attribute(ATTRIBUTE);
        if (cached != null) {
            return Optional.of(cached);
        }
        if (ctx.attribute(NONE) != null) {
            return Optional.empty();
        }
        Optional<Session> found = load(ctx);
        found.ifPresentOrElse(s -> ctx.attribute(ATTRIBUTE, s), () -> ctx.attribute(NONE, Boolean.TRUE));
        return found;
    }

    private Optional<Session> load(Context ctx) {
        String cookie = ctx.cookie(COOKIE);
        if (cookie == null || cookie.length() > 100) {
            return Optional.empty();
        }
        String id = Tokens.hash(cookie);
        Optional<StoredSession> stored = repository.find(id);
        if (stored.isEmpty()) {
            return Optional.empty();
        }
        StoredSession s = stored.get();
        OffsetDateTime now = OffsetDateTime.now(clock);
        if (!s.expiresAt().isAfter(now)) {
            repository.delete(id);
            return Optional.empty();
        }
        if (s.tableCodeId() == null && s.lastSeenAt().plus(TOUCH_EVERY).isBefore(now)) {
            repository.touch(id, now, now.plus(idleTimeout));
            if (s.userId() != null) {
                ctx.cookie(cookie(cookie, (int) idleTimeout.toSeconds()));
            }
        }
        return Optional.of(new Session(id, s.userId(), s.csrfToken(), s.flash(), s.tableCodeId()));
    }

    /** The current session, or a new anonymous one (for a form's CSRF token). */
    public Session ensure(Context ctx) {
        return current(ctx).orElseGet(() -> create(ctx, null));
    }

    /** Signs a user in: the old session (if any) is dropped and a new id issued, defeating session fixation. */
    public Session signIn(Context ctx, long userId) {
        current(ctx).ifPresent(s -> repository.delete(s.id()));
        return create(ctx, userId);
    }

    /** Signs a phone in for the table of a sign-in code ({@link #TABLE_SESSION}); the old session is dropped. */
    public Session signInTable(Context ctx, long tableCodeId) {
        current(ctx).ifPresent(s -> repository.delete(s.id()));
        String token = Tokens.random();
        String id = Tokens.hash(token);
        OffsetDateTime now = OffsetDateTime.now(clock);
        Session s = new Session(id, null, Tokens.random(), null, tableCodeId);
        repository.createForTable(id, tableCodeId, s.csrfToken(), now, now.plus(TABLE_SESSION));
        ctx.cookie(cookie(token, (int) TABLE_SESSION.toSeconds()));
        ctx.attribute(ATTRIBUTE, s);
        ctx.attribute(NONE, null);
        return s;
    }

    public void signOut(Context ctx) {
        current(ctx).ifPresent(s -> repository.delete(s.id()));
        ctx.attribute(ATTRIBUTE, null);
        ctx.attribute(NONE, Boolean.TRUE);
        ctx.cookie(cookie("", 0));
    }

    /** A one-time message shown on the next page (after a redirect). */
    public void flash(Context ctx, String message) {
        Session s = ensure(ctx);
        repository.setFlash(s.id(), message);
    }

    /** Reads and clears the flash message. */
    public String takeFlash(Context ctx) {
        Optional<Session> s = current(ctx);
        if (s.isEmpty() || s.get().flash() == null) {
            return null;
        }
        repository.setFlash(s.get().id(), null);
        return s.get().flash();
    }

    private Session create(Context ctx, Long userId) {
        String token = Tokens.random();
        String id = Tokens.hash(token);
        OffsetDateTime now = OffsetDateTime.now(clock);
        // Abandoned sessions are removed lazily: one creation in a hundred sweeps the expired ones away.
        if (created.incrementAndGet() % 100 == 0) {
            repository.deleteExpired(now);
        }
        Session s = new Session(id, userId, Tokens.random(), null, null);
        repository.create(id, userId, s.csrfToken(), now, now.plus(idleTimeout));
        ctx.cookie(cookie(token, userId == null ? -1 : (int) idleTimeout.toSeconds()));
        ctx.attribute(ATTRIBUTE, s);
        ctx.attribute(NONE, null);
        return s;
    }

    private Cookie cookie(String value, int maxAge) {
        return new Cookie(COOKIE, value, "/", maxAge, secureCookies, true, null, SameSite.LAX);
    }
}
