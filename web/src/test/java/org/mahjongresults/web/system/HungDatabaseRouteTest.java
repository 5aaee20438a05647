package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.App;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.db.testing.OnlyOnPostgres;
import org.mahjongresults.web.testing.TestApp;

/**
 * A hung database (issue 30): PostgreSQL stopped with SIGSTOP, so connections stay open and nothing answers. One
 * request was told so within about 2 s, but ten at once waited up to 6 s. Now the first request to wait out the
 * pool's timeout marks the database as not answering, and every request after it is told at once (503), until a
 * probe finds it answering again. "At once" is shown by the pool's own count of requests that waited out its timeout
 * (unchanged while the database is known down), not by a stopwatch that a busy machine stretches; the times are
 * printed as figures. A PostgreSQL of the test's own, so that stopping it stops no other test.
 */
@OnlyOnPostgres
@Slow
class HungDatabaseRouteTest {

    private static final Pattern POOL_TIMEOUTS = Pattern.compile(
            "(?m)^hikaricp_connections_timeout_total\\{[^}]*} (\\S+)$");

    private static final Duration POLL = Duration.ofMillis(20);

    private record Timed(int status, long millis) {
    }

    private static void signal(String signal, List<Long> pids) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("kill", "-" + signal));
        pids.forEach(p -> command.add(String.valueOf(p)));
        new ProcessBuilder(command).inheritIO().start().waitFor(); // a backend may have ended meanwhile
    }

    /**
     * Stops the postmaster, then every process it started (the backends holding the pool's connections), and
     * returns them all. The postmaster first: the pool may still be opening connections, and a backend forked between
     * listing the children and stopping them would go on answering (CI saw half the requests served that way). Once
     * the postmaster is stopped it forks no more, so the children listed after it are all there are (listed again
     * until a pass finds none new). Every stopped process is added to {@code stopped} at once, for the CONT.
     */
    private static void stopPostgres(Path dataDirectory, List<Long> stopped) throws IOException, InterruptedException {
        long postmaster = Long.parseLong(Files.readAllLines(dataDirectory.resolve("postmaster.pid")).get(0).trim());
        stopped.add(postmaster);
        signal("STOP", List.of(postmaster));
        while (true) {
            List<Long> children = new ArrayList<>();
            ProcessHandle.of(postmaster).ifPresent(p -> p.descendants().forEach(d -> children.add(d.pid())));
            children.removeAll(stopped);
            if (children.isEmpty()) {
                return;
            }
            stopped.addAll(children);
            signal("STOP", children);
        }
    }

    private static List<Timed> atOnce(ExecutorService clients, int n, String url) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Timed>> answers = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            answers.add(clients.submit(() -> {
                go.await();
                long start = System.nanoTime();
                int status = new Http().get(url).status();
                return new Timed(status, Duration.ofNanos(System.nanoTime() - start).toMillis());
            }));
        }
        go.countDown();
        List<Timed> out = new ArrayList<>();
        for (Future<Timed> f : answers) {
            out.add(f.get(60, TimeUnit.SECONDS));
        }
        return out;
    }

    /**
     * Asks again until {@code condition} holds, for at most {@code within}: the site recovering from a fault is a
     * real process's doing, seen through requests (each of which does the waiting), not a clock the test can move.
     */
    private static void eventually(String what, Duration within, java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + within.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + within + ": " + what);
            }
            // Looks again after a moment, as WebDriverWait polls: a spinning test thread takes a core from the
            // server and the probe it waits for.
            LockSupport.parkNanos(POLL.toNanos());
        }
    }

    private static long max(List<Timed> answers) {
        return answers.stream().mapToLong(Timed::millis).max().orElse(0);
    }

    /** How many requests have waited out the pool's connection timeout, as /metrics says (asked from this machine). */
    private static double poolTimeouts(Javalin app) {
        String metrics = new Http().get("http://127.0.0.1:" + app.port() + "/metrics").body();
        Matcher m = POOL_TIMEOUTS.matcher(metrics);
        assertThat(m.find()).as("the pool's timeouts in /metrics").isTrue();
        return Double.parseDouble(m.group(1));
    }

    @Test
    void tenRequestsAtOnceToAStoppedDatabaseAreToldAndTheNextAreToldWithoutWaitingAndTheSiteComesBackByItself() throws Exception {
        Path data = Files.createTempDirectory("hung-pg");
        ExecutorService clients = Executors.newFixedThreadPool(10);
        try (EmbeddedPostgres pg = EmbeddedPostgres.builder().setDataDirectory(data).setCleanDataDirectory(true)
                .start();
             Database db = Database.open(new DbConfig(pg.getJdbcUrl("postgres", "postgres"), "postgres", "", 10))) {
            Javalin app = App.create(db, Clock.systemUTC(), TestApp.CONFIG).start("127.0.0.1", 0);
            List<Long> pids = new ArrayList<>();
            try {
                // A page that writes (the sign-in form starts a session), so no cache can answer it.
                String url = "http://127.0.0.1:" + app.port() + "/login";
                assertThat(atOnce(clients, 10, url)).extracting(Timed::status).containsOnly(200);

                stopPostgres(data, pids);
                List<Timed> first = atOnce(clients, 10, url);
                // The first to wait out the pool's timeout sets the probe going; its first question marks the
                // database down once it goes unanswered.
                eventually("the probe finds the database not answering", Duration.ofSeconds(30), db::knownDown);
                double waitedOut = poolTimeouts(app);
                List<Timed> second = atOnce(clients, 10, url);
                Timed health = atOnce(clients, 1, "http://127.0.0.1:" + app.port() + "/health").get(0);
                double waitedOutAfter = poolTimeouts(app);
                signal("CONT", pids);
                System.out.printf("hung database: first ten told in at most %d ms, the next ten in at most %d ms,"
                        + " /health in %d ms%n", max(first), max(second), health.millis());

                assertThat(first).as("ten at once while it hangs: told").allMatch(t -> t.status() == 503, "503");
                assertThat(waitedOut).as("requests that waited out the pool's timeout").isPositive();
                assertThat(second).as("and the next ten at once, the same").allMatch(t -> t.status() == 503, "503");
                assertThat(health.status()).isEqualTo(503);
                assertThat(waitedOutAfter).as("told at once: none of the next ten nor /health waited on the pool")
                        .isEqualTo(waitedOut);

                // Running again: the probe lets requests through within a few probes, without a restart.
                eventually("the site recovers by itself", Duration.ofSeconds(30),
                        () -> new Http().get(url).status() == 200);
            } finally {
                if (!pids.isEmpty()) {
                    signal("CONT", pids);
                }
                app.stop();
            }
        } finally {
            clients.shutdownNow();
        }
    }
}
