package org.mahjongresults.web.draw;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The draw, a session's page and its table cards are published to spectators like the standings (issue 30): kept
 * bytes with an ETag, the same for every spectator until the draw changes, and never carrying another request's
 * Host header.
 */
class PublishedDrawRouteTest {

    private static TestApp app;
    private static long id;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        id = app.demoTournamentId();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void theDrawIsKeptOncePerDrawVersionAndAnsweredWithItsETag() {
        Http.Response first = new Http().get(app.url("/tournaments/" + id + "/draw"));
        Http.Response second = new Http().get(app.url("/tournaments/" + id + "/draw"));
        assertThat(first.status()).isEqualTo(200);
        assertThat(first.header("ETag")).as("a kept page").isNotBlank().isEqualTo(second.header("ETag"));
        assertThat(second.body()).isEqualTo(first.body());
        assertThat(new Http().get(app.url("/tournaments/" + id + "/draw"), "If-None-Match", first.header("ETag"))
                .status()).isEqualTo(304);
        for (String page : new String[] {"/sessions/1", "/sessions/1/cards"}) {
            Http.Response a = new Http().get(app.url("/tournaments/" + id + page));
            assertThat(a.status()).isEqualTo(200);
            assertThat(new Http().get(app.url("/tournaments/" + id + page)).header("ETag"))
                    .isNotBlank().isEqualTo(a.header("ETag"));
        }
    }

    @Test
    void staffStillGetTheirOwnDrawWithItsControls() {
        Staff director = Staff.login(app, "director", "demo-director");
        assertThat(director.get(app, "/tournaments/" + id + "/draw").header("ETag")).isNull();
    }

    @Test
    void aPlayersNewNameIsOnTheDirectorsDrawAtOnceThoughTheDrawsTablesAreKept() {
        Staff director = Staff.login(app, "director", "demo-director");
        assertThat(director.get(app, "/tournaments/" + id + "/draw").status()).isEqualTo(200);
        var players = app.parts().tournaments();
        var p = players.players(id).get(0);
        // A player's name changes the results version, not the tournament's: the kept tables are named by their rows.
        players.updatePlayer(org.mahjongresults.db.Actor.SYSTEM, new org.mahjongresults.db.tournament.Player(p.id(),
                p.tournamentId(), p.entryNumber(), "Renamed Player", p.nativeName(), p.country(), p.teamId(),
                p.emaId(), p.status(), p.replacesPlayerId(), p.lastSession(), p.familyName(), p.givenName()));
        assertThat(director.get(app, "/tournaments/" + id + "/draw").body()).contains("Renamed Player");
        assertThat(director.get(app, "/tournaments/" + id + "/draw/players").body()).contains("Renamed Player");
        assertThat(director.get(app, "/tournaments/" + id + "/sessions/1/cards").body()).contains("Renamed Player");
    }

    @Test
    void aForgedHostNeverReachesAnotherSpectatorsTableCards() throws Exception {
        // Links and QR codes come from the public address, never from the request (PublicAddress): not even the
        // forger's own answer carries the forged host.
        String forged = raw("/tournaments/" + id + "/sessions/1/cards", "phish.example");
        assertThat(forged).startsWith("HTTP/1.1 200").doesNotContain("phish.example");
        for (int i = 0; i < 2; i++) {
            String honest = new Http().get(app.url("/tournaments/" + id + "/sessions/1/cards")).body();
            assertThat(honest).doesNotContain("phish.example");
            assertThat(new Http().get(app.url("/tournaments/" + id + "/sessions/1")).body())
                    .doesNotContain("phish.example");
        }
    }

    /**
     * Issue 39: a session's cards are kept per table and sent as parts. One table's card changes (a player of it is
     * renamed) and a hand starts the session (the page's shape changes): the spectator's page, plain and gzip, has that
     * card as it is now, and every other card as it was.
     */
    @Test
    void aSpectatorsCardsHaveTheOneTablesCardThatChangedAfterAHand() throws Exception {
        try (TestApp own = TestApp.startWithDemo()) {
            long t = own.demoTournamentId();
            String cardsUrl = own.url("/tournaments/" + t + "/sessions/1/cards");
            org.jsoup.select.Elements before = cardsOf(own, cardsUrl);
            String name = before.get(0).selectFirst(".table-card__seats strong").text();
            var players = own.parts().tournaments();
            var p = players.players(t).stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
            players.updatePlayer(org.mahjongresults.db.Actor.SYSTEM, new org.mahjongresults.db.tournament.Player(
                    p.id(), p.tournamentId(), p.entryNumber(), "Renamed Player", p.nativeName(), p.country(),
                    p.teamId(), p.emaId(), p.status(), p.replacesPlayerId(), p.lastSession(), p.familyName(),
                    p.givenName()));

            Staff director = Staff.login(own, "director", "demo-director");
            String sheet = "/tournaments/" + t + "/sessions/1/tables/2";
            org.jsoup.nodes.Document form = director.get(own, sheet + "/sheet?lang=en").html();
            java.util.List<String> seats = form.select("#winner option[value~=\\d+]").eachAttr("value");
            assertThat(director.post(own, sheet + "/hands", java.util.Map.of("number",
                    form.selectFirst("input[name=number]").val(), "version", form.selectFirst("input[name=version]")
                    .val(), "requestId", "cards-" + System.nanoTime(), "result", "WIN", "winner", seats.get(0),
                    "discarder", seats.get(1), "fanPoints", "8")).status()).isEqualTo(302);

            org.jsoup.select.Elements after = cardsOf(own, cardsUrl);
            assertThat(after).hasSameSizeAs(before);
            assertThat(after.get(0).text()).as("the card that changed, as it is now").contains("Renamed Player")
                    .doesNotContain(name);
            for (int i = 1; i < before.size(); i++) {
                assertThat(after.get(i).outerHtml()).as("card " + (i + 1) + " as it was")
                        .isEqualTo(before.get(i).outerHtml());
            }
        }
    }

    /** A spectator's table cards, read from the gzip answer after checking that it says the same as the plain one. */
    private static org.jsoup.select.Elements cardsOf(TestApp own, String url) throws Exception {
        var gzip = Http.bytes(url, "Accept-Encoding", "gzip");
        var plain = Http.bytes(url);
        assertThat(gzip.statusCode()).isEqualTo(200);
        assertThat(gzip.headers().firstValue("Content-Encoding")).hasValue("gzip");
        assertThat(gzip.headers().firstValue("ETag")).as("a published copy").isPresent();
        String unzipped;
        try (var in = new java.util.zip.GZIPInputStream(new java.io.ByteArrayInputStream(gzip.body()))) {
            unzipped = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        assertThat(unzipped).isEqualTo(new String(plain.body(), StandardCharsets.UTF_8));
        return org.jsoup.Jsoup.parse(unzipped).select("article.table-card");
    }

    /** A GET with a Host header of our choosing (the JDK's client will not send one), the whole answer as text. */
    private static String raw(String path, String host) throws Exception {
        URI base = URI.create(app.url("/"));
        try (Socket socket = new Socket(base.getHost(), base.getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: " + host + "\r\nConnection: close\r\n\r\n")
                    .getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            ByteArrayOutputStream answer = new ByteArrayOutputStream();
            in.transferTo(answer);
            return answer.toString(StandardCharsets.UTF_8);
        }
    }
}
