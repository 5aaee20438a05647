package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Behind a cache (CACHE_IN_FRONT, issue 39) an open standings page opens no event stream: static/js/live.js polls the
 * version document and takes its region at the new version's address, so a saved hand reaches it all the same.
 */
@Slow
class CacheInFrontBrowserTest {

    private static final String TABLE_VERSION = "var t = document.querySelector('table.standings');"
            + " return t === null ? null : t.getAttribute('data-v');";

    @Test
    void anOpenPageBehindACachePollsTheVersionAndShowsTheNewHand() {
        try (TestApp app = TestApp.start(TestDatabase.freshConfig(), true, Clock.systemUTC(),
                TestApp.CONFIG.withCacheInFront(true))) {
            long id = app.demoTournamentId();
            ChromeDriver browser = Browser.phone();
            try {
                browser.get(app.url("/tournaments/" + id + "/standings"));
                WebDriverWait wait = new WebDriverWait(browser, Duration.ofSeconds(20), Browser.POLL);
                // The first answer of the version document already has the region fetched at its address.
                wait.until(d -> browser.executeScript("return document.getElementById('live-region')"
                        + ".getAttribute('data-updated');") != null);

                saveAHand(app, id);
                String saved = new String(Http.bytes(app.url("/tournaments/" + id + "/version")).body(),
                        StandardCharsets.UTF_8).replaceAll(".*\"v\":\"([^\"]+)\".*", "$1");

                wait.until(d -> saved.equals(browser.executeScript(TABLE_VERSION)));
                String requests = (String) browser.executeScript("return performance.getEntriesByType('resource')"
                        + ".map(function (e) { return e.name; }).join(' ');");
                assertThat(requests).contains("/tournaments/" + id + "/version")
                        .contains("at=" + saved.replace("/", "%2F")).doesNotContain("/events");
                Browser.screenshot(browser, "standings-behind-a-cache");
            } finally {
                browser.quit();
            }
        }
    }

    private static void saveAHand(TestApp app, long id) {
        Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        List<Seating> seats = app.parts().draws().seatings(id)
                .stream().filter(s -> s.session() == 1 && s.table() == 2).toList();
        String base = "/tournaments/" + id + "/sessions/1/tables/2";
        String version = scorekeeper.get(app, base + "/sheet").html().selectFirst("input[name=version]").val();
        var saved = scorekeeper.post(app, base + "/hands", Map.of("number", "1", "version", version,
                "requestId", "behind-a-cache-1", "result", "WIN", "winner", String.valueOf(seats.get(0).playerId()),
                "discarder", String.valueOf(seats.get(1).playerId()), "fanPoints", "24"));
        assertThat(saved.status()).isEqualTo(302);
    }
}
