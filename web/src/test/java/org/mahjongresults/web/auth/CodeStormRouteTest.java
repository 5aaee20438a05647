package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.hall.QrDecoding;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A hall of scorekeepers scans its tables' codes at the same moment (issue 39 item 3): every one is signed in and
 * shown its table's sheet, none is answered 503, even on a database pool of two connections that gives up a wait
 * after a quarter of a second (the least HikariCP allows). Before the codes' requests took their turns, a storm of
 * 200 at the event's size had 47 of them, and the sheets opened after them, answered 503.
 */
@Slow
class CodeStormRouteTest {

    @Test
    void everyScorekeeperOfAStormIsSignedInAndShownTheSheet() throws Exception {
        DbConfig fresh = TestDatabase.freshConfig();
        DbConfig small = new DbConfig(fresh.url(), fresh.user(), fresh.password(), 2, Duration.ofMillis(250));
        try (TestApp app = TestApp.start(small, true, Clock.systemUTC(),
                TestApp.CONFIG.withPublicUrl("http://results.venue.example"))) {
            Staff director = Staff.login(app, "director", "demo-director");
            List<String> codes = new ArrayList<>();
            for (int session = 1; session <= 6; session++) {
                var page = director.get(app, "/tournaments/" + app.demoTournamentId() + "/sessions/" + session
                        + "/signin-codes?lang=en");
                for (Element card : page.html().select(".signin-card")) {
                    String url = QrDecoding.decode(card.selectFirst("svg"));
                    codes.add(url.substring(url.indexOf("/table-signin/")));
                }
            }
            assertThat(codes).hasSize(48);
            ExecutorService phones = Executors.newFixedThreadPool(codes.size());
            CountDownLatch together = new CountDownLatch(1);
            List<Future<String>> answers = new ArrayList<>();
            try {
                for (String code : codes) {
                    answers.add(phones.submit(() -> {
                        together.await();
                        Http phone = new Http();
                        Http.Response page = phone.get(app.url(code + "?lang=en"));
                        if (page.status() != 200) {
                            return "page " + page.status();
                        }
                        String csrf = page.html().selectFirst("form input[name=_csrf]").val();
                        Http.Response signedIn = phone.post(app.url(code + "?lang=en"), Map.of("_csrf", csrf));
                        if (signedIn.status() != 302) {
                            return "sign-in " + signedIn.status();
                        }
                        return "sheet " + phone.get(app.url(signedIn.header("Location"))).status();
                    }));
                }
                together.countDown();
                List<String> outcomes = new ArrayList<>();
                for (Future<String> answer : answers) {
                    outcomes.add(answer.get());
                }
                assertThat(outcomes).as("every phone signed in and shown its sheet").containsOnly("sheet 200");
            } finally {
                phones.shutdownNow();
            }
        }
    }
}
