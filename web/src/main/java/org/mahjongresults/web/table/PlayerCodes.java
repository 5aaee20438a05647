package org.mahjongresults.web.table;

import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
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
 * at once), and throttled like logins (LoginService, issue 36): slowed, never locked.
 *
 * <p>Each try is decided and recorded in one step, under the lock of the player's code row, so concurrent tries
 * count each other. A player's first {@value #FREE_FAILURES} wrong codes within {@link #WINDOW} are checked at once;
 * after that the player's tries are checked one per {@link #SPACING}, each waiting for its turn, and a try whose
 * turn is more than {@link #MAX_QUEUE} away is refused unchecked ("try again in N s"). So a burst of wrong codes
 * buys a guesser a handful of checks, and the player's right code, sent a moment later from anywhere, is checked
 * within a few seconds. An address is slowed (never refused) after {@value #ADDRESS_FREE_FAILURES} wrong codes, plus
 * {@value #ADDRESS_FAILURES_PER_PLAYER} for every player who gave their right code from it: a hall behind one
 * address has room for its players' typing mistakes.
 */
public final class PlayerCodes {

    static final Duration WINDOW = Duration.ofMinutes(15);
    static final int FREE_FAILURES = 5;
    static final Duration SPACING = Duration.ofSeconds(1);
    static final Duration MAX_QUEUE = Duration.ofSeconds(3);
    /** The most checks of one player's code in a burst of tries: the free ones and the turns queued. */
    public static final int MOST_CHECKS_IN_A_BURST = FREE_FAILURES + 1 + (int) (MAX_QUEUE.toMillis()
            / SPACING.toMillis());
    static final int ADDRESS_FREE_FAILURES = 20;
    static final int ADDRESS_FAILURES_PER_PLAYER = 10;
    static final Duration ADDRESS_DELAY_STEP = Duration.ofMillis(250);
    static final Duration MAX_ADDRESS_DELAY = Duration.ofSeconds(2);
    /** A code: four to eight digits (a phone shows the number pad). Generated ones have six. */
    static final java.util.regex.Pattern CODE = java.util.regex.Pattern.compile("\\d{4,8}");
    /** The hash's cost: Argon2id at 4 MiB, one pass (a server-side key keeps a backup's hashes useless). */
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

        /** Not checked: too many tries just now; try again after {@code retryAfter}. */
        record Throttled(Duration retryAfter) implements Check {
        }
    }

    /** How a try waits for its turn: the thread sleeps in production, a seam in tests. */
    @FunctionalInterface
    public interface Waits {
        void waitFor(Duration d);

        Waits SLEEP = d -> {
            try {
                Thread.sleep(d.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    private final SigningRepository repository;
    private final CodeHasher hasher;
    private final Clock clock;
    private final Waits waits;
    private final SecureRandom random = new SecureRandom();
    /**
     * One try of a player at a time in this server reaches the database: a burst of tries on one player otherwise held
     * one pooled connection each while they queued for the player's row lock, and on a busy machine the rest of the
     * site then waited past the pool's timeout (503s during a burst of 40, issue 40). Striped by player, held only
     * while the try is admitted (a few milliseconds), never while it waits for its turn or is hashed.
     */
    private final java.util.concurrent.locks.ReentrantLock[] admitting =
            new java.util.concurrent.locks.ReentrantLock[64];
    /** A try that cannot even be admitted in this long is told to come back, as one whose turn is too far. */
    static final Duration MAX_ADMIT_WAIT = Duration.ofSeconds(10);

    public PlayerCodes(SigningRepository repository, CodeHasher hasher, Clock clock) {
        this(repository, hasher, clock, Waits.SLEEP);
    }

    public PlayerCodes(SigningRepository repository, CodeHasher hasher, Clock clock, Waits waits) {
        this.repository = repository;
        this.hasher = hasher;
        for (int i = 0; i < admitting.length; i++) {
            admitting[i] = new java.util.concurrent.locks.ReentrantLock(true);
        }
        this.clock = clock;
        this.waits = waits;
    }

    /** Checks {@code code} for a player, from {@code address}, after its turn, unless its turn is too far. */
    public Check check(long playerId, String code, String address) {
        java.util.concurrent.locks.ReentrantLock lock = admitting[Math.floorMod(Long.hashCode(playerId),
                admitting.length)];
        try {
            if (!lock.tryLock(MAX_ADMIT_WAIT.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS)) {
                return new Check.Throttled(Duration.ofSeconds(1));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Check.Throttled(Duration.ofSeconds(1));
        }
        OffsetDateTime now;
        Duration[] refused = new Duration[1];
        java.util.Optional<java.util.Optional<SigningRepository.Admitted>> admitted;
        try {
            now = OffsetDateTime.now(clock);
            admitted = repository.admit(playerId, address, now.minus(WINDOW), tries -> {
                OffsetDateTime at = turn(tries, now);
                if (at == null) {
                    refused[0] = Duration.between(now, tries.nextTryAt()).minus(MAX_QUEUE);
                    return null;
                }
                OffsetDateTime next = tries.playerFailures().size() < FREE_FAILURES ? tries.nextTryAt()
                        : at.plus(SPACING);
                OffsetDateTime byAddress = now.plus(addressDelay(tries, now));
                return new SigningRepository.Admit(byAddress.isAfter(at) ? byAddress : at, next);
            });
        } finally {
            lock.unlock();
        }
        if (admitted.isEmpty()) {
            return new Check.NoCode();
        }
        if (admitted.get().isEmpty()) {
            Duration wait = refused[0];
            return new Check.Throttled(wait.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : wait);
        }
        SigningRepository.Admitted a = admitted.get().get();
        Duration wait = Duration.between(OffsetDateTime.now(clock), a.checkAt());
        if (!wait.isNegative() && !wait.isZero()) {
            waits.waitFor(wait);
        }
        boolean right = code != null && CODE.matcher(code).matches() && hasher.verify(code, a.hash());
        if (right) {
            repository.succeeded(a.attemptId());
        }
        return right ? new Check.Right() : new Check.Wrong();
    }

    /** When a try now is checked: at once while failures are few, else at the player's next turn; null if too far. */
    private static OffsetDateTime turn(SigningRepository.Tries tries, OffsetDateTime now) {
        if (tries.playerFailures().size() < FREE_FAILURES) {
            return now;
        }
        OffsetDateTime gate = tries.nextTryAt();
        OffsetDateTime at = gate == null || gate.isBefore(now) ? now : gate;
        return Duration.between(now, at).compareTo(MAX_QUEUE) > 0 ? null : at;
    }

    /** The address's delay: none while its wrong codes are within what its players may mistype. */
    private static Duration addressDelay(SigningRepository.Tries tries, OffsetDateTime now) {
        int free = ADDRESS_FREE_FAILURES + ADDRESS_FAILURES_PER_PLAYER * tries.addressPlayers();
        int n = tries.addressFailures().size();
        if (n < free) {
            return Duration.ZERO;
        }
        Duration delay = ADDRESS_DELAY_STEP.multipliedBy(n - free + 1L);
        if (delay.compareTo(MAX_ADDRESS_DELAY) > 0) {
            delay = MAX_ADDRESS_DELAY;
        }
        Duration left = Duration.between(now, tries.addressFailures().get(0).plus(delay));
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** Seals the hashes made before the server had a key (issue 36), once: every code stays as it was. */
    public void sealPlainHashes() {
        repository.codeHashes().forEach((player, hash) -> {
            if (CodeHasher.plain(hash)) {
                repository.replaceCodeHash(player, hash, hasher.seal(hash));
            }
        });
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
