package org.mahjongresults.web.live;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A session's open live page on a phone, in Chinese, takes each saved hand's table card from the live event itself,
 * in its own language (issue 39): it fetches nothing, and ends showing what a fresh visitor gets.
 */
@Slow
class LiveSessionBrowserTest {

    /** The page's cards and heading against a fresh fetch of the region, as HTML after the same parsing. */
    private static final String COMPARE = """
            var done = arguments[arguments.length - 1];
            fetch(arguments[0], {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (html) {
                var fresh = new DOMParser().parseFromString("<div>" + html + "</div>", "text/html").body.firstChild;
                var shown = document.getElementById("live-region");
                var cards = function (root) {
                    return Array.prototype.map.call(root.querySelectorAll("article.live-table"),
                        function (a) { return a.outerHTML; }).join("");
                };
                done({
                    same: cards(fresh) === cards(shown),
                    heading: shown.querySelector("h2").textContent,
                    freshHeading: fresh.querySelector("h2").textContent,
                    card: shown.querySelector("#table-2").textContent
                });
            }).catch(function (e) { done({error: String(e)}); });
            """;

    @Test
    void anOpenLivePageTakesEachHandsCardFromTheEventInItsLanguage() {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            List<Seating> session1 = app.parts().draws().seatings(id).stream().filter(s -> s.session() == 1).toList();
            ChromeDriver browser = Browser.phone();
            try {
                browser.get(app.url("/tournaments/" + id + "/sessions/1/live?lang=zh"));
                new WebDriverWait(browser, Duration.ofSeconds(20), Browser.POLL).until(d -> browser.executeScript(
                        "return document.documentElement.classList.contains('is-live');"));
                browser.executeScript("performance.clearResourceTimings();");
                String region = "/tournaments/" + id + "/sessions/1/live?region=1&lang=zh";
                int[] handsAt = new int[9];
                int[][] rounds = {{2}, {2, 3}, {2, 5, 6}};
                for (int[] tables : rounds) {
                    for (int table : tables) {
                        handsAt[table]++;
                        enterWin(app, scorekeeper, id, table, handsAt[table], session1);
                    }
                    int played = handsAt[2];
                    Map<?, ?> state = new WebDriverWait(browser, Duration.ofSeconds(20), Browser.POLL).until(d -> {
                        Map<?, ?> s = (Map<?, ?>) browser.executeAsyncScript(COMPARE, region);
                        return s.get("error") == null && Boolean.TRUE.equals(s.get("same")) ? s : null;
                    });
                    assertThat(state.get("card").toString()).as("table 2's card, in Chinese")
                            .contains("第2桌").contains("已打" + played + "盘");
                    assertThat(state.get("heading")).isEqualTo(state.get("freshHeading"));
                }
                // The comparisons above ask with lang=zh; the page's own fetches would not.
                Object fetched = browser.executeScript("return performance.getEntriesByType('resource')"
                        + ".filter(function (e) { return e.name.indexOf('region=1') >= 0"
                        + " && e.name.indexOf('lang=zh') < 0; }).map(function (e) { return e.name; }).join(' ');");
                assertThat(fetched.toString()).as("the page fetched its region; the events carry the cards").isEmpty();
                Browser.screenshot(browser, "live-session-carried-zh");
            } finally {
                browser.quit();
            }
        }
    }

    /** Hand {@code number} at a table of session 1: East wins on South's discard. */
    private static void enterWin(TestApp app, Staff staff, long id, int table, int number, List<Seating> session1) {
        List<Seating> seats = session1.stream().filter(s -> s.table() == table).toList();
        String base = "/tournaments/" + id + "/sessions/1/tables/" + table;
        String version = staff.get(app, base + "/sheet").html().selectFirst("input[name=version]").val();
        var response = staff.post(app, base + "/hands", Map.of("number", String.valueOf(number),
                "version", version, "requestId", UUID.randomUUID().toString(), "result", "WIN",
                "winner", String.valueOf(seats.get(0).playerId()),
                "discarder", String.valueOf(seats.get(1).playerId()), "fanPoints", "16"));
        assertThat(response.status()).as(response.body()).isEqualTo(302);
    }
}
