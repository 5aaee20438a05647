package org.mahjongresults.web.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** The route cases of issue 14: redirects, the event stream, Jetty's own errors, bad text, staff messages. */
class RobustnessRouteTest {

    private static Http.Response login(TestApp app, Http http, String next) {
        return http.post(app.url("/login"), Map.of("username", "director", "password", "demo-director",
                "next", next, "_csrf", Staff.anonymousCsrf(app, http)));
    }

    @Test
    void afterSigningInOnlyAPathOnThisSiteIsFollowed() {
        try (TestApp app = TestApp.startWithDemo()) {
            for (String evil : new String[] {"/\t/evil.example/", "//evil.example/", "/\\evil.example/",
                    "https://evil.example/", "/\n/evil.example", " /evil", "/%09/evil.example/\u00a0",
                    "/\u3000/evil.example"}) {
                Http.Response r = login(app, new Http(), evil);
                assertThat(r.status()).as(evil).isEqualTo(302);
                assertThat(r.header("Location")).as(evil).isEqualTo("/");
            }
            Http.Response ok = login(app, new Http(), "/tournaments/" + app.demoTournamentId() + "/draw?lang=zh");
            assertThat(ok.header("Location")).isEqualTo("/tournaments/" + app.demoTournamentId() + "/draw?lang=zh");
            Http.Response form = new Http().get(app.url("/login?next=/%09/evil.example/"));
            assertThat(form.html().selectFirst("input[name=next]").val()).isEqualTo("/");
        }
    }

