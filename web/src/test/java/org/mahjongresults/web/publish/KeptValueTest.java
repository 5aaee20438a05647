package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * The one cache rule of publishing (issue 25): one computation per flight, the previous copy where a request allows
 * it, an older computation never replacing a newer one. No sleeps: computations are held by latches, the time a
 * flight has been under way is a counter the test moves, and "waiting" is seen in the class's own count.
 */
@NoDatabase
class KeptValueTest {

    /** A value at a version. */
    private record V(long version, String text) {
    }

    private static final long BOUND = 1_000; // nanoseconds of the fake clock; also the real wait for a stand-in

    private final AtomicLong clock = new AtomicLong();
    private final KeptValue<V> kept = new KeptValue<>((a, b) -> a.version() > b.version(), Duration.ofNanos(BOUND),
            clock::get);
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        threads.shutdownNow();
    }

    /** Asks for at least {@code atLeast}, with the given stand-ins, computing {@code compute} if it flies. */
    private V ask(long atLeast, boolean atOnce, boolean afterWait, UnaryOperator<V> compute) {
        return kept.get("flight", v -> v.version() >= atLeast, v -> atOnce, v -> afterWait, compute);
    }

    private CompletableFuture<V> inThread(java.util.function.Supplier<V> request) {
        return CompletableFuture.supplyAsync(request, threads);
    }

    /** A computation of {@code result} that signals it began and finishes when let. */
    private static UnaryOperator<V> held(V result, CountDownLatch began, CountDownLatch finish) {
        return previous -> {
            began.countDown();
            await(finish);
            return result;
        };
    }

    /** Every request of these tests asks for the one flight: all the waiting is for it. */
    private void awaitWaiting(int n) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (kept.waiting() < n && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(kept.waiting()).as("requests seen waiting for the flight").isEqualTo(n);
    }

    @Test
    void aKeptValueNewEnoughIsServedWithoutComputing() {
        ask(0, false, false, p -> new V(5, "five"));

        assertThat(ask(5, false, false, p -> new V(6, "never")).text()).isEqualTo("five");
        assertThat(ask(3, false, false, p -> new V(6, "never")).text()).as("told of older news").isEqualTo("five");
        assertThat(ask(6, false, false, p -> new V(6, "six")).text()).as("told of newer news").isEqualTo("six");
    }

    @Test
    void aComputationIsGivenThePreviousValueToCatchUpFrom() {
        ask(0, false, false, p -> new V(1, "one"));
        List<V> previous = new ArrayList<>();

        ask(2, false, false, p -> {
            previous.add(p);
            return new V(2, p.text() + "+two");
        });
        kept.forget();
        ask(0, false, false, p -> {
            previous.add(p);
            return new V(3, "again");
        });

        assertThat(previous).containsExactly(new V(1, "one"), null);
        assertThat(kept.kept()).isEqualTo(new V(3, "again"));
    }

    @Test
    void oneRequestComputesAndTheOthersWaitForIt() throws Exception {
        AtomicInteger computations = new AtomicInteger();
        CountDownLatch began = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        UnaryOperator<V> compute = p -> {
            computations.incrementAndGet();
            began.countDown();
            await(finish);
            return new V(1, "one");
        };
        CompletableFuture<V> first = inThread(() -> ask(1, false, false, compute));
        assertThat(began.await(5, TimeUnit.SECONDS)).isTrue();
        List<CompletableFuture<V>> others = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            others.add(inThread(() -> ask(1, false, false, compute)));
        }
        awaitWaiting(5);

        finish.countDown();

        assertThat(first.get(5, TimeUnit.SECONDS).text()).isEqualTo("one");
        for (CompletableFuture<V> other : others) {
            assertThat(other.get(5, TimeUnit.SECONDS).text()).isEqualTo("one");
        }
        assertThat(computations).as("one computation for six requests").hasValue(1);
        assertThat(kept.waiting()).isZero();
    }

    /**
     * While a newer value is computed, a request with the previous value kept: how old the flight is (by the fake
     * clock, against the bound), whether the request may take it at once, and whether after waiting the bound.
     */
    @ParameterizedTest(name = "flight {0} ns old, at once {1}, after waiting {2}: {3}")
    @CsvSource({
        "0,     true,  true,  previous",
        "999,   true,  false, previous",
        "1000,  true,  true,  previous after the bound",
        "5000,  true,  false, waits for the new one",
        "0,     false, true,  previous after the bound",
        "0,     false, false, waits for the new one",
    })
    void thePreviousCopyStandsInWhereTheRequestAllowsIt(long age, boolean atOnce, boolean afterWait,
                                                        String outcome) throws Exception {
        ask(0, false, false, p -> new V(1, "previous"));
        CountDownLatch began = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<V> computing = inThread(() -> ask(2, false, false, held(new V(2, "new"), began, finish)));
        assertThat(began.await(5, TimeUnit.SECONDS)).isTrue();
        clock.addAndGet(age);

        CompletableFuture<V> request = inThread(() -> ask(2, atOnce, afterWait, p -> new V(9, "a second flight")));

        if (outcome.startsWith("previous")) {
            // The flight is held until after this answer: nothing but the stand-in rule can have given it.
            assertThat(request.get(5, TimeUnit.SECONDS).text()).isEqualTo("previous");
            finish.countDown();
        } else {
            awaitWaiting(1);
            assertThat(request).isNotDone();
            finish.countDown();
            assertThat(request.get(5, TimeUnit.SECONDS).text()).isEqualTo("new");
        }
        assertThat(computing.get(5, TimeUnit.SECONDS).text()).isEqualTo("new");
        assertThat(kept.kept().text()).isEqualTo("new");
    }

    @Test
    void anOlderComputationThatEndsLastNeverReplacesANewerOne() throws Exception {
        CountDownLatch began = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<V> older = inThread(() -> kept.get("v1", v -> v.version() >= 1, v -> false, v -> false,
                held(new V(1, "older"), began, finish)));
        assertThat(began.await(5, TimeUnit.SECONDS)).isTrue();

        V newer = kept.get("v2", v -> v.version() >= 2, v -> false, v -> false, p -> new V(2, "newer"));
        finish.countDown();

        assertThat(newer.text()).isEqualTo("newer");
        assertThat(older.get(5, TimeUnit.SECONDS).text()).as("its caller gets what it computed").isEqualTo("older");
        assertThat(kept.kept().text()).as("but the newer one stays kept").isEqualTo("newer");
        assertThat(kept.offer(new V(1, "late"))).isEqualTo(new V(2, "newer"));
        assertThat(kept.offer(new V(2, "same version"))).as("of the same version: replaced")
                .isEqualTo(new V(2, "same version"));
    }

    @Test
    void aWaiterWhoseFlightBroughtOlderNewsComputesAgain() throws Exception {
        CountDownLatch began = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<V> first = inThread(() -> ask(1, false, false, held(new V(1, "one"), began, finish)));
        assertThat(began.await(5, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<V> toldOfTwo = inThread(() -> ask(2, false, false, p -> new V(2, "two from " + p.text())));
        awaitWaiting(1);

        finish.countDown();

        assertThat(first.get(5, TimeUnit.SECONDS).text()).isEqualTo("one");
        assertThat(toldOfTwo.get(5, TimeUnit.SECONDS).text()).as("one flight at a time, then its own")
                .isEqualTo("two from one");
    }

    @Test
    void aFailedComputationFailsItsWaitersAndTheNextRequestTriesAgain() throws Exception {
        CountDownLatch began = new CountDownLatch(1);
        CountDownLatch finish = new CountDownLatch(1);
        CompletableFuture<V> failing = inThread(() -> ask(1, false, false, p -> {
            began.countDown();
            await(finish);
            throw new IllegalStateException("the database went away");
        }));
        assertThat(began.await(5, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<V> waiter = inThread(() -> ask(1, false, false, p -> new V(1, "never")));
        awaitWaiting(1);

        finish.countDown();

        assertThatThrownBy(() -> failing.get(5, TimeUnit.SECONDS)).hasRootCauseMessage("the database went away");
        assertThatThrownBy(() -> waiter.get(5, TimeUnit.SECONDS)).hasRootCauseMessage("the database went away");
        assertThat(kept.kept()).isNull();
        assertThat(ask(1, false, false, p -> new V(1, "one")).text()).isEqualTo("one");
    }

    @Test
    void aComputationOfNothingKeepsNothing() {
        ask(0, false, false, p -> new V(1, "one"));

        assertThat(ask(2, false, false, p -> null)).as("the thing is gone").isNull();
        assertThat(kept.kept()).isNull();
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
