package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Clock;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.db.testing.TestDatabase;

/**
 * Spectators' requests share one snapshot of the tournament and its results version instead of reading them each
 * time; a page told of a newer version by the live events ({@code ?v=}) always gets that version, even from a server
 * that has not noticed it yet.
 */
class SpectatorSnapshotRouteTest {

    private final HttpClient client = HttpClient.newHttpClient();

    private HttpResponse<String> get(TestApp app, String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create(app.url(path))).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private long resultsVersion(TestApp app, long tournamentId) throws Exception {
        String json = get(app, "/api/tournaments/" + tournamentId + "/standings").body();
        Matcher m = Pattern.compile("\"resultsVersion\"\\s*:\\s*(\\d+)").matcher(json);
        assertThat(m.find()).as("results version in %s", json).isTrue();
        return Long.parseLong(m.group(1));
    }

    @Test
    void aPageToldOfAHandSavedOnAnotherServerGetsTheNewVersionAtOnce() throws Exception {
        var db = TestDatabase.freshConfig();
        try (TestApp first = TestApp.start(db, true, Clock.systemUTC());
             TestApp second = TestApp.start(db, false, Clock.systemUTC())) {
            long id = first.demoTournamentId();
            String region = "/tournaments/" + id + "/sessions/1/live?region=1";
            HttpResponse<String> before = get(second, region);
            assertThat(before.statusCode()).isEqualTo(200);
            long old = resultsVersion(first, id);

            SheetFixture t = new SheetFixture(first, 1, 3);
            t.win(Staff.login(first, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "snapshot-1");
            long told = resultsVersion(first, id);
            assertThat(told).isGreaterThan(old);

            // The second server read its snapshot a moment ago; the page says which version it was told of.
            HttpResponse<String> after = get(second, region + "&v=" + told);
            assertThat(after.statusCode()).isEqualTo(200);
            assertThat(after.headers().firstValue("ETag")).isNotEqualTo(before.headers().firstValue("ETag"));
            assertThat(after.body()).isNotEqualTo(before.body());
        }
    }

    @Test
    void aSpectatorSeesASavedHandWithinAQuarterOfASecondWithoutBeingTold() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            String region = "/tournaments/" + id + "/sessions/1/live?region=1";
            String before = get(app, region).body();
            SheetFixture t = new SheetFixture(app, 1, 3);
            t.win(Staff.login(app, "scorekeeper", "demo-scorekeeper"), 1, 0, 2, 8, null, "snapshot-2");
            app.advanceClock(Duration.ofMillis(250)); // the snapshot's age by the application's clock
            assertThat(get(app, region).body()).isNotEqualTo(before);
        }
    }

    @Test
    void aMalformedVersionIsIgnoredAndAnUnknownTournamentIsStillNotFound() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            assertThat(get(app, "/tournaments/" + id + "/standings?v=abc").statusCode()).isEqualTo(200);
            assertThat(get(app, "/tournaments/" + id + "/standings?v=99999999999999999999999").statusCode())
                    .isEqualTo(200);
            assertThat(get(app, "/tournaments/987654/standings?v=1").statusCode()).isEqualTo(404);
        }
    }
}
