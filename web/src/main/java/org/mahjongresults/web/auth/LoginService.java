package org.mahjongresults.web.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Optional;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;

/**
 * Checks a login and applies the throttling policy: after {@value #SLOW_AFTER} failures on an account (or
 * {@value #ADDRESS_SLOW_AFTER} from one address) each further try must wait a little longer; after
 * {@value #LOCK_AFTER} failures (or {@value #ADDRESS_LOCK_AFTER} from an address) logins are locked for
 * {@link #LOCK_FOR}. Failures older than the lock window, or before the latest success, are forgotten.
 */
public final class LoginService {

    static final int SLOW_AFTER = 3;
    static final int LOCK_AFTER = 5;
    static final int ADDRESS_SLOW_AFTER = 10;
    static final int ADDRESS_LOCK_AFTER = 20;
    static final Duration LOCK_FOR = Duration.ofMinutes(15);
    static final Duration SLOW_STEP = Duration.ofSeconds(5);
    /** An address is shared by a whole venue's wifi: slow it gently, lock it only on a real flood. */
    static final Duration ADDRESS_SLOW_STEP = Duration.ofSeconds(1);

    /** What became of a login attempt. */
    public sealed interface Outcome {
        record SignedIn(User user) implements Outcome {
        }

        /** Wrong name or password (we do not say which). */
        record Refused() implements Outcome {
        }

        /** Too many recent failures: try again after {@code retryAt}. */
        record Slowed(OffsetDateTime retryAt) implements Outcome {
        }

        record Locked(OffsetDateTime until) implements Outcome {
        }
    }

    private final UserRepository users;
    private final LoginAttemptRepository attempts;
    private final PasswordHasher hasher;
    private final Clock clock;

    public LoginService(UserRepository users, LoginAttemptRepository attempts, PasswordHasher hasher, Clock clock) {
        this.users = users;
        this.attempts = attempts;
        this.hasher = hasher;
        this.clock = clock;
    }

    public Outcome login(String username, String password, String address) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        String name = username == null ? "" : username.trim();
        Optional<Outcome> throttled = throttle(name, address, now);
        if (throttled.isPresent()) {
            attempts.throttled(name, address);
            return throttled.get();
        }

        Optional<User> user = users.findByUsername(name).filter(User::active);
        String stored = user.flatMap(u -> users.passwordHash(u.id())).orElse(null);
        boolean ok;
        if (user.isEmpty()) {
            hasher.verifyDummy(password == null ? "" : password);
            ok = false;
        } else {
            ok = hasher.verify(password == null ? "" : password, stored);
        }

        if (ok) {
            User u = user.get();
            attempts.succeeded(u.id(), u.username(), address, now);
            if (hasher.needsRehash(stored)) {
                users.upgradeHash(u.id(), hasher.hash(password));
            }
            return new Outcome.SignedIn(u);
        }

        int failures = attempts.failuresForUser(name, now.minus(LOCK_FOR)).size() + 1;
        attempts.failed(user.map(User::id).orElse(null), name, address, now,
                failures >= LOCK_AFTER ? now.plus(LOCK_FOR) : null);
        // This failure may itself have started a lock: say so now rather than at the next try.
        return throttle(name, address, now).filter(o -> o instanceof Outcome.Locked)
                .orElse(new Outcome.Refused());
    }

    private Optional<Outcome> throttle(String name, String address, OffsetDateTime now) {
        OffsetDateTime windowStart = now.minus(LOCK_FOR);
        List<OffsetDateTime> byUser = attempts.failuresForUser(name, windowStart);
        List<OffsetDateTime> byAddress = attempts.failuresFromAddress(address, windowStart);
        Optional<Outcome> user = decide(byUser, LOCK_AFTER, SLOW_AFTER, SLOW_STEP, now);
        return user.isPresent() ? user
                : decide(byAddress, ADDRESS_LOCK_AFTER, ADDRESS_SLOW_AFTER, ADDRESS_SLOW_STEP, now);
    }

    /** Newest-first failure times within the window, and the two thresholds. */
    private static Optional<Outcome> decide(List<OffsetDateTime> failures, int lockAfter, int slowAfter,
                                            Duration step, OffsetDateTime now) {
        int n = failures.size();
        if (n >= lockAfter) {
            OffsetDateTime until = failures.get(0).plus(LOCK_FOR);
            return until.isAfter(now) ? Optional.of(new Outcome.Locked(until)) : Optional.empty();
        }
        if (n >= slowAfter) {
            OffsetDateTime retryAt = failures.get(0).plus(step.multipliedBy(n - slowAfter + 1));
            return retryAt.isAfter(now) ? Optional.of(new Outcome.Slowed(retryAt)) : Optional.empty();
        }
        return Optional.empty();
    }
}
