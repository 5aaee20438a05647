package org.mahjongresults.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;

/**
 * The startup lock (issue 36): two servers on one database run their start-up work one after the other, however long
 * the first one's takes. On PostgreSQL the second waits in turns of 2 s, so that no single wait meets its socket timeout
 * (the pool's 30 s; 5 s here, so that the test need not take half a minute): the first holds the lock for 7 s, longer
 * than the second's socket timeout, and the second still gets it afterwards.
 */
class StartupLockTest {

    @Test
    void aServerWaitsLongerThanOneTurnForTheOtherServersStartUpWorkAndThenRunsItsOwn() throws Exception {
        DbConfig config = TestDatabase.freshConfig();
        ExecutorService servers = Executors.newFixedThreadPool(2);
        DbConfig impatient = config.url().startsWith("jdbc:postgresql:")
                ? new DbConfig(config.url() + (config.url().contains("?") ? "&" : "?") + "socketTimeout=5",
                        config.user(), config.password(), config.poolSize(), config.connectionTimeout())
                : config;
        try (Database first = Database.open(config); Database second = Database.open(impatient)) {
            List<String> order = new CopyOnWriteArrayList<>();
            CountDownLatch firstHolds = new CountDownLatch(1);
            Future<?> a = servers.submit(() -> first.underStartupLock(() -> {
                order.add("first starts");
                firstHolds.countDown();
                sleepUninterruptibly(7_000); // longer than the second's 5 s socket timeout
                order.add("first ends");
            }));
            assertThat(firstHolds.await(60, TimeUnit.SECONDS)).isTrue();
            Future<?> b = servers.submit(() -> second.underStartupLock(() -> order.add("second runs")));
            a.get(120, TimeUnit.SECONDS);
            b.get(120, TimeUnit.SECONDS);
            assertThat(order).containsExactly("first starts", "first ends", "second runs");
        } finally {
            servers.shutdownNow();
        }
    }

    private static void sleepUninterruptibly(long millis) {
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long left;
        while ((left = until - System.nanoTime()) > 0) {
            try {
                TimeUnit.NANOSECONDS.sleep(left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }
}