    @Test
    void theEventStreamOfAMissingTournamentOrOfADraftIsNotFound() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Tournament draft = app.parts().tournaments()
                    .create(Actor.SYSTEM, Tournament.newMcr("Hidden Draft"));
            HttpClient client = HttpClient.newHttpClient();
            for (String path : new String[] {"/tournaments/999999/events", "/tournaments/" + draft.id() + "/events",
                    "/tournaments/abc/events"}) {
                HttpResponse<String> r = client.send(HttpRequest.newBuilder(URI.create(app.url(path)))
                        .header("Accept", "text/event-stream").build(), HttpResponse.BodyHandlers.ofString());
                assertThat(r.statusCode()).as(path).isEqualTo(404);
                assertThat(r.body()).as(path).doesNotContain("hello");
            }
            HttpResponse<InputStream> open = client.send(HttpRequest.newBuilder(
                    URI.create(app.url("/tournaments/" + app.demoTournamentId() + "/events")))
                            .header("Accept", "text/event-stream").build(),
                    HttpResponse.BodyHandlers.ofInputStream());
            assertThat(open.statusCode()).isEqualTo(200);
            assertThat(open.headers().firstValue("Content-Type").orElse("")).startsWith("text/event-stream");
            open.body().close();
        }
    }

    @Test
    void jettysOwnErrorAnswersCarryTheSecurityHeaders() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            Http.Response r = new Http().get(app.url("/tournaments/%C3%28"));
            assertThat(r.status()).isEqualTo(400);
            assertThat(r.header("Content-Security-Policy")).contains("default-src 'self'");
            assertThat(r.header("X-Content-Type-Options")).isEqualTo("nosniff");
            assertThat(r.header("X-Frame-Options")).isEqualTo("DENY");
            assertThat(r.body()).doesNotContain("Exception").doesNotContain("at org.");

            // A request Jetty's parser refuses outright (a control character in the request line).
            URI base = URI.create(app.url("/"));
            try (Socket socket = new Socket(base.getHost(), base.getPort())) {
                OutputStream out = socket.getOutputStream();
                out.write("GET /\u0001x HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
                socket.setSoTimeout(5_000);
                String answer = new String(socket.getInputStream().readNBytes(4096), StandardCharsets.ISO_8859_1);
                assertThat(answer).startsWith("HTTP/1.1 400");
                assertThat(answer).contains("Content-Security-Policy: default-src 'self'")
                        .contains("X-Content-Type-Options: nosniff").contains("X-Frame-Options: DENY");
            }
        }
    }

    @Test
    void nulAndControlCharactersGetTheFormAgainNeverAServerError() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http anonymous = new Http();
            Http.Response login = anonymous.post(app.url("/login?lang=en"), Map.of("username", "direc\u0000tor",
                    "password", "demo-director", "_csrf", Staff.anonymousCsrf(app, anonymous)));
            assertThat(login.status()).isEqualTo(422);
            assertThat(login.body()).contains("control characters");
            assertThat(login.html().selectFirst("#username").val()).isEqualTo("director");

            Staff director = Staff.login(app, "director", "demo-director");
            Http.Response created = director.post(app, "/tournaments?lang=en", Map.of("name", "Open\u0000 2026",
                    "ruleSet", "MCR", "sessionCount", "6"));
            assertThat(created.status()).isEqualTo(422);
            assertThat(created.body()).contains("control characters");

            long id = app.demoTournamentId();
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            String table = "/tournaments/" + id + "/sessions/1/tables/1";
            var players = scorekeeper.get(app, table + "/sheet").html().select("select[name=winner] option");
            String winner = players.get(1).attr("value");
            String discarder = players.get(2).attr("value");
            for (String flowers : new String[] {"\u0000", "\u0001", "\u0000\u0001", "9", "-1", "99999999999"}) {
                Map<String, String> hand = new HashMap<>(Map.of("number", "1", "version", "0", "requestId", "f",
                        "result", "WIN", "winner", winner, "discarder", discarder, "fanPoints", "8",
                        "flowers", flowers));
                Http.Response r = scorekeeper.post(app, table + "/hands?lang=en", hand);
                assertThat(r.status()).as("flowers %s", flowers.chars().boxed().toList()).isEqualTo(422);
            }
        }
    }

    @Test
    void whileTheDatabaseDoesNotAnswerEveryPageSaysSoWithinTwoSeconds() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            int pool = 5; // TestDatabase's pool size
            CountDownLatch release = new CountDownLatch(1);
            CountDownLatch held = new CountDownLatch(pool);
            ExecutorService holders = Executors.newFixedThreadPool(pool);
            try {
                for (int i = 0; i < pool; i++) {
                    holders.submit(() -> app.db().dsl().connection(c -> {
                        held.countDown();
                        release.await();
                    }));
                }
                assertThat(held.await(10, TimeUnit.SECONDS)).isTrue();
                for (String path : new String[] {"/?lang=en", "/tournaments/" + app.demoTournamentId() + "?lang=en",
                        "/login?lang=en", "/api/tournaments/" + app.demoTournamentId() + "/sessions/1/tables"}) {
                    Http.Response r = new Http().get(app.url(path));
                    assertThat(r.status()).as(path).isEqualTo(503);
                    if (!path.startsWith("/api/")) {
                        assertThat(r.html().select("h1").text()).as(path).isEqualTo("Please try again shortly");
                    }
                }
                // Within two seconds by the wait the pool gives a request, not by a stopwatch on a busy machine.
                assertThat(app.dbConfig().connectionTimeout()).isLessThan(Duration.ofSeconds(2));
            } finally {
                release.countDown();
                holders.shutdown();
            }
            assertThat(holders.awaitTermination(10, TimeUnit.SECONDS)).as("connections given back").isTrue();
            assertThat(new Http().get(app.url("/")).status()).as("recovered").isEqualTo(200);
        }
    }

    @Test
    void aDirectorIsShownOnlyTheTabsTheyMayOpenAndA403SaysWhoMay() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff director = Staff.login(app, "director", "demo-director");
            var page = director.get(app, "/tournaments/new?lang=en").html();
            assertThat(page.select("a[href=/admin/users]")).isEmpty();
            assertThat(page.select("a[href=/admin/audit]")).isEmpty();
            assertThat(page.select("a[href=/tournaments/new]")).isNotEmpty();
            for (String path : new String[] {"/admin/users?lang=en", "/admin/audit?lang=en"}) {
                Http.Response refused = director.get(app, path);
                assertThat(refused.status()).isEqualTo(403);
                assertThat(refused.body()).contains("Only the site").doesNotContain("Ask the tournament director");
            }
        }
    }

    @Test
    void publishingTheDrawOfADraftTournamentSaysWhatIsMissingAndWhere() {
        try (TestApp app = TestApp.startWithDemo()) {
            TournamentRepository tournaments = app.parts().tournaments();
            Tournament demo = tournaments.find(app.demoTournamentId()).orElseThrow();
            tournaments.update(Actor.SYSTEM, demo.withStatus(TournamentStatus.DRAFT));
            Staff director = Staff.login(app, "director", "demo-director");
            Http.Response r = director.post(app, "/tournaments/" + demo.id() + "/draw/publish?lang=en", Map.of());
            assertThat(r.status()).isEqualTo(302);
            String flash = director.get(app, "/tournaments/" + demo.id() + "/draw?lang=en").body();
            assertThat(flash).contains("still a Draft").contains("Settings");
            assertThat(new Http().get(app.url("/tournaments/" + demo.id() + "/draw")).status()).isEqualTo(404);
        }
    }
}
