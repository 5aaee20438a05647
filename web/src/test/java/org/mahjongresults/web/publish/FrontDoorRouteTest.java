package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Spectators' cached pages answered ahead of the website (FrontDoor, issue 13): the same bytes and header lines as
 * the website's own answer, never a page older than the website would give, and never to staff, another language or
 * a request with a query.
 */
class FrontDoorRouteTest {

    private TestApp app;
    private long id;

    @BeforeEach
    void start() {
        // A clock that stands still unless the test moves it: the spectators' snapshot stays fresh between two
        // requests however slow the machine is, and goes stale only when the test says so.
        app = TestApp.start(true, SettableClock.at(java.time.Instant.now()));
        id = app.demoTournamentId();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private HttpResponse<byte[]> get(String path, String... headers) {
        return Http.bytes(app.url(path), headers);
    }

    private String standings() {
        return "/tournaments/" + id + "/standings";
    }

    @Test
    void aPageAskedForAgainIsAnsweredAtTheFrontDoorWithTheWebsitesBytesAndHeaders() throws Exception {
        HttpResponse<byte[]> website = get(standings(), "Accept-Encoding", "gzip");
        long before = answered();
        HttpResponse<byte[]> door = get(standings(), "Accept-Encoding", "gzip");

        assertThat(answered()).isEqualTo(before + 1);
        assertThat(door.statusCode()).isEqualTo(200);
        assertThat(door.body()).isEqualTo(website.body());
        for (String name : List.of("ETag", "Content-Encoding", "Cache-Control", "Vary", "Content-Security-Policy",
                "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy", "Content-Type", "Content-Length")) {
            assertThat(door.headers().allValues(name)).as(name).isEqualTo(website.headers().allValues(name));
        }
        HttpResponse<byte[]> plain = get(standings());
        assertThat(plain.headers().firstValue("Content-Encoding")).isEmpty();
        assertThat(plain.headers().firstValue("ETag").orElseThrow()).doesNotEndWith("-gz\"");
        assertThat(new String(plain.body(), java.nio.charset.StandardCharsets.UTF_8)).contains("table class=\"data standings");

        HttpResponse<byte[]> revalidated = get(standings(), "Accept-Encoding", "gzip",
                "If-None-Match", website.headers().firstValue("ETag").orElseThrow());
        assertThat(revalidated.statusCode()).isEqualTo(304);
        assertThat(revalidated.body()).isEmpty();
        assertThat(answered()).isEqualTo(before + 3);
    }

    @Test
    void aHandSavedThroughTheWebsiteIsOnTheVeryNextPage() throws Exception {
        get(standings());
        HttpResponse<byte[]> first = get(standings());
        assertThat(answered()).isPositive();

        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        List<Seating> seats = app.parts().draws().seatings(id)
                .stream().filter(s -> s.session() == 1 && s.table() == 5).toList();
        String base = "/tournaments/" + id + "/sessions/1/tables/5";
        String version = scorekeeper.get(app, base + "/sheet").html().selectFirst("input[name=version]").val();
        var saved = scorekeeper.post(app, base + "/hands", Map.of("number", "1", "version", version,
                "requestId", "front-door-1", "result", "WIN", "winner", String.valueOf(seats.get(0).playerId()),
                "discarder", String.valueOf(seats.get(1).playerId()), "fanPoints", "40"));
        assertThat(saved.status()).isEqualTo(302);

        HttpResponse<byte[]> next = get(standings());
        assertThat(next.headers().firstValue("ETag")).isNotEqualTo(first.headers().firstValue("ETag"));
        assertThat(next.body()).isNotEqualTo(first.body());
    }

    @Test
    void staffOtherLanguagesAndRequestsWithAQueryGoTheWholeWay() throws Exception {
        get(standings());
        get(standings());
        long answered = answered();

        Staff director = Staff.login(app, "director", "demo-director");
        assertThat(director.get(app, standings()).body()).as("the director's own page, with the settings tab")
                .contains("/tournaments/" + id + "/edit");
        String japanese = new String(get(standings(), "Cookie", "lang=ja").body(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(japanese).contains("<html lang=\"ja\"");
        String chinese = new String(get(standings(), "Accept-Language", "zh-CN,zh;q=0.9").body(),
                java.nio.charset.StandardCharsets.UTF_8);
        assertThat(chinese).contains("<html lang=\"zh\"");
        get(standings() + "?all=1");
        get(standings() + "?all=1");
        assertThat(answered()).as("none of these was answered at the front door")
                .isEqualTo(answered);

        // Each language learns its own page: the second Japanese request is answered, in Japanese.
        String again = new String(get(standings(), "Cookie", "lang=ja").body(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(again).contains("<html lang=\"ja\"");
        assertThat(answered()).isEqualTo(answered + 1);
    }

    @Test
    void standingsHiddenBehindTheWebsitesBackAreHiddenFromTheFrontDoorToo() throws Exception {
        get(standings());
        get(standings());
        var repo = app.parts().tournaments();
        repo.update(Actor.SYSTEM, repo.find(id).orElseThrow().withStandingsVisible(false));
        // Another server's write: spectators' snapshot is at most a quarter of a second old.
        app.awaitSpectatorSnapshot();

        String hidden = new String(get(standings()).body(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(hidden).doesNotContain("table class=\"data standings");
        assertThat(new String(get(standings()).body(), java.nio.charset.StandardCharsets.UTF_8))
                .doesNotContain("table class=\"data standings");
    }

    private long answered() {
        return ((FrontDoor) app.frontDoor()).answered();
    }
}
