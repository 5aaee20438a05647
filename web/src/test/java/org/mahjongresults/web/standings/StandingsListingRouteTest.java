package org.mahjongresults.web.standings;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.demo.BigTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * The standings of a big field (issue 13, lighter pages): a phone is given the top of the table first, with the whole
 * table (MCR 2006 附件7) a link away and a search showing the players it finds with their places; a small field's
 * standings stay whole.
 */
class StandingsListingRouteTest {

    private static final int FIELD = 104;

    private static TestApp app;
    private static long big;
    private final Http http = new Http();

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        // 26 tables, the first of two sessions played: places spread, some shared.
        big = BigTournament.create(app.db(), Clock.systemUTC(), FIELD, 2, 1);
        app.awaitSpectatorSnapshot();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private Document page(String path) {
        Http.Response r = http.get(app.url(path));
        assertThat(r.status()).as(path).isEqualTo(200);
        return r.html();
    }

    private String standings(String query) {
        return "/tournaments/" + big + "/standings" + query;
    }

    private static List<Element> rows(Document d) {
        return d.select("table.standings tbody tr[data-p]");
    }

    /** Player name to place, from the whole table. */
    private Map<String, String> placesOfTheWholeTable() {
        Map<String, String> places = new HashMap<>();
        for (Element row : rows(page(standings("?all=1")))) {
            places.put(row.selectFirst("td a").text(), row.selectFirst("td.place").text());
        }
        return places;
    }

    @Test
    void aBigFieldShowsTheTopOfTheTableFirstWithTheWholeTableALinkAway() {
        Document top = page(standings(""));
        Document whole = page(standings("?all=1"));

        assertThat(rows(top)).hasSize(StandingsController.TOP);
        assertThat(rows(whole)).hasSize(FIELD);
        for (int i = 0; i < StandingsController.TOP; i++) {
            assertThat(rows(top).get(i).outerHtml()).as("row %d", i).isEqualTo(rows(whole).get(i).outerHtml());
        }
        assertThat(top.selectFirst(".standings-listing").text())
                .contains("Places 1–100 of 104 players").contains("Whole table");
        assertThat(top.selectFirst(".standings-listing a").attr("href"))
                .isEqualTo("/tournaments/" + big + "/standings?all=1");
        assertThat(top.selectFirst("main").attr("data-region")).endsWith("standings?region=1&view=top");
        assertThat(whole.selectFirst(".standings-listing").text()).contains("All 104 players");
        assertThat(whole.selectFirst(".standings-listing a").text()).isEqualTo("Top of the table");
        assertThat(whole.selectFirst("main").attr("data-region")).endsWith("standings?region=1");

        Document region = http.get(app.url(standings("?region=1&view=top"))).html();
        assertThat(rows(region)).hasSize(StandingsController.TOP);
        assertThat(region.selectFirst("table.standings").attr("data-v")).isNotEmpty();
    }

    @Test
    void theTopOfTheTableSpeaksTheVisitorsLanguage() {
        assertThat(page(standings("?lang=zh")).selectFirst(".standings-listing").text())
                .contains("第1–100名(共104名选手)").contains("完整排名表");
        assertThat(page(standings("?lang=ja")).selectFirst(".standings-listing").text())
                .contains("104人中 1–100位").contains("全順位表");
    }

    @Test
    void aSearchShowsThePlayersItFindsWithTheirPlacesInTheWholeTable() {
        Map<String, String> places = placesOfTheWholeTable();
        Document found = page(standings("?q=" + URLEncoder.encode("player 10", StandardCharsets.UTF_8)));

        List<String> names = rows(found).stream().map(r -> r.selectFirst("td a").text()).toList();
        assertThat(names).containsExactlyInAnyOrder("Player 10", "Player 100", "Player 101", "Player 102",
                "Player 103", "Player 104");
        for (Element row : rows(found)) {
            assertThat(row.selectFirst("td.place").text()).isEqualTo(places.get(row.selectFirst("td a").text()));
        }
        assertThat(found.selectFirst(".standings-listing").text()).contains("Players matching “player 10”: 6");
        assertThat(found.selectFirst("form.find-form input[name=q]").val()).as("what was typed is kept")
                .isEqualTo("player 10");
        assertThat(found.selectFirst("table.standings").hasAttr("data-v"))
                .as("a search's rows are fetched whole after each event").isFalse();
        assertThat(found.selectFirst("main").attr("data-region")).contains("region=1").contains("q=player");

        // An entry number finds that entry, not every number with its digits.
        assertThat(rows(page(standings("?q=7"))).stream().map(r -> r.selectFirst("td a").text()))
                .containsExactly("Player 7");
        Document region = http.get(app.url(standings("?region=1&q=" + URLEncoder.encode("Player 10",
                StandardCharsets.UTF_8)))).html();
        assertThat(rows(region)).hasSize(6);
    }

    @Test
    void aSearchThatFindsNobodySaysSoAndShowsWhatWasTypedAsText() {
        String typed = "<script>alert(1)</script>";
        Http.Response r = http.get(app.url(standings("?q=" + URLEncoder.encode(typed, StandardCharsets.UTF_8))));

        assertThat(r.status()).isEqualTo(200);
        assertThat(r.body()).doesNotContain(typed);
        assertThat(rows(r.html())).isEmpty();
        assertThat(r.html().selectFirst(".standings-listing").text()).contains("No player matches “" + typed + "”.");
        assertThat(page(standings("?q=nobody&lang=ja")).selectFirst(".standings-listing").text())
                .contains("「nobody」に一致する選手はいません。");
    }

    @Test
    void theHeadersFindSearchesTheStandingsOnTheStandingsAndFindsTheNextTableElsewhere() {
        Element onStandings = page(standings("")).selectFirst("form.find-form");
        assertThat(onStandings.attr("action")).isEqualTo("/tournaments/" + big + "/standings");
        assertThat(onStandings.select("input[name=go]")).isEmpty();

        Element onLive = page("/tournaments/" + big + "/sessions/1/live").selectFirst("form.find-form");
        assertThat(onLive.attr("action")).isEqualTo("/tournaments/" + big + "/find");
        assertThat(onLive.select("input[name=go]")).hasSize(1);
    }

    @Test
    void aSmallFieldsStandingsStayWhole() {
        Document demo = page("/tournaments/" + app.demoTournamentId() + "/standings");
        assertThat(demo.select(".standings-listing")).isEmpty();
        assertThat(rows(demo)).hasSize(rows(page("/tournaments/" + app.demoTournamentId() + "/standings?all=1"))
                .size()).isNotEmpty();
        assertThat(demo.selectFirst("main").attr("data-region")).endsWith("standings?region=1");
    }
}
