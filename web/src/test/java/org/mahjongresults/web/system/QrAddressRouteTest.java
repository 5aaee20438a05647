package org.mahjongresults.web.system;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.time.Clock;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.hall.QrDecoding;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Addresses a phone can open (issue 37): no QR code on any page, public or staff, decodes to this machine's loopback,
 * whatever the public address is; without one, staff are told so in a line or two.
 */
class QrAddressRouteTest {

    /** Every page that draws QR codes: the player's page, table cards, draw, screen, check-in cards, standings. */
    private static List<String> pages(TestApp app) {
        long tid = app.demoTournamentId();
        String player = new Http().get(app.url("/tournaments/" + tid + "?lang=en")).html()
                .selectFirst("a[href^=/tournaments/" + tid + "/players/]").attr("href");
        String session = "/tournaments/" + tid + "/sessions/1";
        return List.of(player + "?lang=en", session + "/cards?lang=en", session + "?lang=en",
                "/tournaments/" + tid + "/draw?lang=en", "/tournaments/" + tid + "/screen?lang=en",
                session + "/checkin/cards?lang=en", "/tournaments/" + tid + "/standings?lang=en",
                "/tournaments/" + tid + "?lang=en");
    }

    /** The QR codes of every page, decoded, as the director sees them. */
    private static List<String> decodedCodes(TestApp app) throws Exception {
        Staff director = Staff.login(app, "director", "demo-director");
        List<String> decoded = new java.util.ArrayList<>();
        for (String page : pages(app)) {
            Http.Response r = director.get(app, page);
            assertThat(r.status()).as(page).isEqualTo(200);
            for (Element svg : r.html().select("svg.qr")) {
                decoded.add(QrDecoding.decode(svg));
            }
        }
        return decoded;
    }

    @Test
    void withoutAPublicAddressNoQrCodeDecodesToALoopbackAddress() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            List<String> decoded = decodedCodes(app);
            assertThat(decoded).allSatisfy(url -> assertThat(PublicAddress.reachableByPhones(url)).as(url).isTrue());
            Document staffPage = Staff.login(app, "director", "demo-director")
                    .get(app, "/tournaments/" + app.demoTournamentId() + "?lang=en").html();
            String notice = staffPage.select(".address-notice").text();
            assertThat(notice).startsWith("No public address is set").doesNotContain("this machine's network address");
            if (notice.contains("left out")) {
                assertThat(decoded).as("this machine has only its loopback: no code at all").isEmpty();
            }
        }
    }

    @Test
    void aLoopbackPublicAddressDrawsNoCodeAndPutsNoLoopbackOnTheScreen() throws Exception {
        try (TestApp app = TestApp.start(TestDatabase.freshConfig(), true, Clock.systemUTC(),
                TestApp.CONFIG.withPublicUrl("http://127.0.0.1:7070"))) {
            assertThat(decodedCodes(app)).isEmpty();
            assertThat(new Http().get(app.url("/tournaments/" + app.demoTournamentId() + "/screen")).body())
                    .doesNotContain("127.0.0.1:7070");
        }
    }

    @Test
    void aPublicAddressPhonesReachIsEncodedOnEveryPage() throws Exception {
        try (TestApp app = TestApp.start(TestDatabase.freshConfig(), true, Clock.systemUTC(),
                TestApp.CONFIG.withPublicUrl("https://results.venue.example"))) {
            List<String> decoded = decodedCodes(app);
            // The player's page, 8 table cards, the screen, 32 check-in cards at least.
            assertThat(decoded).hasSizeGreaterThan(40)
                    .allSatisfy(url -> assertThat(URI.create(url).getHost()).isEqualTo("results.venue.example"));
        }
    }

    @Test
    void loopbackAddressesAreToldApartByTheirTextAlone() {
        for (String dead : List.of("http://localhost:7070/t", "http://LOCALHOST/", "http://127.0.0.1:7070",
                "http://127.8.9.10/x", "http://[::1]:7070/", "http://0.0.0.0:7070", "http://app.localhost/",
                "not a url", "")) {
            assertThat(PublicAddress.reachableByPhones(dead)).as(dead).isFalse();
        }
        for (String live : List.of("https://results.example.org/t/1", "http://192.168.1.20:7070",
                "http://10.0.0.5", "http://[fd00::2]:7070/", "http://192.0.2.2:7070", "http://localhost.example.org")) {
            assertThat(PublicAddress.reachableByPhones(live)).as(live).isTrue();
        }
    }
}
