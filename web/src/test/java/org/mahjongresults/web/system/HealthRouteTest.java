package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

class HealthRouteTest {

    /** The pool size of the tests' database configuration (TestDatabase). */
    private static final int POOL = 5;

    @Test
    void healthSaysUpWhileTheDatabaseAnswersAndDownWhenItIsGone() {
        try (TestApp app = TestApp.start()) {
            Http.Response up = new Http().get(app.url("/health"));
            assertThat(up.status()).isEqualTo(200);
            assertThat(up.header("Content-Type")).startsWith("application/json");
            assertThat(up.body()).isEqualTo("{\"status\":\"UP\",\"database\":\"UP\"}");

            app.db().close();
            Http.Response down = new Http().get(app.url("/health"));
            assertThat(down.status()).isEqualTo(503);
            assertThat(down.body()).contains("\"DOWN\"");
        }
    }

    @Test
    void healthAnswersDownWithinTwoSecondsWhenTheDatabaseDoesNotAnswer() throws Exception {
        try (TestApp app = TestApp.start()) {
            // Every connection of the pool held: the database does not answer, as with a dead host.
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch held = new CountDownLatch(POOL);
            ExecutorService holders = Executors.newFixedThreadPool(POOL);
            try {
                for (int i = 0; i < POOL; i++) {
                    holders.submit(() -> app.db().dsl().connection(c -> {
                        held.countDown();
                        release.await();
                    }));
                }
                assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
                Http.Response down = new Http().get(app.url("/health"));
                assertThat(down.status()).isEqualTo(503);
                // Within two seconds by the wait the server gives the database, not by a stopwatch on a busy machine.
                assertThat(SystemController.HEALTH_TIMEOUT).isLessThan(Duration.ofSeconds(2));
            } finally {
                release.countDown();
                holders.shutdown();
            }
            assertThat(holders.awaitTermination(10, TimeUnit.SECONDS)).as("connections given back").isTrue();
            // Up again without a restart: the pool's probe (every FailFastDataSource.PROBE_EVERY, half a second) lifts
            // the "does not answer" state once the database answers, so the next probe or two, not this instant. The
            // deadline is for a server that never recovers, wide enough for a machine whose cores others keep busy.
            int status = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (status != 200 && System.nanoTime() < deadline) {
                status = new Http().get(app.url("/health")).status(); // each request does the waiting
            }
            assertThat(status).as("up again within a few probes").isEqualTo(200);
        }
    }
}
