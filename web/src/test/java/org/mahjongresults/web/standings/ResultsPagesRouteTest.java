package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** The public results pages over the full demo: two closed sessions and a third being played. */
class ResultsPagesRouteTest {

    private static TestApp app;
    private static long id;

    @BeforeAll
    static void start() {
        var config = TestDatabase.freshConfig();
        try (Database db = Database.open(config)) {
            id = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
        }
        app = TestApp.start(config, false, Clock.systemUTC());
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private static String path(String rest) {
        return "/tournaments/" + id + rest;
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "zh", "ja"})
    void everyResultsPageAnswersInEveryLanguage(String lang) {
        for (String p : List.of("/live", "/sessions/1/live", "/sessions/3/live", "/standings", "/standings/teams",
                "/sessions/1/tables/1/sheet", "/sessions/3/tables/2/sheet", "/draw")) {
            Http.Response r = new Http().get(app.url(path(p + "?lang=" + lang)));
            if (r.status() == 302) {
                // A page may send the spectator on to the page it stands for, never to the sign-in.
                String to = r.header("Location");
                assertThat(to).as(p).startsWith("/tournaments/" + id + "/");
                r = new Http().get(app.url(to));
            }
            assertThat(r.status()).as(p).isEqualTo(200);
        }
    }

    @Test
    void theLivePageShowsEveryTableOfTheSessionWithItsProgress() {
        Document page = new Http().get(app.url(path("/sessions/3/live?lang=en"))).html();
        assertThat(page.select("article.live-table")).hasSize(8);
        assertThat(page.selectFirst("#live-region h2").text()).isEqualTo("Session 3 · 0 of 8 tables finished");
        assertThat(page.select("#table-1 .hint").text()).isEqualTo("3 of 16 hands played");
        assertThat(new Http().get(app.url(path("/sessions/1/live?lang=en"))).html().selectFirst("#live-region h2")
                .text()).isEqualTo("Session 1 · 8 of 8 tables finished");
        assertThat(new Http().get(app.url(path("/live"))).header("Location")).endsWith("/sessions/3/live");
    }

    @Test
    void theStandingsListEveryPlayerWithSharedPlacesAndTheExportsAgree() throws Exception {
        Document page = new Http().get(app.url(path("/standings?lang=en"))).html();
        var rows = page.select("table.standings tbody tr");
        assertThat(rows).hasSize(32);
        assertThat(rows.get(0).selectFirst("td.place").text()).matches("=?1");

        String body = new Http().get(app.url("/api" + path("/standings"))).body();
        // Whole table points are published as integers (4, not 4.0), as the API always wrote them.
        assertThat(body).contains("\"tablePoints\":4,").doesNotContainPattern("\\d\\.0[,}]");
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(body);
        List<?> players = (List<?>) json.get("players");
        assertThat(players).hasSize(32);
        double tableTotal = 0;
        long matchTotal = 0;
        for (Object o : players) {
            Map<?, ?> p = (Map<?, ?>) o;
            tableTotal += ((Number) p.get("tablePoints")).doubleValue();
            matchTotal += ((Number) p.get("matchPoints")).longValue();
        }
        // Every played session gives 4+2+1+0 = 7 table points per table; match points sum to zero but for the
        // demo's two deductions of 10, which nobody receives (RULINGS §4); its transfers are zero-sum.
        assertThat(tableTotal).isEqualTo(7.0 * 8 * 3);
        assertThat(matchTotal).isEqualTo(-20);
        assertThat(((List<?>) json.get("teams"))).hasSize(8);

        Http.Response csv = new Http().get(app.url(path("/standings.csv")));
        assertThat(csv.header("Content-Type")).startsWith("text/csv");
        assertThat(csv.body().lines().count()).isEqualTo(33);
        Http.Response ema = new Http().get(app.url(path("/standings/ema.csv")));
        assertThat(ema.body().lines().findFirst().orElseThrow())
                .isEqualTo("\uFEFFPlace,Name,Last name,First name,EMA number,Table points,Match points,Nationality,Status");
    }

