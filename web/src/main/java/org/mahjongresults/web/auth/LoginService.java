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
 * Checks a login and applies the throttling policy: progressive delays, never a lock. After {@value #FREE_FAILURES}
 * failures on an account each further try is answered only after a delay that doubles with every failure, up to
 * {@link #MAX_ACCOUNT_DELAY}; an address (a whole venue's wifi, or everyone behind a proxy that is not trusted)
 * is slowed more gently after {@value #ADDRESS_FREE_FAILURES} failures, up to {@link #MAX_ADDRESS_DELAY}. The delay
 * is waited out, then the password is checked: the right password is never refused, only answered after at most
 * {@link #MAX_DELAY}, so no stranger can lock the staff out; a guesser gets a few tries a minute per account.
 * Failures older than {@link #WINDOW}, before the account's latest success, or before an administrator's password
 * reset (which lifts every delay) are forgotten.
 */
public final class LoginService {

    static final int FREE_FAILURES = 3;
    static final int ADDRESS_FREE_FAILURES = 10;
    static final Duration WINDOW = Duration.ofMinutes(15);
    static final Duration FIRST_ACCOUNT_DELAY = Duration.ofSeconds(1);
    static final Duration MAX_ACCOUNT_DELAY = Duration.ofSeconds(8);
    static final Duration ADDRESS_DELAY_STEP = Duration.ofMillis(250);
    static final Duration MAX_ADDRESS_DELAY = Duration.ofSeconds(4);
    /** The longest any login waits: the larger of the two. */
    public static final Duration MAX_DELAY = MAX_ACCOUNT_DELAY;

    /** What became of a login attempt. */
    public sealed interface Outcome {
        record SignedIn(User user) implements Outcome {
        }

        /** Wrong name or password (we do not say which). */
        record Refused() implements Outcome {
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

    /**
     * How long a login for {@code username} from {@code address} must wait before it is checked (zero for most),
     * by the injected clock; a wait is audited with its length ({@code login.throttled}).
     */
    public Duration delay(String username, String address) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        String name = username == null ? "" : username.trim();
        OffsetDateTime windowStart = now.minus(WINDOW);
        Duration byUser = wait(attempts.failuresForUser(name, windowStart), FREE_FAILURES, now,
                n -> FIRST_ACCOUNT_DELAY.multipliedBy(1L << Math.min(10, n - FREE_FAILURES)), MAX_ACCOUNT_DELAY);
        Duration byAddress = wait(attempts.failuresFromAddress(address, windowStart), ADDRESS_FREE_FAILURES, now,
                n -> ADDRESS_DELAY_STEP.multipliedBy(n - ADDRESS_FREE_FAILURES + 1L), MAX_ADDRESS_DELAY);
        Duration wait = byUser.compareTo(byAddress) >= 0 ? byUser : byAddress;
        if (!wait.isZero()) {
            attempts.throttled(name, address, wait);
        }
        return wait;
    }

    /** Checks the password now (after any {@link #delay}). */
    public Outcome login(String username, String password, String address) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        String name = username == null ? "" : username.trim();
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
        attempts.failed(user.map(User::id).orElse(null), name, address, now, null);
        return new Outcome.Refused();
    }

    /** Newest-first failure times within the window: the time still to wait after the latest one. */
    private static Duration wait(List<OffsetDateTime> failures, int free, OffsetDateTime now,
                                 java.util.function.IntFunction<Duration> delayAfter, Duration max) {
        int n = failures.size();
        if (n < free) {
            return Duration.ZERO;
        }
        Duration delay = delayAfter.apply(n);
        if (delay.compareTo(max) > 0) {
            delay = max;
        }
        Duration left = Duration.between(now, failures.get(0).plus(delay));
        return left.isNegative() ? Duration.ZERO : left;
    }
}
