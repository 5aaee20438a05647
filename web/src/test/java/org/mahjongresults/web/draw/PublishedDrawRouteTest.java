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
