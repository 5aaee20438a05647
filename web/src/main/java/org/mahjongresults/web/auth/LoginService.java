package org.mahjongresults.web.auth;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;

/**
 * Checks a login and applies the throttling policy: progressive delays, never a lock. After {@value #FREE_FAILURES}
 * failures on an account from one address, each further try from there is answered only after a delay that doubles
 * with every failure, up to {@link #MAX_ACCOUNT_DELAY}; the account's failures from every address together slow its
 * logins more gently, up to {@link #MAX_SHARED_ACCOUNT_DELAY}, so that a stranger's guesses cannot keep its owner
 * waiting long; an address (a whole venue's wifi, or everyone behind a proxy that is not trusted) is slowed after
 * {@value #ADDRESS_FREE_FAILURES} failures, up to {@link #MAX_ADDRESS_DELAY}. The delay is waited out, then the
 * password is checked: the right password is never refused, only answered after at most {@link #MAX_DELAY}, so no
 * stranger can lock the staff out; a guesser gets a few tries a minute per account.
 *
 * <p>A flood of attempts cannot beat that promise (issue 30): while one slowed attempt of an account from an address
 * waits, every other attempt of that account from that address is refused at once, unchecked ({@link
 * Outcome.Busy}), so a flood costs neither password checks nor database writes; and password checks are queued per
 * address ({@link PasswordChecks}), so the flood's checks do not stand before anybody else's.
 *
 * <p>Failures older than {@link #WINDOW}, before a success of the account from the same address, or before an
 * administrator's password reset (which lifts every delay) are forgotten: a success forgets only its own address's
 * failures, never a guesser's elsewhere.
 */
public final class LoginService {

    static final int FREE_FAILURES = 3;
    static final int ADDRESS_FREE_FAILURES = 10;
    static final Duration WINDOW = Duration.ofMinutes(15);
    static final Duration FIRST_ACCOUNT_DELAY = Duration.ofSeconds(1);
    static final Duration MAX_ACCOUNT_DELAY = Duration.ofSeconds(8);
    static final Duration MAX_SHARED_ACCOUNT_DELAY = Duration.ofSeconds(4);
    static final Duration ADDRESS_DELAY_STEP = Duration.ofMillis(250);
    static final Duration MAX_ADDRESS_DELAY = Duration.ofSeconds(4);
    /**
     * The longest a login queues for its password check: beyond it (hundreds signing in at once on a slow machine)
     * it is told at once to try again in so many seconds, rather than left waiting for a browser's timeout.
     */
    static final Duration MAX_QUEUE_WAIT = Duration.ofSeconds(30);
    /** The longest any login waits: the largest of them. */
    public static final Duration MAX_DELAY = MAX_ACCOUNT_DELAY;

    /** What became of a login attempt. */
    public sealed interface Outcome {
        record SignedIn(User user) implements Outcome {
        }

        /** Wrong name or password (we do not say which). */
        record Refused() implements Outcome {
        }

        /**
         * Not checked: another attempt of this account from this address is already waiting out its delay, or the
         * address has too many checks queued. Try again after {@code retryAfter}.
         */
        record Busy(Duration retryAfter) implements Outcome {
        }

        /** Not checked: so many are signing in that the queue of checks is longer than {@link #MAX_QUEUE_WAIT}. */
        record Crowded(Duration retryAfter) implements Outcome {
        }
    }

    /** How a slowed login waits out its delay before its check: a timer in production, a seam in tests. */
    @FunctionalInterface
    public interface Waits {
        /** Runs {@code then} after {@code wait}; the delay decided for a login from {@code address}. */
        void after(Duration wait, String address, Runnable then);

        /** A timer, without holding a thread while it runs. */
        Waits TIMER = (wait, address, then) -> CompletableFuture.delayedExecutor(wait.toMillis(),
                TimeUnit.MILLISECONDS).execute(then);
    }

    /** How logins are paced: the queue of password checks, and how a slowed login waits out its delay. */
    public record Pacing(PasswordChecks checks, Waits waits) {
        /** One check at once fewer than the machine has cores (at least one); delays waited out on a timer. */
        public static Pacing forThisMachine() {
            return new Pacing(PasswordChecks.forThisMachine(), Waits.TIMER);
        }
    }

    private final UserRepository users;
    private final LoginAttemptRepository attempts;
    private final PasswordHasher hasher;
    private final Clock clock;
    private final PasswordChecks checks;
    private final Waits waits;
    /** The slowed attempts waiting, by account and address: when each will be checked. */
    private final ConcurrentHashMap<String, Instant> slowed = new ConcurrentHashMap<>();

