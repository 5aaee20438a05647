package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import java.util.concurrent.atomic.AtomicReference;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * An open standings page follows the hands as they are saved by patching itself with the rows that changed and the
 * places that moved (StandingsDelta, static/js/live.js), not by fetching the whole table again; after every round
 * of hands it shows exactly the table a fresh visitor gets.
 */
class LiveStandingsBrowserTest {

    /** The page's table against a fresh fetch of the region, compared in the browser after the same parsing. */
    private static final String COMPARE = """
            var done = arguments[arguments.length - 1];
            // Row by row: the line breaks between rows stay where they were when a patch moves a row.
            function rows(table) {
                return Array.prototype.map.call(table.tBodies[0].rows, function (r) { return r.outerHTML; }).join("");
            }
            fetch(arguments[0], {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (html) {
                var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("table.standings");
                var shown = document.querySelector("table.standings");
                var legend = document.querySelector(".progress-legend");
                done({
                    freshVersion: fresh.getAttribute("data-v"),
                    shownVersion: shown.getAttribute("data-v"),
                    same: rows(fresh) === rows(shown),
                    marked: shown.getAttribute("data-mark") === "first",
                    legend: !!legend && !legend.hidden
                });
            }).catch(function (e) { done({error: String(e)}); });
            """;

    @Test
    void anOpenStandingsPageTakesOnlyWhatChangedAndEndsAsAFreshOne() {
        try (TestApp app = TestApp.startWithDemo()) {
            long id = app.demoTournamentId();
            Staff scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
            List<Seating> session1 = new DrawRepository(app.db(), new AuditLog(app.db(), Clock.systemUTC()))
                    .seatings(id).stream().filter(s -> s.session() == 1).toList();
            ChromeDriver browser = Browser.desktop();
            try {
                browser.get(app.url("/tournaments/" + id + "/standings"));
                // A whole new table would not carry this mark: only patches keep it.
                browser.executeScript("document.querySelector('table.standings').setAttribute('data-mark', 'first');"
                        + "document.documentElement.setAttribute('data-started', '1');");
                String region = "/tournaments/" + id + "/standings?region=1";
                int[] handsAt = new int[9];
                // Three rounds: four tables' first hands, then four more tables' first hands and two tables' second
                // (bigger) hands, then more hands again: players pass each other, places move and ties form and break.
                int[][] rounds = {{1, 2, 3, 4}, {5, 6, 7, 8, 1, 2}, {3, 4, 5, 1}};
                int round = 0;
                for (int[] tables : rounds) {
                    round++;
                    for (int table : tables) {
                        handsAt[table]++;
                        enterWin(app, scorekeeper, id, table, handsAt[table], session1, 8 + 7 * handsAt[table] * table);
                    }
                    int r = round;
                    AtomicReference<Map<?, ?>> last = new AtomicReference<>();
                    Map<?, ?> state;
                    try {
                        state = new WebDriverWait(browser, Duration.ofSeconds(20)).until(d -> {
                            Map<?, ?> s = (Map<?, ?>) browser.executeAsyncScript(COMPARE, region);
                            last.set(s);
                            return s.get("error") == null && Boolean.TRUE.equals(s.get("same"))
                                    && s.get("freshVersion").equals(s.get("shownVersion")) ? s : null;
                        });
                    } catch (TimeoutException e) {
                        Browser.screenshot(browser, "standings-live-not-caught-up");
                        throw new AssertionError("round " + r + ": the open page did not catch up: " + last.get()
                                + "; requests: " + browser.executeScript("return performance.getEntriesByType("
                                + "'resource').map(function (e) { return e.name; }).join(' ');"), e);
                    }
                    assertThat(state.get("marked")).as("round %d was applied as changes, not a new table", r)
                            .isEqualTo(true);
                    assertThat(state.get("legend")).as("results in progress are explained").isEqualTo(true);
                }
                Browser.screenshot(browser, "standings-live-patched");
            } finally {
                browser.quit();
            }
        }
    }

    /** Hand {@code number} at a table of session 1: East wins on South's discard. */
    private static void enterWin(TestApp app, Staff staff, long id, int table, int number, List<Seating> session1,
                                 int points) {
        List<Seating> seats = session1.stream().filter(s -> s.table() == table).toList();
        String base = "/tournaments/" + id + "/sessions/1/tables/" + table;
        String version = staff.get(app, base + "/sheet").html().selectFirst("input[name=version]").val();
        var response = staff.post(app, base + "/hands", Map.of("number", String.valueOf(number),
                "version", version, "requestId", UUID.randomUUID().toString(), "result", "WIN",
                "winner", String.valueOf(seats.get(0).playerId()),
                "discarder", String.valueOf(seats.get(1).playerId()), "fanPoints", String.valueOf(points)));
        assertThat(response.status()).as(response.body()).isEqualTo(302);
    }
}
