package org.mahjongresults.web.auth;

import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The password checks of logins, a few at a time: each Argon2id check holds 19 MiB and a core for a tenth of a
 * second or more, so a hundred scorekeepers signing in together at the start of a session must queue rather than
 * fill the heap (issue 30). The queue is kept per client address and served in turn, one address after another, so
 * that a flood of attempts from one address delays a login from another by at most one check per worker, never by
 * the whole flood. Nobody holds a server thread while queued: the answer is a future.
 */
public final class PasswordChecks implements AutoCloseable {

    /** How many checks of one address may wait: beyond it, an attempt is told to try again (never a 503). */
    public static final int MAX_QUEUED_PER_ADDRESS = 1_000;

    private final int workers;
    private final ExecutorService pool;
    /** Addresses with checks waiting, in the order they are served: the first is next, then goes to the end. */
    private final LinkedHashMap<String, ArrayDeque<Runnable>> waiting = new LinkedHashMap<>();
    private int running;
    private int mostRunning;
    private long done;
    /** A running average of how long a check takes, in nanoseconds (a first guess until one has finished). */
    private double averageNanos = 200_000_000;
    /** Whether the average learns from the checks' times (always, but for a queue whose check time is given). */
    private final boolean measured;

    /** {@code workers}: how many checks may run at once; fewer than the cores ({@link #workersFor}). */
    public PasswordChecks(int workers) {
        this(workers, null);
    }

    /**
     * A queue that takes every check to last {@code assumed} when it estimates a login's wait, instead of measuring
     * them: who is told the queue is crowded then depends on the number of logins, not on how busy the machine is
     * (issue 40: a storm test was told 429 on a shared test machine where each check took several times as long).
     * {@code null}: measured, as on a server.
     */
    public PasswordChecks(int workers, java.time.Duration assumed) {
        if (workers < 1) {
            throw new IllegalArgumentException("at least one worker");
        }
        this.workers = workers;
        ThreadPoolExecutor threads = new ThreadPoolExecutor(workers, workers, 30, TimeUnit.SECONDS,
                new LinkedBlockingQueue<>(), r -> {
                    Thread t = new Thread(r, "password-check");
                    t.setDaemon(true);
                    return t;
                });
        threads.allowCoreThreadTimeOut(true); // no idle threads left behind between sign-ins
        this.pool = threads;
        this.measured = assumed == null;
        if (assumed != null) {
            averageNanos = assumed.toNanos();
        }
    }

    /** {@link #workersFor} the machine's cores. */
    public static PasswordChecks forThisMachine() {
        return new PasswordChecks(workersFor(Runtime.getRuntime().availableProcessors()));
    }

    /**
     * How many checks may run at once on a machine of {@code cores}: one core fewer, at least one. At a session's
     * start a hundred scorekeepers sign in together; with a check on every core, the spectators' pages and the saved
     * hands queued behind the storm's checks for 30-45 s at 1,000 players (issue 30, BENCHMARKS "Wave 3"). One core
     * is always left to them; the logins wait their turn in the queue, and beyond {@code LoginService}'s longest
     * queue wait are told to try again in so many seconds.
     */
    public static int workersFor(int cores) {
        return Math.max(1, cores - 1);
    }

    /**
     * Queues {@code check} behind the others of {@code address}; its result, or nothing when the address already has
     * {@value #MAX_QUEUED_PER_ADDRESS} checks waiting.
     */
    public <T> java.util.Optional<CompletableFuture<T>> submit(String address, Supplier<T> check) {
        return enqueue(address, check, MAX_QUEUED_PER_ADDRESS);
    }

    /** Queues {@code check} whatever the length of the address's queue (a login already admitted once). */
    public <T> CompletableFuture<T> submitAdmitted(String address, Supplier<T> check) {
        return enqueue(address, check, Integer.MAX_VALUE).orElseThrow();
    }

    private <T> java.util.Optional<CompletableFuture<T>> enqueue(String address, Supplier<T> check, int limit) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Runnable task = () -> {
            T value;
            try {
                value = check.get();
            } catch (RuntimeException | Error e) {
                checked();
                result.completeExceptionally(e);
                return;
            }
            checked(); // counted before anyone hears the answer
            result.complete(value);
        };
        synchronized (this) {
            ArrayDeque<Runnable> queue = waiting.computeIfAbsent(address == null ? "" : address,
                    a -> new ArrayDeque<>());
            if (queue.size() >= limit) {
                return java.util.Optional.empty();
            }
            queue.addLast(task);
            dispatch();
        }
        return java.util.Optional.of(result);
    }

    /** Starts waiting checks while workers are free, taking the addresses in turn. Called holding the lock. */
    private void dispatch() {
        while (running < workers && !waiting.isEmpty()) {
            Iterator<Map.Entry<String, ArrayDeque<Runnable>>> first = waiting.entrySet().iterator();
            Map.Entry<String, ArrayDeque<Runnable>> next = first.next();
            first.remove();
            Runnable task = next.getValue().pollFirst();
            if (!next.getValue().isEmpty()) {
                waiting.put(next.getKey(), next.getValue()); // to the end of the line
            }
            running++;
            mostRunning = Math.max(mostRunning, running);
            pool.execute(() -> {
                long start = System.nanoTime();
                try {
                    task.run();
                } finally {
                    finished(System.nanoTime() - start);
                }
            });
        }
    }

    private synchronized void checked() {
        done++;
    }

    private synchronized void finished(long tookNanos) {
        running--;
        if (measured) {
            averageNanos = averageNanos * 0.9 + tookNanos * 0.1;
        }
        dispatch();
    }

    /**
     * About how long a check of {@code address} queued now would wait for its turn: the checks that will run before
     * it, shared by the workers. Addresses are served in turn, so another address's long queue counts only as far
     * as this one's.
     */
    public synchronized java.time.Duration estimatedWait(String address) {
        ArrayDeque<Runnable> own = waiting.get(address == null ? "" : address);
        int mine = own == null ? 0 : own.size();
        int ahead = running + waiting.values().stream().mapToInt(q -> Math.min(q.size(), mine + 1)).sum();
        return java.time.Duration.ofNanos((long) (ahead * averageNanos / workers));
    }

    /** How many checks may run at once. */
    public int workers() {
        return workers;
    }

    /** The most checks that ever ran at once (a meter: it never exceeds {@link #workers}). */
    public synchronized int mostRunning() {
        return mostRunning;
    }

    /** How many checks have finished. */
    public synchronized long done() {
        return done;
    }

    /** How many checks wait, over all addresses. */
    public synchronized int queued() {
        return waiting.values().stream().mapToInt(ArrayDeque::size).sum();
    }

    @Override
    public void close() {
        pool.shutdownNow();
    }
}