    public LoginService(UserRepository users, LoginAttemptRepository attempts, PasswordHasher hasher, Clock clock,
                        PasswordChecks checks, Waits waits) {
        this.users = users;
        this.attempts = attempts;
        this.hasher = hasher;
        this.clock = clock;
        this.checks = checks;
        this.waits = waits;
    }

    /**
     * A login attempt, answered when its password has been checked: after the attempt's turn in the queue of checks
     * and any delay earned by earlier failures. No server thread waits meanwhile.
     */
    public CompletableFuture<Outcome> attempt(String username, String password, String address) {
        String name = username == null ? "" : username.trim();
        String key = slowedKey(name, address);
        Instant pending = slowed.get(key);
        if (pending != null) {
            return CompletableFuture.completedFuture(busy(pending));
        }
        Duration queue = checks.estimatedWait(address);
        if (queue.compareTo(MAX_QUEUE_WAIT) > 0) {
            return CompletableFuture.completedFuture(new Outcome.Crowded(queue.minus(MAX_QUEUE_WAIT)
                    .plusSeconds(5)));
        }
        return checks.submit(address, () -> decideAndCheck(name, password, address, key))
                .map(f -> f.thenCompose(x -> x))
                .orElseGet(() -> CompletableFuture.completedFuture(new Outcome.Busy(Duration.ofSeconds(5))));
    }

    /**
     * On the attempt's turn: decided now, when the failures queued before it have been recorded. Without a delay the
     * password is checked at once; with one, this attempt becomes the account's one slowed attempt from the address
     * (or is refused unchecked if there is one already), and is checked after the delay.
     */
    private CompletableFuture<Outcome> decideAndCheck(String name, String password, String address, String key) {
        Duration wait = delay(name, address);
        if (wait.isZero()) {
            return CompletableFuture.completedFuture(login(name, password, address));
        }
        Instant due = clock.instant().plus(wait);
        Instant already = slowed.putIfAbsent(key, due);
        if (already != null) {
            return CompletableFuture.completedFuture(busy(already));
        }
        CompletableFuture<Outcome> answer = new CompletableFuture<>();
        try {
            attempts.throttled(name, address, wait);
            waits.after(wait, address, () -> checks.submitAdmitted(address, () -> login(name, password, address))
                    .whenComplete((outcome, failure) -> {
                        slowed.remove(key, due);
                        if (failure != null) {
                            answer.completeExceptionally(failure);
                        } else {
                            answer.complete(outcome);
                        }
                    }));
        } catch (RuntimeException e) {
            slowed.remove(key, due);
            throw e;
        }
        return answer;
    }

    private Outcome.Busy busy(Instant due) {
        Duration left = Duration.between(clock.instant(), due);
        return new Outcome.Busy(left.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : left);
    }

    private static String slowedKey(String name, String address) {
        return name.toLowerCase(Locale.ROOT) + "\n" + address;
    }

    /** How long a login for {@code username} from {@code address} must wait before it is checked (zero for most). */
    public Duration delay(String username, String address) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        String name = username == null ? "" : username.trim();
        OffsetDateTime windowStart = now.minus(WINDOW);
        List<LoginAttemptRepository.Failure> ofAccount = attempts.failuresForUser(name, windowStart);
        List<OffsetDateTime> fromHere = ofAccount.stream()
                .filter(f -> f.address().equals(address))
                .map(LoginAttemptRepository.Failure::at)
                .toList();
        List<OffsetDateTime> fromAnywhere = ofAccount.stream().map(LoginAttemptRepository.Failure::at).toList();
        Duration byPair = wait(fromHere, FREE_FAILURES, now,
                n -> FIRST_ACCOUNT_DELAY.multipliedBy(1L << Math.min(10, n - FREE_FAILURES)), MAX_ACCOUNT_DELAY);
        Duration byAccount = wait(fromAnywhere, FREE_FAILURES, now,
                n -> FIRST_ACCOUNT_DELAY.multipliedBy(1L << Math.min(10, n - FREE_FAILURES)),
                MAX_SHARED_ACCOUNT_DELAY);
        Duration byAddress = wait(attempts.failuresFromAddress(address, windowStart), ADDRESS_FREE_FAILURES, now,
                n -> ADDRESS_DELAY_STEP.multipliedBy(n - ADDRESS_FREE_FAILURES + 1L), MAX_ADDRESS_DELAY);
        return longest(byPair, longest(byAccount, byAddress));
    }

    private static Duration longest(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
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