    @Test
    void theApiGivesEachSessionsTablesAndEachSheetsHands() throws Exception {
        Map<?, ?> tables = (Map<?, ?>) JsonCodec.parse(
                new Http().get(app.url("/api" + path("/sessions/1/tables"))).body());
        assertThat((List<?>) tables.get("tables")).hasSize(8);
        Map<?, ?> first = (Map<?, ?>) ((List<?>) tables.get("tables")).get(0);
        assertThat(first.get("status")).isEqualTo("CLOSED");
        assertThat(first.get("hands")).isEqualTo(16L);
        Map<?, ?> sheet = (Map<?, ?>) JsonCodec.parse(
                new Http().get(app.url("/api" + path("/sessions/1/tables/1/sheet"))).body());
        List<?> hands = (List<?>) sheet.get("hands");
        assertThat(hands).hasSize(16);
        for (Object o : hands) {
            Map<?, ?> results = (Map<?, ?>) ((Map<?, ?>) o).get("results");
            assertThat(results.values().stream().mapToLong(v -> ((Number) v).longValue()).sum()).isZero();
        }
        assertThat(new Http().get(app.url("/api" + path("/sessions/9/tables"))).status()).isEqualTo(404);
    }

    @Test
    void hiddenStandingsAreHiddenFromThePublicButNotFromStaff() {
        var repo = app.parts().tournaments();
        repo.update(org.mahjongresults.db.Actor.SYSTEM, repo.find(id).orElseThrow().withStandingsVisible(false));
        app.awaitSpectatorSnapshot();
        try {
            assertThat(new Http().get(app.url("/api" + path("/standings"))).status()).isEqualTo(404);
            assertThat(new Http().get(app.url(path("/standings?lang=en"))).html().select("table.standings")).isEmpty();
            Staff referee = Staff.login(app, "referee", "demo-referee");
            assertThat(referee.get(app, path("/standings?lang=en")).html().select("table.standings tbody tr"))
                    .hasSize(32);
        } finally {
            repo.update(org.mahjongresults.db.Actor.SYSTEM, repo.find(id).orElseThrow().withStandingsVisible(true));
            app.awaitSpectatorSnapshot();
        }
    }

    @Test
    void aSpectatorsCachedPagesShowAPlayersNewNameAtOnce() {
        Http spectator = new Http();
        assertThat(spectator.get(app.url(path("/standings"))).body()).contains("Wang Lei");
        var repo = app.parts().tournaments();
        var wang = repo.players(id).stream().filter(p -> p.name().equals("Wang Lei")).findFirst().orElseThrow();
        repo.updatePlayer(org.mahjongresults.db.Actor.SYSTEM, new org.mahjongresults.db.tournament.Player(wang.id(),
                id, wang.entryNumber(), "Wang Lei (CN)", wang.nativeName(), wang.country(), wang.teamId(),
                wang.emaId(), wang.status(), wang.replacesPlayerId(), wang.lastSession()));
        try {
            // Written behind the website's back (no request through it): spectators share a snapshot of the
            // tournament for at most a quarter of a second (TournamentSnapshots), then see the change.
            app.awaitSpectatorSnapshot();
            assertThat(spectator.get(app.url(path("/standings"))).body()).contains("Wang Lei (CN)");
            assertThat(spectator.get(app.url(path("/players/" + wang.id()))).html().select("h2").text())
                    .contains("Wang Lei (CN)");
        } finally {
            repo.updatePlayer(org.mahjongresults.db.Actor.SYSTEM, wang);
            app.awaitSpectatorSnapshot();
        }
    }


    @Test
    void aPlayersPageShowsEverySessionsTableSeatAndResult() {
        Document standings = new Http().get(app.url(path("/standings?lang=en"))).html();
        String href = standings.selectFirst("table.standings tbody tr td a").attr("href");
        Document page = new Http().get(app.url(href + "?lang=en")).html();
        var rows = page.select("table.itinerary tbody tr");
        assertThat(rows).hasSize(6);
        assertThat(rows.get(0).select("td").get(4).text()).as("place in session 1").matches("=?[1-4]");
        assertThat(page.selectFirst("#stat-place").text()).matches("=?1");
        assertThat(Integer.parseInt(page.selectFirst("#stat-won").text())).isGreaterThanOrEqualTo(0);
    }
}
