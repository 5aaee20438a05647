package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.NoDatabase;

/**
 * The bound on password checks (issue 30): a login storm's Argon2id checks never hold every core, so that the
 * spectators' pages and the saved hands keep one. Held by latches, not by a clock.
 */
@NoDatabase
class PasswordChecksTest {

    @Test
    void theChecksLeaveOneCoreFreeAndRunAtLeastOneAtATime() {
        assertThat(PasswordChecks.workersFor(1)).isEqualTo(1);
        assertThat(PasswordChecks.workersFor(2)).as("the event's two-core server: one check at a time").isEqualTo(1);
        assertThat(PasswordChecks.workersFor(8)).isEqualTo(7);
        try (PasswordChecks checks = PasswordChecks.forThisMachine()) {
            assertThat(checks.workers()).isEqualTo(PasswordChecks.workersFor(Runtime.getRuntime()
                    .availableProcessors())).isLessThan(Math.max(2, Runtime.getRuntime().availableProcessors()));
        }
    }

    @Test
    void onATwoCoreMachineAStormsChecksRunOneAtATimeAndAllAreAnswered() throws Exception {
        try (PasswordChecks checks = new PasswordChecks(PasswordChecks.workersFor(2))) {
            CountDownLatch firstRunning = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            AtomicInteger running = new AtomicInteger();
            AtomicInteger most = new AtomicInteger();
            List<CompletableFuture<Integer>> answers = new ArrayList<>();
            for (int i = 0; i < 20; i++) {
                int login = i;
                // Scorekeepers from twenty addresses: each address is served in turn, but still one check at a time.
                answers.add(checks.submit("10.0.0." + i, () -> {
                    most.accumulateAndGet(running.incrementAndGet(), Math::max);
                    if (login == 0) {
                        firstRunning.countDown();
                        awaitQuietly(release);
                    }
                    running.decrementAndGet();
                    return login;
                }).orElseThrow());
            }
            assertThat(firstRunning.await(10, TimeUnit.SECONDS)).isTrue();
            assertThat(checks.queued()).as("while the first check runs, the other 19 wait").isEqualTo(19);
            assertThat(answers.subList(1, 20)).allMatch(a -> !a.isDone());
            release.countDown();
            for (int i = 0; i < 20; i++) {
                assertThat(answers.get(i).get(10, TimeUnit.SECONDS)).isEqualTo(i);
            }
            assertThat(most.get()).as("never two checks at once").isEqualTo(1);
            assertThat(checks.mostRunning()).isEqualTo(1);
            assertThat(checks.done()).isEqualTo(20);
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
