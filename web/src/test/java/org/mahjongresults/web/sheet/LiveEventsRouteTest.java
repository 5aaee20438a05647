package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.publish.PublishingServer;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

@Slow
class LiveEventsRouteTest {

    /** The longest a test waits for an event that must come: a bound for a failure, never a measured delay. */
    private static final long PATIENCE_SECONDS = 10;
    /** When the server told an event, as the event says (epoch milliseconds). */
    private static final java.util.regex.Pattern TOLD_AT = java.util.regex.Pattern.compile("\"at\":(\\d+)");

    @Test
    void theLivePageIsToldOfTheHandWhenAHandIsSaved() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Watcher watcher = Watcher.of(app, null);
            SheetFixture t = new SheetFixture(app, 1, 2);
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            assertThat(t.win(scorekeeper, 1, 0, 2, 8, null, "live-1").status()).isEqualTo(302);
            watcher.awaitEvents(1);
            assertThat(watcher.data().get(0)).startsWith("data:").contains("\"1/2\"");
        }
    }

    @Test
    void theEventSaysWhichTableChangedSoThatOtherPagesNeedNotFetchAnything() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Watcher watcher = Watcher.of(app, null);
            SheetFixture t = new SheetFixture(app, 1, 2);
            assertThat(t.win(Staff.login(app, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "live-t")
                    .status()).isEqualTo(302);
            watcher.awaitEvents(1);
            assertThat(watcher.data().get(0)).matches("data: ?\\{\"v\":\\d+,\"tables\":\\[\"1/2\"],\"at\":\\d+}");
        }
    }

    @Test
    void aBurstOfHandsReachesTheWatchersAsAtMostOneEventPerInterval() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Watcher watcher = Watcher.of(app, null);
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            SheetFixture two = new SheetFixture(app, 1, 2);
            SheetFixture three = new SheetFixture(app, 1, 3);
            for (int hand = 1; hand <= 3; hand++) {
                assertThat(two.win(scorekeeper, hand, 0, 2, 8, null, "b2-" + hand).status()).isEqualTo(302);
                assertThat(three.win(scorekeeper, hand, 1, 3, 8, null, "b3-" + hand).status()).isEqualTo(302);
            }
            // The last event carries the version of the last hand: waited for, not slept for.
            long last = resultsVersion(app);
            watcher.awaitData(d -> d.contains("\"v\":" + last + ","));
            // When the server told each event, as it says in the event: a watcher's own clock would also count how
            // late its thread was to read them on a busy machine (issue 40).
            java.util.List<Long> told = watcher.toldAt();
            for (int i = 1; i < told.size(); i++) {
                assertThat(Duration.ofMillis(told.get(i) - told.get(i - 1)))
                        .as("the server keeps its interval between two events to one watcher")
                        .isGreaterThanOrEqualTo(PublishingServer.liveInterval(Scope.ALL).minusMillis(1));
            }
            // Every table written is named by some event. (How many events the six hands make depends on how fast the
            // machine saves them, one per interval at most, as the spacing above says: not counted here.)
            String all = String.join(" ", watcher.data());
            assertThat(all).contains("\"1/2\"", "\"1/3\"");
        }
    }

    private static long resultsVersion(TestApp app) {
        return app.parts().sheets().resultsVersion(app.demoTournamentId());
    }

    /**
     * The "results" events of one watcher of {@code scope} (null: none given), with when the server told each. It is
     * returned once the server greeted it ("hello"): from then on it is told of every change that concerns it.
     */
    private record Watcher(java.util.List<String> data, java.util.List<Long> toldAt,
                           java.util.concurrent.CountDownLatch greeted) {

        static Watcher of(TestApp app, String scope) throws Exception {
            return of(app, app.demoTournamentId(), scope);
        }

        static Watcher of(TestApp app, long tournamentId, String scope) throws Exception {
            String query = scope == null ? "" : "?scope=" + java.net.URLEncoder.encode(scope, StandardCharsets.UTF_8);
            HttpRequest request = HttpRequest.newBuilder(URI.create(app.url("/tournaments/" + tournamentId
                    + "/events" + query))).header("Accept", "text/event-stream").build();
            HttpResponse<InputStream> response = HttpClient.newHttpClient().send(request,
                    HttpResponse.BodyHandlers.ofInputStream());
            assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
            BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
            Watcher w = new Watcher(java.util.Collections.synchronizedList(new java.util.ArrayList<>()),
                    java.util.Collections.synchronizedList(new java.util.ArrayList<>()),
                    new java.util.concurrent.CountDownLatch(1));
            Thread listener = new Thread(() -> {
                try {
                    String line;
                    String event = null;
                    while ((line = reader.readLine()) != null) {
                        if (line.startsWith("event:")) {
                            event = line.substring(6).trim();
                        } else if (line.startsWith("data:") && "hello".equals(event)) {
                            w.greeted.countDown();
                            event = null;
                        } else if (line.startsWith("data:") && "results".equals(event)) {
                            synchronized (w.data) {
                                java.util.regex.Matcher at = TOLD_AT.matcher(line);
                                w.toldAt.add(at.find() ? Long.parseLong(at.group(1)) : -1L);
                                w.data.add(line);
                                w.data.notifyAll();
                            }
                            event = null;
                        }
                    }
                } catch (Exception e) {
                    // the stream ends with the test
                }
            });
            listener.setDaemon(true);
            listener.start();
            assertThat(w.greeted.await(PATIENCE_SECONDS, TimeUnit.SECONDS)).as("greeted by the server").isTrue();
            return w;
        }

        /** Waits until this watcher has been told {@code n} events. */
        void awaitEvents(int n) {
            awaitData(d -> true, n);
        }

        /** Waits until one of the events told matches. */
        void awaitData(java.util.function.Predicate<String> wanted) {
            awaitData(wanted, 1);
        }

        /**
         * Blocks until told (the listener wakes it), not spinning: a spinning test thread took a core from the server
         * it waits for, and on a busy 2-core machine one test of this class took 154 s (issue 40).
         */
        private void awaitData(java.util.function.Predicate<String> wanted, int n) {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(PATIENCE_SECONDS);
            synchronized (data) {
                while (data.stream().filter(wanted).count() < n) {
                    long left = end - System.nanoTime();
                    if (left <= 0) {
                        throw new AssertionError("not told in " + PATIENCE_SECONDS + " s: " + data);
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(data, left);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new AssertionError("interrupted while waiting to be told", e);
                    }
                }
            }
        }
    }

    @Test
    void eachPageIsToldOnlyOfWhatItShowsAndAQuietTableIsNotHeldBackByABusySession() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Watcher everything = Watcher.of(app, null);
            Watcher session1 = Watcher.of(app, "session:1");
            Watcher session2 = Watcher.of(app, "session:2");
            Watcher table13 = Watcher.of(app, "table:1/3");
            Watcher madeUp = Watcher.of(app, "session:1 or anything");
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            SheetFixture busy = new SheetFixture(app, 1, 2);
            SheetFixture quiet = new SheetFixture(app, 2, 1);

            assertThat(busy.win(scorekeeper, 1, 0, 2, 8, null, "scope-1").status()).isEqualTo(302);
            session1.awaitEvents(1);
            everything.awaitEvents(1);
            // Session 1 and everything have just been told; a hand in session 2 now reaches its watchers at once,
            // while the page that shows everything waits out its interval.
            assertThat(quiet.win(scorekeeper, 1, 0, 2, 8, null, "scope-2").status()).isEqualTo(302);
            session2.awaitEvents(1);
            everything.awaitEvents(2);
            madeUp.awaitEvents(2);

            assertThat(session1.data()).hasSize(1);
            assertThat(session1.data().get(0)).contains("\"1/2\"").doesNotContain("2/1");
            assertThat(session2.data()).hasSize(1);
            assertThat(session2.data().get(0)).contains("\"2/1\"").doesNotContain("1/2");
            assertThat(session2.toldAt().get(0)).as("the quiet session is not held back by the whole tournament's"
                    + " interval").isLessThanOrEqualTo(everything.toldAt().get(1));
            assertThat(String.join(" ", everything.data())).contains("\"1/2\"", "\"2/1\"");
            assertThat(everything.data()).hasSize(2);
            assertThat(Duration.ofMillis(everything.toldAt().get(1) - everything.toldAt().get(0)))
                    .as("at most one event per interval to one watcher")
                    .isGreaterThanOrEqualTo(PublishingServer.liveInterval(Scope.ALL).minusMillis(1));
            assertThat(madeUp.data()).as("a scope that is none is everything").hasSize(2);

            // A hand at table 1/3 at last: the first and only event its watcher gets names it, so it was told of
            // nothing before (a watcher that was merely slow would get the earlier events first).
            SheetFixture table = new SheetFixture(app, 1, 3);
            assertThat(table.win(scorekeeper, 1, 0, 2, 8, null, "scope-3").status()).isEqualTo(302);
            table13.awaitEvents(1);
            session1.awaitEvents(2);
            assertThat(table13.data()).as("told of its own table only").hasSize(1);
            assertThat(table13.data().get(0)).contains("\"1/3\"").doesNotContain("1/2", "2/1");
        }
    }

    @Test
    void aSpectatorOnAnotherWebServerIsToldOfAHandSavedOnTheFirst() throws Exception {
        var db = TestDatabase.freshConfig();
        try (TestApp first = TestApp.start(db, true, java.time.Clock.systemUTC());
             TestApp second = TestApp.start(db, false, java.time.Clock.systemUTC())) {
            Watcher watcher = Watcher.of(second, first.demoTournamentId(), null);
            SheetFixture t = new SheetFixture(first, 1, 3);
            t.win(Staff.login(first, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "live-2");
            watcher.awaitEvents(1);
            assertThat(watcher.data().get(0)).startsWith("data:").contains("\"1/3\"");
        }
    }
}
