package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.hall.QrDecoding;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The public address (issue 29) and the forged {@code Host} header (issue 30): QR codes and absolute links come
 * from the configured address, never from a request's headers, so no header reaches a page kept for everyone.
 */
class PublicAddressRouteTest {

    private static final String[] FORGED = {"Host: phish.example", "X-Forwarded-Host: phish.example",
            "X-Forwarded-Proto: https", "Forwarded: host=phish.example;proto=https"};

    @Test
    void aForgedHostNeverReachesACachedPageOrItsQrCode() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long tid = app.demoTournamentId();
            Http anyone = new Http();
            String player = anyone.get(app.url("/tournaments/" + tid + "?lang=en")).html()
                    .selectFirst("a[href^=/tournaments/" + tid + "/players/]").attr("href");
            String session = "/tournaments/" + tid + "/sessions/1";
            List<String> pages = List.of(player + "?lang=en", player, session + "/cards?lang=en", session + "?lang=en",
                    "/tournaments/" + tid + "/screen", "/tournaments/" + tid + "/draw?lang=en",
                    "/tournaments/" + tid + "/standings?lang=en", "/tournaments/" + tid + "?lang=en");
            for (String page : pages) {
                // The forged request first, so that it is the one that renders the page into the cache.
                String forged = rawGet(app, page, FORGED);
                assertThat(forged).as("the forged request's own answer, " + page).doesNotContain("phish.example");
                Http.Response normal = anyone.get(app.url(page));
                assertThat(normal.status()).as(page).isEqualTo(200);
                assertThat(normal.body()).as(page).doesNotContain("phish.example");
                for (Element svg : normal.html().select("svg.qr")) {
                    String decoded = QrDecoding.decode(svg);
                    assertThat(decoded).as("a QR code of " + page).doesNotContain("phish.example");
                    assertThat(URI.create(decoded).getPath()).startsWith("/tournaments/" + tid);
                }
            }
            // The player page's code is drawn when this machine has an address a phone can open; never a dead one.
            assertThat(anyone.get(app.url(player + "?lang=en")).html().select(".next-table svg.qr"))
                    .hasSizeLessThanOrEqualTo(1);
        }
    }

    @Test
    void anAdministratorSetsThePublicAddressOnceAndEveryCodeLeadsThere() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long tid = app.demoTournamentId();
            app.parts().users()
                    .create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            Staff admin = Staff.login(app, "admin", "admin-password");
            // First run: every staff page says where codes lead and why that is risky; the admin page asks.
            Http.Response users = admin.get(app, "/admin/users?lang=en");
            assertThat(users.html().select(".notice--warn").text()).contains("No public address is set");
            assertThat(users.html().select(".notice--warn a[href=/admin/site]")).hasSize(1);
            Http.Response site = admin.get(app, "/admin/site?lang=en");
            assertThat(site.html().select("p.notice").text()).contains("forged address");

            Http.Response bad = admin.post(app, "/admin/site/public-url?lang=en",
                    Map.of("publicUrl", "javascript:alert(1)"));
            assertThat(bad.status()).isEqualTo(422);
            assertThat(bad.html().selectFirst("#publicUrl").val()).isEqualTo("javascript:alert(1)");
            assertThat(bad.html().select("#publicUrl-error").text()).contains("http or https");

            Http.Response saved = admin.post(app, "/admin/site/public-url",
                    Map.of("publicUrl", "https://Results.Example.org/"));
            assertThat(saved.status()).isEqualTo(302);
            // No visible warning left (the offline banner is always there, hidden until a live page loses the network).
            assertThat(admin.get(app, "/admin/users?lang=en").html().select(".notice--warn:not([hidden])")).isEmpty();

            Http anyone = new Http();
            String cards = "/tournaments/" + tid + "/sessions/1/cards?lang=en";
            Element svg = anyone.get(app.url(cards)).html().select("article.table-card").get(0).selectFirst("svg.qr");
            assertThat(QrDecoding.decode(svg)).isEqualTo(
                    "https://results.example.org/tournaments/" + tid + "/sessions/1/tables/1/sheet");
            Element screen = anyone.get(app.url("/tournaments/" + tid + "/screen")).html()
                    .selectFirst(".screen__foot svg.qr");
            assertThat(QrDecoding.decode(screen)).isEqualTo("https://results.example.org/tournaments/" + tid);

            // Only an administrator may set it.
            Staff director = Staff.login(app, "director", "demo-director");
            assertThat(director.post(app, "/admin/site/public-url", Map.of("publicUrl", "https://evil.example"))
                    .status()).isEqualTo(403);
            assertThat(director.get(app, "/tournaments/" + tid + "?lang=en").html().select(".notice--warn:not([hidden])"))
                    .isEmpty();
        }
    }

    @Test
    void publicUrlFromTheEnvironmentFixesTheAddress() throws Exception {
        AppConfig config = AppConfig.fromEnvironment(Map.of("PORT", "0", "PUBLIC_URL", "https://mahjong.example.net"));
        assertThat(config.publicUrl()).isEqualTo("https://mahjong.example.net");
        try (TestApp app = TestApp.start(TestDatabase.freshConfig(), true, Clock.systemUTC(),
                TestApp.CONFIG.withPublicUrl(config.publicUrl()))) {
            long tid = app.demoTournamentId();
            String page = "/tournaments/" + tid + "/sessions/1/cards?lang=en";
            String forged = rawGet(app, page, FORGED);
            Element svg = Jsoup.parse(forged.substring(forged.indexOf("\r\n\r\n")))
                    .select("article.table-card").get(1).selectFirst("svg.qr");
            assertThat(QrDecoding.decode(svg)).isEqualTo(
                    "https://mahjong.example.net/tournaments/" + tid + "/sessions/1/tables/2/sheet");
        }
    }

    @Test
    void onlyHttpAddressesWithAHostAreAccepted() {
        assertThat(PublicAddress.normalise("https://results.example.org/")).contains("https://results.example.org");
        assertThat(PublicAddress.normalise("http://10.0.0.5:7070/mahjong/")).contains("http://10.0.0.5:7070/mahjong");
        assertThat(PublicAddress.normalise("ftp://results.example.org")).isEmpty();
        assertThat(PublicAddress.normalise("https://results.example.org/?q=1")).isEmpty();
        assertThat(PublicAddress.normalise("https://user@results.example.org")).isEmpty();
        assertThat(PublicAddress.normalise("results.example.org")).isEmpty();
        assertThat(PublicAddress.normalise(" ")).isEmpty();
    }

    /** A GET written by hand, so that the Host header (which Java's HTTP client sets itself) is the forged one. */
    static String rawGet(TestApp app, String path, String... headers) throws IOException {
        URI base = URI.create(app.url("/"));
        try (Socket s = new Socket(base.getHost(), base.getPort())) {
            OutputStream out = s.getOutputStream();
            StringBuilder request = new StringBuilder("GET " + path + " HTTP/1.1\r\n");
            for (String h : headers) {
                request.append(h).append("\r\n");
            }
            request.append("Connection: close\r\n\r\n");
            out.write(request.toString().getBytes(StandardCharsets.ISO_8859_1));
            out.flush();
            InputStream in = s.getInputStream();
            ByteArrayOutputStream body = new ByteArrayOutputStream();
            in.transferTo(body);
            return body.toString(StandardCharsets.UTF_8);
        }
    }
}
