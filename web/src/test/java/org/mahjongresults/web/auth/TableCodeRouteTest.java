package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.hall.QrDecoding;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A scorekeeper's phone signs in for one table's sheet with the table's sign-in code (issue 39 item 3): the director
 * prints the codes; the phone scans one and presses the button, without a password; it may enter that table's hands
 * and no other's; a code signs in once; a revoked code signs nobody in and signs its phone out.
 */
class TableCodeRouteTest {

    private static final int SESSION = 1;
    /** A public address phones can open: without one, this machine's loopback gets no QR codes (issue 37). */
    private static final String VENUE = "http://results.venue.example";

    private static String base(TestApp app) {
        return "/tournaments/" + app.demoTournamentId() + "/sessions/" + SESSION;
    }

    /** The sign-in paths on the director's printed page, by table number, read from the QR codes as a phone would. */
    private static Map<Integer, String> printedCodes(TestApp app, Staff director) throws Exception {
        Http.Response page = director.get(app, base(app) + "/signin-codes?lang=en");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.header("Cache-Control")).isEqualTo("no-store");
        Map<Integer, String> out = new HashMap<>();
        for (Element card : page.html().select(".signin-card")) {
            String title = card.selectFirst("h2").text(); // "Session 1 · Table 4"
            int table = Integer.parseInt(title.substring(title.lastIndexOf(' ') + 1));
            String url = QrDecoding.decode(card.selectFirst("svg"));
            out.put(table, url.substring(url.indexOf("/table-signin/")));
        }
        return out;
    }

    /**
     * A phone scans a code's path: the page, then its button; the answer to the button, or the page's own answer
     * when it refuses the code already (no button).
     */
    private static Http.Response scan(TestApp app, Http phone, String path) {
        Http.Response page = phone.get(app.url(path + "?lang=en"));
        if (page.status() != 200) {
            return page;
        }
        return press(app, phone, path, page);
    }

    private static Http.Response press(TestApp app, Http phone, String path, Http.Response page) {
        String csrf = page.html().selectFirst("form input[name=_csrf]").val();
        return phone.post(app.url(path + "?lang=en"), Map.of("_csrf", csrf));
    }

    /** The form token of the phone's session, from its own table's sheet (empty when it has no form there). */
    private static String csrf(TestApp app, Http phone) {
        Element input = phone.get(app.url(base(app) + "/tables/1/sheet")).html().selectFirst("input[name=_csrf]");
        return input == null ? "" : input.val();
    }

    /**
     * Enters one hand on a table's sheet with the phone's form token, as the table's form says (number, version,
     * players) when the phone is shown one; the POST's status.
     */
    private static int enterHand(TestApp app, Http phone, int table, String csrf) {
        String sheet = base(app) + "/tables/" + table;
        Document form = phone.get(app.url(sheet + "/sheet?lang=en")).html();
        Element number = form.selectFirst("input[name=number]");
        Map<String, String> hand = new HashMap<>(Map.of("_csrf", csrf, "requestId",
                "code-" + table + "-" + System.nanoTime(), "result", "WIN", "fanPoints", "8"));
        if (number != null) {
            List<String> players = form.select("#winner option[value~=\\d+]").eachAttr("value");
            hand.put("number", number.val());
            hand.put("version", form.selectFirst("input[name=version]").val());
            hand.put("winner", players.get(0));
            hand.put("discarder", players.get(1));
        }
        return phone.post(app.url(sheet + "/hands"), hand).status();
    }

    @Test
    void aPhoneSignsInWithItsTablesCodeOnceAndKeepsThatTableOnly() throws Exception {
        try (TestApp app = TestApp.start(org.mahjongresults.db.testing.TestDatabase.freshConfig(), true,
                Clock.systemUTC(), TestApp.CONFIG.withPublicUrl(VENUE))) {
            Staff director = Staff.login(app, "director", "demo-director");
            Map<Integer, String> codes = printedCodes(app, director);
            assertThat(codes).containsKeys(1, 2, 3);
            assertThat(codes.values()).doesNotHaveDuplicates();
            assertThat(printedCodes(app, director)).as("printed again: the same unused codes").isEqualTo(codes);

            // Only the director finds the codes.
            assertThat(new Http().get(app.url(base(app) + "/signin-codes")).status()).as("sent to sign in")
                    .isEqualTo(302);
            assertThat(Staff.login(app, "referee", "demo-referee").get(app, base(app) + "/signin-codes").status())
                    .isEqualTo(403);

            // The scorekeeper's phone: the page uses nothing up, the button signs in, with a cookie for the day.
            Http phone = new Http();
            assertThat(phone.get(app.url(codes.get(1))).status()).isEqualTo(200);
            Http.Response signedIn = scan(app, phone, codes.get(1));
            assertThat(signedIn.status()).isEqualTo(302);
            assertThat(signedIn.header("Location")).isEqualTo(base(app) + "/tables/1/sheet");
            assertThat(signedIn.headers().allValues("Set-Cookie")).anyMatch(c -> c.startsWith(WebSessions.COOKIE + "=")
                    && c.contains("Max-Age=" + WebSessions.TABLE_SESSION.toSeconds()));
            assertThat(phone.get(app.url(base(app) + "/tables/1/sheet?lang=en")).html().select(".flash").text())
                    .contains("This phone keeps the sheet of table 1.");

            String csrf = csrf(app, phone);
            assertThat(csrf).as("its table's sheet has the form").isNotEmpty();
            assertThat(enterHand(app, phone, 1, csrf)).as("its own table").isEqualTo(302);
            assertThat(enterHand(app, phone, 2, csrf)).as("another table, with its token").isEqualTo(403);
            assertThat(phone.get(app.url(base(app) + "/checkin/cards")).status())
                    .as("no staff page").isIn(302, 403);

            // Once: a second phone with the same code is refused, and says what to do.
            Http.Response again = scan(app, new Http(), codes.get(1));
            assertThat(again.status()).isEqualTo(410);
            assertThat(again.html().select(".errors").text()).contains("has been used already");
            // Two phones on one code's page: the first to press signs in, the other is told the code is used.
            Http first = new Http();
            Http second = new Http();
            Http.Response firstPage = first.get(app.url(codes.get(3) + "?lang=en"));
            Http.Response secondPage = second.get(app.url(codes.get(3) + "?lang=en"));
            assertThat(press(app, first, codes.get(3), firstPage).status()).isEqualTo(302);
            Http.Response late = press(app, second, codes.get(3), secondPage);
            assertThat(late.status()).isEqualTo(410);
            assertThat(late.html().select(".errors").text()).contains("has been used already");

            // A mistyped table number revokes nothing (it is not "every table").
            assertThat(director.post(app, base(app) + "/signin-codes/revoke", Map.of("table", "4a")).status())
                    .isEqualTo(302);
            assertThat(printedCodes(app, director).get(2)).isEqualTo(codes.get(2));
            assertThat(enterHand(app, phone, 1, csrf)).as("still signed in").isEqualTo(302);

            // Revoked: the phone is signed out at once, and the table gets a new code to print.
            assertThat(director.post(app, base(app) + "/signin-codes/revoke", Map.of("table", "1")).status())
                    .isEqualTo(302);
            assertThat(enterHand(app, phone, 1, csrf)).as("signed out").isEqualTo(403);
            Map<Integer, String> reprinted = printedCodes(app, director);
            assertThat(reprinted.get(1)).isNotEqualTo(codes.get(1));
            assertThat(reprinted.get(2)).isEqualTo(codes.get(2));
            Http.Response revoked = scan(app, new Http(), codes.get(1));
            assertThat(revoked.status()).isEqualTo(410);
            assertThat(scan(app, new Http(), reprinted.get(1)).status()).as("the new code").isEqualTo(302);
        }
    }

    @Test
    void aCodeNobodyWasGivenSignsNobodyIn() {
        try (TestApp app = TestApp.start(true, Clock.systemUTC())) {
            Http phone = new Http();
            Http.Response refused = scan(app, phone, "/table-signin/not-a-code");
            assertThat(refused.status()).isEqualTo(404);
            assertThat(refused.html().select(".errors").text()).contains("This is not a sign-in code");
            assertThat(enterHand(app, phone, 1, csrf(app, phone))).isEqualTo(403);
        }
    }
}
