package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.BigTournament;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.Browser;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.openqa.selenium.TimeoutException;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * A phone watching the top of a big field's table (issue 13) follows the hands by patches too: players who climb
 * into the top arrive as whole rows in their places, those who fall out are taken away, and after every round of
 * hands the page shows exactly the top that a fresh visitor gets.
 */
class LiveTopOfTheTableBrowserTest {

    private static final String COMPARE = """
            var done = arguments[arguments.length - 1];
            function rows(table) {
                return Array.prototype.map.call(table.tBodies[0].rows, function (r) { return r.outerHTML; }).join("");
            }
            fetch(arguments[0], {cache: "no-store"}).then(function (r) { return r.text(); }).then(function (html) {
                var fresh = new DOMParser().parseFromString(html, "text/html").querySelector("table.standings");
                var shown = document.querySelector("table.standings");
                done({
                    freshVersion: fresh.getAttribute("data-v"),
                    shownVersion: shown.getAttribute("data-v"),
                    same: rows(fresh) === rows(shown),
                    count: shown.tBodies[0].rows.length,
                    marked: shown.getAttribute("data-mark") === "first"
                });
            }).catch(function (e) { done({error: String(e)}); });
            """;

    @Test
    void theTopOfTheTableTakesTheRowsThatEnterItAndLetsGoOfThoseThatLeave() {
        try (TestApp app = TestApp.startWithDemo()) {
            // 104 players, the first of two sessions played: the second session's hands move players across 100.
            long id = BigTournament.create(app.db(), Clock.systemUTC(), 104, 2, 1);
            TestApp.awaitSpectatorSnapshot();
            new UserRepository(app.db(), Clock.systemUTC(), new AuditLog(app.db(), Clock.systemUTC()))
                    .create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            Staff admin = Staff.login(app, "admin", "admin-password");
            List<Seating> session2 = new DrawRepository(app.db(), new AuditLog(app.db(), Clock.systemUTC()))
                    .seatings(id).stream().filter(s -> s.session() == 2).toList();
            String region = "/tournaments/" + id + "/standings?region=1&view=top";
            String bottom = String.join(",", bottomOfTheWholeTable(app, id));
            ChromeDriver browser = Browser.phone();
            try {
                browser.get(app.url("/tournaments/" + id + "/standings"));
                browser.executeScript("document.querySelector('table.standings').setAttribute('data-mark', 'first');");
                int[] handsAt = new int[27];
                // Each round: the winners are the players at the bottom of the table (big hands lift them into the top).
                int[][] rounds = {{1, 2, 3, 4, 5, 6}, {7, 8, 9, 10, 1, 2}, {11, 12, 13, 3, 4}};
                int round = 0;
                for (int[] tables : rounds) {
                    round++;
                    for (int table : tables) {
                        handsAt[table]++;
                        enterWin(app, admin, id, table, handsAt[table], session2, 60 + 4 * table, bottom);
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
                        Browser.screenshot(browser, "standings-top-not-caught-up");
                        throw new AssertionError("round " + r + ": the open page did not catch up: " + last.get(), e);
                    }
                    assertThat(((Number) state.get("count")).intValue()).isEqualTo(StandingsController.TOP);
                    assertThat(state.get("marked")).as("round %d was applied as changes, not a new table", r)
                            .isEqualTo(true);
                }
                List<String> below = bottomOfTheWholeTable(app, id).isEmpty() ? List.of()
                        : List.of(bottom.split(",")).subList(10, 14);
                Object entered = browser.executeScript("var ids = arguments[0]; return Array.prototype.filter.call("
                        + "document.querySelectorAll('table.standings tbody tr'), function (r) {"
                        + " return ids.indexOf(r.getAttribute('data-p')) >= 0; }).length;", below);
                assertThat(((Number) entered).intValue()).as("players from below the top entered it").isPositive();
                Browser.screenshot(browser, "standings-top-patched");
            } finally {
                browser.quit();
            }
        }
    }

    /** The players below the top of the table, by id. */
    private static List<String> bottomOfTheWholeTable(TestApp app, long id) {
        var rows = new org.mahjongresults.web.testing.Http().get(app.url("/tournaments/" + id + "/standings?all=1"))
                .html().select("table.standings tbody tr[data-p]");
        return rows.subList(StandingsController.TOP - 10, rows.size()).stream().map(r -> r.attr("data-p")).toList();
    }

    /**
     * Hand {@code number} at a table of session 2: the seat lowest in the table (one of {@code bottom}, else East)
     * wins on the next seat's discard.
     */
    private static void enterWin(TestApp app, Staff staff, long id, int table, int number, List<Seating> session2,
                                 int points, String bottom) {
        List<Seating> seats = session2.stream().filter(s -> s.table() == table).toList();
        Seating winner = seats.stream().filter(s -> ("," + bottom + ",").contains("," + s.playerId() + ","))
                .findFirst().orElse(seats.get(0));
        Seating discarder = seats.get((seats.indexOf(winner) + 1) % 4);
        String base = "/tournaments/" + id + "/sessions/2/tables/" + table;
        String version = staff.get(app, base + "/sheet").html().selectFirst("input[name=version]").val();
        var response = staff.post(app, base + "/hands", Map.of("number", String.valueOf(number),
                "version", version, "requestId", UUID.randomUUID().toString(), "result", "WIN",
                "winner", String.valueOf(winner.playerId()),
                "discarder", String.valueOf(discarder.playerId()), "fanPoints", String.valueOf(points)));
        assertThat(response.status()).as(response.body()).isEqualTo(302);
    }
}
