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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

class LiveEventsRouteTest {

    /** Reads the event stream until a "results" event arrives; returns its data line. */
    private static CompletableFuture<String> nextResultsEvent(TestApp app) throws Exception {
        return nextResultsEventOn(app, app.demoTournamentId());
    }

    @Test
    void theLivePageIsToldWithinASecondWhenAHandIsSaved() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            CompletableFuture<String> event = nextResultsEvent(app);
            Thread.sleep(200);
            SheetFixture t = new SheetFixture(app, 1, 2);
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper"); // not part of the second
            long before = System.nanoTime();
            assertThat(t.win(scorekeeper, 1, 0, 2, 8, null, "live-1").status()).isEqualTo(302);
            assertThat(event.get(5, TimeUnit.SECONDS)).startsWith("data:");
            assertThat(Duration.ofNanos(System.nanoTime() - before)).isLessThan(Duration.ofSeconds(1));
        }
    }

    @Test
    void theEventSaysWhichTableChangedSoThatOtherPagesNeedNotFetchAnything() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            CompletableFuture<String> event = nextResultsEvent(app);
            Thread.sleep(200);
            SheetFixture t = new SheetFixture(app, 1, 2);
            assertThat(t.win(Staff.login(app, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "live-t")
                    .status()).isEqualTo(302);
            assertThat(event.get(5, TimeUnit.SECONDS)).matches("data: ?\\{\"v\":\\d+,\"tables\":\\[\"1/2\"]}");
        }
    }

    @Test
    void aBurstOfHandsReachesTheWatchersAsAtMostOneEventASecond() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Watcher watcher = Watcher.of(app, null);
            java.util.List<Long> arrivals = watcher.arrivals();
            java.util.List<String> data = watcher.data();
            Thread.sleep(200);
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            SheetFixture two = new SheetFixture(app, 1, 2);
            SheetFixture three = new SheetFixture(app, 1, 3);
            for (int hand = 1; hand <= 3; hand++) {
                assertThat(two.win(scorekeeper, hand, 0, 2, 8, null, "b2-" + hand).status()).isEqualTo(302);
                assertThat(three.win(scorekeeper, hand, 1, 3, 8, null, "b3-" + hand).status()).isEqualTo(302);
            }
            Thread.sleep(2_500);
            assertThat(data).isNotEmpty();
            for (int i = 1; i < arrivals.size(); i++) {
                assertThat(Duration.ofNanos(arrivals.get(i) - arrivals.get(i - 1)))
                        .isGreaterThanOrEqualTo(Duration.ofMillis(900));
            }
            // Every table written is named by some event, and the last event carries the last version.
            String all = String.join(" ", data);
            assertThat(all).contains("\"1/2\"", "\"1/3\"");
            assertThat(data.size()).isLessThan(6);
        }
    }

    /** The "results" events of one watcher of {@code scope} (null: none given), with their arrival times. */
    private record Watcher(java.util.List<String> data, java.util.List<Long> arrivals) {

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
                    java.util.Collections.synchronizedList(new java.util.ArrayList<>()));
            Thread listener = new Thread(() -> {
                try {
                    String line;
                    boolean results = false;
                    while ((line = reader.readLine()) != null) {
                        if (line.equals("event: results")) {
                            results = true;
                        } else if (results && line.startsWith("data:")) {
                            w.arrivals.add(System.nanoTime());
                            w.data.add(line);
                            results = false;
                        }
                    }
                } catch (Exception e) {
                    // the stream ends with the test
                }
            });
            listener.setDaemon(true);
            listener.start();
            return w;
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
            Thread.sleep(300);
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            SheetFixture busy = new SheetFixture(app, 1, 2);
            SheetFixture quiet = new SheetFixture(app, 2, 1);

            assertThat(busy.win(scorekeeper, 1, 0, 2, 8, null, "scope-1").status()).isEqualTo(302);
            Thread.sleep(150);
            // Session 1 has just been told; a hand in session 2 now reaches its watchers at once, while the page
            // that shows everything waits out its second.
            long quietSaved = System.nanoTime();
            assertThat(quiet.win(scorekeeper, 1, 0, 2, 8, null, "scope-2").status()).isEqualTo(302);
            long acknowledged = System.nanoTime();
            Thread.sleep(2_000);

            assertThat(session1.data()).hasSize(1);
            assertThat(session1.data().get(0)).contains("\"1/2\"").doesNotContain("2/1");
            assertThat(session2.data()).hasSize(1);
            assertThat(session2.data().get(0)).contains("\"2/1\"").doesNotContain("1/2");
            assertThat(Duration.ofNanos(session2.arrivals().get(0) - acknowledged))
                    .as("the quiet session's event").isLessThan(Duration.ofMillis(500));
            assertThat(table13.data()).as("no hand at table 1/3").isEmpty();
            assertThat(String.join(" ", everything.data())).contains("\"1/2\"", "\"2/1\"");
            assertThat(everything.data()).hasSize(2);
            assertThat(Duration.ofNanos(everything.arrivals().get(1) - everything.arrivals().get(0)))
                    .as("at most one event a second to one watcher").isGreaterThanOrEqualTo(Duration.ofMillis(900));
            assertThat(everything.arrivals().get(1)).isGreaterThan(quietSaved);
            assertThat(madeUp.data()).as("a scope that is none is everything").hasSize(2);
        }
    }

    @Test
    void aSpectatorOnAnotherWebServerIsToldOfAHandSavedOnTheFirst() throws Exception {
        var db = TestDatabase.freshConfig();
        try (TestApp first = TestApp.start(db, true, java.time.Clock.systemUTC());
             TestApp second = TestApp.start(db, false, java.time.Clock.systemUTC())) {
            CompletableFuture<String> event = nextResultsEventOn(second, first.demoTournamentId());
            Thread.sleep(200);
            SheetFixture t = new SheetFixture(first, 1, 3);
            t.win(Staff.login(first, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "live-2");
            assertThat(event.get(5, TimeUnit.SECONDS)).startsWith("data:");
        }
    }

    /** The data line of the next "results" event a watcher of everything gets. */
    private static CompletableFuture<String> nextResultsEventOn(TestApp app, long tournamentId) throws Exception {
        Watcher w = Watcher.of(app, tournamentId, null);
        return CompletableFuture.supplyAsync(() -> {
            long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (w.data().isEmpty() && System.nanoTime() < end) {
                try {
                    Thread.sleep(10);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return null;
                }
            }
            return w.data().isEmpty() ? null : w.data().get(0);
        });
    }
}
