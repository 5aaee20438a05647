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
            long before = System.nanoTime();
            assertThat(t.win(Staff.login(app, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "live-1")
                    .status()).isEqualTo(302);
            assertThat(event.get(5, TimeUnit.SECONDS)).startsWith("data:");
            assertThat(Duration.ofNanos(System.nanoTime() - before)).isLessThan(Duration.ofSeconds(1));
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

    private static CompletableFuture<String> nextResultsEventOn(TestApp app, long tournamentId) throws Exception {
        HttpClient client = HttpClient.newHttpClient();
        HttpRequest request = HttpRequest.newBuilder(URI.create(app.url("/tournaments/" + tournamentId + "/events")))
                .header("Accept", "text/event-stream").build();
        HttpResponse<InputStream> response = client.send(request, HttpResponse.BodyHandlers.ofInputStream());
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
        BufferedReader reader = new BufferedReader(new InputStreamReader(response.body(), StandardCharsets.UTF_8));
        return CompletableFuture.supplyAsync(() -> {
            try {
                String line;
                boolean results = false;
                while ((line = reader.readLine()) != null) {
                    if (line.equals("event: results")) {
                        results = true;
                    } else if (results && line.startsWith("data:")) {
                        return line;
                    }
                }
                return null;
            } catch (Exception e) {
                return null;
            }
        });
    }
}
