package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Spectators past one server through a standard cache (issue 39 item 5): with {@code CACHE_IN_FRONT} the site tells
 * a cache what to keep. A version's address is kept for a year, "the newest" for a second, the version document is a
 * few bytes kept for a second, an old version's address never gets the new bytes, and nothing signed-in is public.
 */
class CacheInFrontRouteTest {

    private TestApp app;
    private long id;

    @BeforeEach
    void start() {
        // A clock that stands still: the spectators' snapshot changes only with a write through the website.
        app = TestApp.start(TestDatabase.freshConfig(), true, SettableClock.at(java.time.Instant.now()),
                TestApp.CONFIG.withCacheInFront(true));
        id = app.demoTournamentId();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private HttpResponse<byte[]> get(String path, String... headers) {
        return Http.bytes(app.url(path), headers);
    }

    private static String text(HttpResponse<byte[]> r) {
        return new String(r.body(), StandardCharsets.UTF_8);
    }

    private static String header(HttpResponse<byte[]> r, String name) {
        return r.headers().firstValue(name).orElse(null);
    }

    private String version() {
        HttpResponse<byte[]> doc = get("/tournaments/" + id + "/version");
        assertThat(doc.statusCode()).isEqualTo(200);
        String v = text(doc).replaceAll("^\\{\"v\":\"([0-9]+/[0-9]+)\"}$", "$1");
        assertThat(v).as(text(doc)).matches("[0-9]+/[0-9]+");
        return v;
    }

    private String region(String at) {
        return "/tournaments/" + id + "/standings?region=1&at=" + at.replace("/", "%2F") + "&hl=en";
    }

    @Test
    void theVersionDocumentIsAFewBytesSharedForASecond() {
        HttpResponse<byte[]> doc = get("/tournaments/" + id + "/version");

        assertThat(doc.statusCode()).isEqualTo(200);
        assertThat(header(doc, "Cache-Control")).isEqualTo("public, max-age=1");
        assertThat(header(doc, "Content-Type")).startsWith("application/json");
        assertThat(doc.body().length).isLessThan(40);
        assertThat(text(doc)).matches("\\{\"v\":\"[0-9]+/[0-9]+\"}");
        assertThat(get("/tournaments/999999/version").statusCode()).isEqualTo(404);
    }

    @Test
    void aRegionAtItsVersionsAddressIsKeptAsLongAsTheVersionLasts() {
        String v = version();

        HttpResponse<byte[]> standings = get(region(v), "Accept-Encoding", "gzip");
        HttpResponse<byte[]> live = get("/tournaments/" + id + "/sessions/1/live?region=1&at=" + v + "&hl=ja");

        for (HttpResponse<byte[]> r : List.of(standings, live)) {
            assertThat(r.statusCode()).isEqualTo(200);
            assertThat(header(r, "Cache-Control")).isEqualTo("public, max-age=31536000, immutable");
            assertThat(header(r, "Vary")).as("the address names the language").isEqualTo("Accept-Encoding");
            assertThat(r.headers().allValues("Set-Cookie")).as("hl= is not remembered").isEmpty();
        }
        assertThat(text(live)).as("the language the address names, whatever the browser's").contains("卓");
    }

    @Test
    void theNewestIsSharedForASecondAndThePageSaysItPolls() {
        HttpResponse<byte[]> first = get("/tournaments/" + id + "/standings");
        HttpResponse<byte[]> again = get("/tournaments/" + id + "/standings"); // answered at the front door

        for (HttpResponse<byte[]> r : List.of(first, again)) {
            assertThat(header(r, "Cache-Control")).isEqualTo("public, max-age=1");
            assertThat(header(r, "Vary")).isEqualTo("Accept-Encoding, Accept-Language, Cookie");
        }
        assertThat(text(first)).contains("data-live-by=\"poll\"");
    }

    @Test
    void anOldVersionsAddressIsSentOnAndNeverGetsTheNewBytes() {
        String before = version();
        String old = text(get(region(before)));
        saveAHand();
        String after = version();
        assertThat(after).isNotEqualTo(before);

        HttpResponse<byte[]> stale = get(region(before));

        assertThat(stale.statusCode()).isEqualTo(302);
        assertThat(header(stale, "Cache-Control")).isEqualTo("public, max-age=1");
        assertThat(stale.body()).isEmpty();
        String location = header(stale, "Location");
        assertThat(location).contains("at=" + after.replace("/", "%2F")).contains("region=1").contains("hl=en");
        HttpResponse<byte[]> moved = get(location);
        assertThat(moved.statusCode()).isEqualTo(200);
        assertThat(header(moved, "Cache-Control")).isEqualTo("public, max-age=31536000, immutable");
        assertThat(text(moved)).isNotEqualTo(old);
    }

    @Test
    void nothingSignedInOrSettingACookieIsEverPublic() {
        String v = version();
        Staff director = Staff.login(app, "director", "demo-director");

        for (String path : List.of("/tournaments/" + id + "/standings", region(v), "/tournaments/" + id + "/edit",
                "/tournaments/" + id + "/version", "/tournaments/" + id + "/sessions/1/live?region=1&at=" + v)) {
            Http.Response r = director.get(app, path);
            assertThat(r.status()).as(path).isEqualTo(200);
            assertThat(r.header("Cache-Control")).as(path).isEqualTo("private, no-store");
        }
        HttpResponse<byte[]> login = get("/login");
        assertThat(login.headers().allValues("Set-Cookie")).isNotEmpty();
        assertThat(header(login, "Cache-Control")).isEqualTo("private, no-store");
    }

    private void saveAHand() {
        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        List<Seating> seats = app.parts().draws().seatings(id)
                .stream().filter(s -> s.session() == 1 && s.table() == 5).toList();
        String base = "/tournaments/" + id + "/sessions/1/tables/5";
        String sheetVersion = scorekeeper.get(app, base + "/sheet").html().selectFirst("input[name=version]").val();
        var saved = scorekeeper.post(app, base + "/hands", Map.of("number", "1", "version", sheetVersion,
                "requestId", "cache-in-front-1", "result", "WIN", "winner", String.valueOf(seats.get(0).playerId()),
                "discarder", String.valueOf(seats.get(1).playerId()), "fanPoints", "40"));
        assertThat(saved.status()).isEqualTo(302);
    }
}
