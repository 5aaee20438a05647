package org.mahjongresults.web.publish;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiPredicate;
import java.util.function.LongSupplier;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * The one cache rule of spectator publishing: "keep the result, one thread recomputes, the others take the previous
 * copy". It holds the newest value of one thing (a page, a tournament's snapshot, its results, its statistics, its
 * stored clocks); the value carries its own version, which only the caller reads. A request says
 * <ul>
 *   <li>which kept value serves it as it is ({@code fresh}: new enough, "at least the version this page was told
 *       of");</li>
 *   <li>which may stand in <em>at once</em> while another request computes, if that computation began less than
 *       {@link #bound} ago ({@code atOnce});</li>
 *   <li>which may stand in after it waited {@link #bound} for that computation ({@code afterWait}); with none it
 *       waits up to {@link #FIRST_COMPUTE_WAIT};</li>
 *   <li>how to compute a new value from the previous one (which may be null: a catch-up from a change log, or
 *       everything again).</li>
 * </ul>
 * Exactly one request computes per flight (a flight is named by the caller: a page's version, or one name for all
 * when computations must not overlap); the others asking for that flight wait for it or stand in as above. A value
 * computed by an older flight that ends after a newer one's never replaces it ({@code newer}).
 *
 * <p>Why not Caffeine's refresh: it refreshes by age, not by version, hands the request that triggers a refresh the
 * old copy whatever it was told of, and cannot be asked for "at least version v". Caffeine holds these by identity
 * (bounded, or let go when nobody asks); this class keeps the version rule, once.
 */
public final class KeptValue<V> {

    /**
     * How long a computation may be under way for a request to take the previous copy at once, and how long a
     * request waits for it before taking the previous copy: what a spectator sees is at most about a second old.
     */
    public static final Duration STALE_BOUND = Duration.ofSeconds(1);
    /** How long a request waits for a computation when nothing may stand in for it; past that it fails. */
    public static final Duration FIRST_COMPUTE_WAIT = Duration.ofSeconds(60);

    /** A computation under way: its result, when it began and how many requests wait for it. */
    private record Flight<V>(CompletableFuture<V> result, long began, AtomicInteger waiting) {
    }

    private final BiPredicate<? super V, ? super V> newer;
    private final long bound;
    private final LongSupplier nanoTime;
    private final Map<Object, Flight<V>> flights = new ConcurrentHashMap<>();
    private volatile V value;

    /**
     * {@code newer.test(a, b)}: whether {@code a} is known to be newer than {@code b} (then {@code b} does not replace
     * {@code a}); {@code bound}: see {@link #STALE_BOUND}; {@code nanoTime}: the clock computations are timed by.
     */
    public KeptValue(BiPredicate<? super V, ? super V> newer, Duration bound, LongSupplier nanoTime) {
        this.newer = newer;
        this.bound = bound.toNanos();
        this.nanoTime = nanoTime;
    }

    /** With {@link #STALE_BOUND} on the system's clock. */
    public KeptValue(BiPredicate<? super V, ? super V> newer) {
        this(newer, STALE_BOUND, System::nanoTime);
    }

    /** The value kept now, whatever its version (null: none). */
    public V kept() {
        return value;
    }

    /** Keeps {@code fresh} unless the value kept is newer; returns the one kept. */
    public synchronized V offer(V fresh) {
        V current = value;
        if (current == null || fresh == null || !newer.test(current, fresh)) {
            value = fresh;
            return fresh;
        }
        return current;
    }

    /** Forgets the value: the next request computes (a computation under way still stores what it computed). */
    public void forget() {
        value = null;
    }

    /** How many requests wait for a computation under way, over all flights (a meter: see {@link PageCache}). */
    public int waiting() {
        return flights.values().stream().mapToInt(f -> f.waiting().get()).sum();
    }

    /**
     * The kept value if {@code fresh}; else the value of the flight {@code flight}, computed here by
     * {@code compute(previous)} if nobody computes it yet, or by another request (with the previous value standing in
     * as the class comment says). A flight's value that does not serve this request either (it was started for older
     * news) is asked for again. Null only when {@code compute} gives null (there is nothing to keep).
     */
    public V get(Object flight, Predicate<? super V> fresh, Predicate<? super V> atOnce,
                 Predicate<? super V> afterWait, UnaryOperator<V> compute) {
        while (true) {
            V current = value;
            if (current != null && fresh.test(current)) {
                return current;
            }
            Flight<V> mine = new Flight<>(new CompletableFuture<>(), nanoTime.getAsLong(), new AtomicInteger());
            Flight<V> other = flights.putIfAbsent(flight, mine);
            if (other == null) {
                return fly(flight, mine, fresh, compute);
            }
            if (current != null && nanoTime.getAsLong() - other.began() < bound && atOnce.test(current)) {
                return current;
            }
            boolean standIn = current != null && afterWait.test(current);
            V got;
            other.waiting().incrementAndGet();
            try {
                got = await(other.result(), standIn ? bound : FIRST_COMPUTE_WAIT.toNanos());
            } catch (TimeoutException e) {
                if (standIn) {
                    return current;
                }
                throw new IllegalStateException("a kept value took longer than " + FIRST_COMPUTE_WAIT
                        + " to compute", e);
            } finally {
                other.waiting().decrementAndGet();
            }
            if (got == null || fresh.test(got)) {
                return got;
            }
        }
    }

    /** This request computes the flight's value; the others asking for it meanwhile wait for it. */
    private V fly(Object flight, Flight<V> mine, Predicate<? super V> fresh, UnaryOperator<V> compute) {
        try {
            V previous = value;
            V result;
            if (previous != null && fresh.test(previous)) {
                result = previous; // another flight stored a value that serves this request since it was read
            } else {
                result = compute.apply(previous);
                offer(result); // kept unless a newer flight ended first; this request and its waiters get it anyway
            }
            mine.result().complete(result);
            return result;
        } catch (RuntimeException | Error e) {
            mine.result().completeExceptionally(e);
            throw e;
        } finally {
            flights.remove(flight, mine);
        }
    }

    private static <V> V await(CompletableFuture<V> result, long nanos) throws TimeoutException {
        try {
            return result.get(Math.max(1, nanos), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for a kept value", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
