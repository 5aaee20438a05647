package org.mahjongresults.web.sheet;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.sheet.SigningRepository;
import org.mahjongresults.web.auth.PasswordHasher;

/**
 * Players' personal codes, checked like passwords (issue 26): kept only as hashes (the website's password hasher,
 * at a lighter cost: a code of six digits gains nothing from a costly hash, and a director generates a hall's codes
 * at once), and throttled like logins (LoginService): after {@value #FREE_FAILURES} wrong codes for a player within
 * {@link #WINDOW}, each further try waits twice as long as the one before, from {@link #FIRST_DELAY} up to
 * {@link #MAX_DELAY}; an address with many wrong codes for anyone waits too. The right code is never refused for
 * good: the wait runs out.
 */
public final class PlayerCodes {

    static final Duration WINDOW = Duration.ofMinutes(15);
    static final int FREE_FAILURES = 5;
    static final Duration FIRST_DELAY = Duration.ofSeconds(30);
    static final Duration MAX_DELAY = Duration.ofMinutes(15);
    static final int ADDRESS_FREE_FAILURES = 20;
    static final Duration ADDRESS_DELAY_STEP = Duration.ofSeconds(10);
    static final Duration MAX_ADDRESS_DELAY = Duration.ofMinutes(5);
    /** A code: four to eight digits (a phone shows the number pad). Generated ones have six. */
    static final java.util.regex.Pattern CODE = java.util.regex.Pattern.compile("\\d{4,8}");
    /** The hash's cost: Argon2id at 4 MiB, one pass. */
    public static final PasswordHasher.Cost COST = new PasswordHasher.Cost(4 * 1024, 1, 1);

    /** What a check of a code found. */
    public sealed interface Check {
        record Right() implements Check {
        }

        record Wrong() implements Check {
        }

        /** The player has no code: the director sets one, or the player confirms on the scorekeeper's phone. */
        record NoCode() implements Check {
        }

        /** Not checked: too many wrong codes; try again after {@code retryAfter}. */
        record Throttled(Duration retryAfter) implements Check {
        }
    }

    private final SigningRepository repository;
    private final PasswordHasher hasher;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public PlayerCodes(SigningRepository repository, PasswordHasher hasher, Clock clock) {
        this.repository = repository;
        this.hasher = hasher;
        this.clock = clock;
    }

    /** Checks {@code code} for a player, from {@code address}, unless the throttle says to wait. */
    public Check check(long playerId, String code, String address) {
        Duration wait = delay(playerId, address);
        if (!wait.isZero()) {
            return new Check.Throttled(wait);
        }
        String hash = repository.codeHash(playerId).orElse(null);
        if (hash == null) {
            return new Check.NoCode();
        }
        boolean right = code != null && CODE.matcher(code).matches() && hasher.verify(code, hash);
        repository.recordAttempt(playerId, address, right);
        return right ? new Check.Right() : new Check.Wrong();
    }

    /** How long a try at a player's code from {@code address} must wait now; zero if it may be checked. */
    Duration delay(long playerId, String address) {
        OffsetDateTime now = OffsetDateTime.now(clock);
        OffsetDateTime since = now.minus(WINDOW);
        Duration byPlayer = wait(repository.failures(playerId, since), FREE_FAILURES, now,
                n -> FIRST_DELAY.multipliedBy(1L << Math.min(10, n - FREE_FAILURES)), MAX_DELAY);
        Duration byAddress = wait(repository.failuresFrom(address == null ? "" : address, since),
                ADDRESS_FREE_FAILURES, now,
                n -> ADDRESS_DELAY_STEP.multipliedBy(n - ADDRESS_FREE_FAILURES + 1L), MAX_ADDRESS_DELAY);
        return byPlayer.compareTo(byAddress) >= 0 ? byPlayer : byAddress;
    }

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
        Instant until = failures.get(0).toInstant().plus(delay);
        Duration left = Duration.between(now.toInstant(), until);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** New six-digit codes for the players given, set at once; returns them in clear, to be printed once. */
    public Map<Long, String> generate(Actor actor, long tournamentId, List<Long> players) {
        Map<Long, String> clear = new LinkedHashMap<>();
        Map<Long, String> hashes = new LinkedHashMap<>();
        for (Long p : players) {
            String code = String.format(java.util.Locale.ROOT, "%06d", random.nextInt(1_000_000));
            clear.put(p, code);
            hashes.put(p, hasher.hash(code));
        }
        repository.setCodes(actor, tournamentId, hashes);
        return clear;
    }

    /** True if {@code code} is a valid code to set (four to eight digits). */
    public static boolean valid(String code) {
        return code != null && CODE.matcher(code).matches();
    }

    /** The director sets a player's code. */
    public void set(Actor actor, long tournamentId, long playerId, String code) {
        if (!valid(code)) {
            throw new IllegalArgumentException("a code is four to eight digits");
        }
        repository.setCodes(actor, tournamentId, Map.of(playerId, hasher.hash(code)));
    }

    /** When each player who has a code had it set. */
    public Map<Long, OffsetDateTime> codesSet(long tournamentId) {
        return repository.codesSet(tournamentId);
    }
}
