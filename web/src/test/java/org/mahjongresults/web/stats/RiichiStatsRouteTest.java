package org.mahjongresults.web.stats;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.RiichiHanchan;
import org.mahjongresults.web.testing.TestApp;

/**
 * A riichi tournament's statistics (issue 38): the hanchan of {@link RiichiHanchan}, entered through the sheet's forms,
 * and the page, the JSON and a player's statistics counted by hand from its lines: 8 hands played (the chombo is
 * not one): 4 ron (50.0%), 2 tsumo (25.0%), 2 exhaustive draws (25.0%), no abortive draw, 1 chombo; 6 wins, none by
 * the dealer, worth 3,900 + 1,500 + 1,000 + 7,700 + 1,300 + 5,200 = 20,600, so 3,433 on average (counters and sticks
 * aside, whole points); pinfu in 3 of the 6 wins (50.0%); no win reached mangan.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RiichiStatsRouteTest {

    private TestApp app;
    private DirectedTournament t;
    private RiichiHanchan hanchan;

    /** One application for the class: each test plays a riichi tournament of its own in it. */
    @BeforeAll
    void startApp() {
        app = TestApp.startWithDemo();
    }

    @BeforeEach
    void start() {
        hanchan = RiichiHanchan.played(app, "Riichi Stats Open");
        t = hanchan.tournament();
    }

    @AfterAll
    void stop() {
        app.close();
    }

    private String id(int seat) {
        return hanchan.id(seat);
    }

    @Test
    void headToHeadCountsTheHandsWonOnTheOthersDiscardWithoutAFanValue() {
        // Hand 1: seat 1 won 3,900 on seat 2's discard. A riichi line keeps points, not fans: the count alone.
        Document page = new Http().get(app.url(t.path("/stats/head-to-head?a=" + id(1) + "&b=" + id(2)
                + "&lang=en"))).html();
        assertThat(page.select("#h2h-meetings").text()).isEqualTo("1");
        assertThat(page.select("#h2h-a-from").text()).matches("[1-9]\\d*");
        assertThat(page.select("#h2h-b-from").text()).matches("\\d+");
    }

    @Test
    void theStatisticsPageCountsHowHandsEndedTheYakuAndEachPlayersRatesFromTheSheet() {
        Document page = new Http().get(app.url(t.path("/stats?lang=en"))).html();
        assertThat(page.select("#stat-hands").text()).isEqualTo("8");
        assertThat(page.select("#stat-ron").text()).isEqualTo("4");
        assertThat(page.select("#stat-ron + .stat__share").text()).isEqualTo("50.0%");
        assertThat(page.select("#stat-tsumo + .stat__share").text()).isEqualTo("25.0%");
        assertThat(page.select("#stat-draws + .stat__share").text()).isEqualTo("25.0%");
        assertThat(page.select("#stat-abortive").text()).isEqualTo("0");
        assertThat(page.select("#stat-wins").text()).isEqualTo("6");
        assertThat(page.select("#stat-dealer").text()).isEqualTo("0");
        assertThat(page.select("#stat-average").text()).isEqualTo("3433");
        assertThat(page.select("#stat-chombo").text()).isEqualTo("1");
        // Riichi's yaku by their romaji names, not MCR's 81 fans.
        assertThat(page.select("#fan-stats")).isEmpty();
        Element pinfu = page.selectFirst("#yaku-stats tr[data-yaku=PINFU]");
        assertThat(pinfu.select(".yaku-wins").text()).isEqualTo("3");
        assertThat(pinfu.select(".share").text()).isEqualTo("50.0%");
        assertThat(pinfu.select(".phone-cards__head").text()).startsWith("Pinfu");
        assertThat(page.select("#yaku-stats tr[data-yaku=YAKUHAI_HAKU] .yaku-wins").text()).isEqualTo("1");
        assertThat(page.select("#limit-stats tr[data-limit=NONE] .limit-wins").text()).isEqualTo("6");
        assertThat(page.select("#limit-stats tr[data-limit=MANGAN] .limit-wins").text()).isEqualTo("0");
        // Seat 1 won 2 of its 8 hands and declared riichi in 1; seat 3 dealt in twice.
        Element one = page.selectFirst("#player-rates tr[data-player=" + id(1) + "]");
        assertThat(one.select(".rate-win").text()).isEqualTo("25.0%");
        assertThat(one.select(".rate-riichi").text()).isEqualTo("12.5%");
        assertThat(one.select(".rate-dealin").text()).isEqualTo("0.0%");
        Element three = page.selectFirst("#player-rates tr[data-player=" + id(3) + "]");
        assertThat(three.select(".rate-dealin").text()).isEqualTo("25.0%");
        // The charts of the MCR page: one point per session.
        assertThat(page.select("#chart-ends, #chart-trend")).hasSize(2);
        assertThat(page.select("#trends tbody tr")).hasSize(1);
        for (String lang : List.of("zh", "ja")) {
            Http.Response r = new Http().get(app.url(t.path("/stats?lang=" + lang)));
            assertThat(r.status()).as(lang).isEqualTo(200);
            assertThat(r.html().select("#stat-ron + .stat__share").text()).as(lang).isEqualTo("50.0%");
        }
        assertThat(new Http().get(app.url(t.path("/stats?lang=ja"))).html().select("#yaku-heading").text())
                .isEqualTo("役");
    }

    @Test
    void theJsonApiGivesTheSameFiguresWithEachRateAsCountOutOfAndPerCent() throws Exception {
        Http.Response r = new Http().get(app.url("/api/tournaments/" + t.id() + "/stats"));
        assertThat(r.status()).isEqualTo(200);
        JsonNode body = new ObjectMapper().readTree(r.body());
        assertThat(body.get("ruleSet").asText()).isEqualTo("RIICHI");
        assertThat(body.get("hands").asInt()).isEqualTo(8);
        assertThat(body.at("/ron/count").asInt()).isEqualTo(4);
        assertThat(body.at("/ron/of").asInt()).isEqualTo(8);
        assertThat(body.at("/ron/percent").decimalValue()).isEqualByComparingTo("50.0");
        assertThat(body.get("averageWin").asInt()).isEqualTo(3433);
        assertThat(body.get("chombo").asInt()).isEqualTo(1);
        assertThat(body.at("/limits/NONE").asInt()).isEqualTo(6);
        JsonNode pinfu = null;
        for (JsonNode y : body.get("yaku")) {
            if (y.get("yaku").asText().equals("PINFU")) {
                pinfu = y;
            }
        }
        assertThat(pinfu).isNotNull();
        assertThat(pinfu.at("/wins/count").asInt()).isEqualTo(3);
        assertThat(pinfu.at("/wins/of").asInt()).isEqualTo(6);
        assertThat(body.get("players")).hasSize(4);
        assertThat(body.get("sessions")).hasSize(1);

        // A player's: seat 1 won 3,900 and 1,300, so 2,600 on average, and its biggest was 3,900.
        JsonNode one = new ObjectMapper().readTree(new Http().get(app.url("/api/tournaments/" + t.id()
                + "/players/" + id(1) + "/stats")).body());
        assertThat(one.at("/wins/count").asInt()).isEqualTo(2);
        assertThat(one.get("averageWin").asInt()).isEqualTo(2600);
        assertThat(one.get("biggestWin").asInt()).isEqualTo(3900);
        assertThat(one.at("/riichi/percent").decimalValue()).isEqualByComparingTo("12.5");
    }

    @Test
    void theFiguresFollowTheResultsVersionAsTheMcrStatisticsDo() {
        RiichiHanchan other = RiichiHanchan.drawn(app, "Riichi Stats Midway");
        other.play(4);
        String path = other.tournament().path("/stats?lang=en");
        // After 4 lines: 2 ron, 1 tsumo, 1 draw; read twice at the same version, the same kept figures.
        assertThat(new Http().get(app.url(path)).html().select("#stat-hands").text()).isEqualTo("4");
        assertThat(new Http().get(app.url(path)).html().select("#stat-ron").text()).isEqualTo("2");
        other.play(RiichiHanchan.LINES);
        Document after = new Http().get(app.url(path)).html();
        assertThat(after.select("#stat-hands").text()).isEqualTo("8");
        assertThat(after.select("#stat-ron").text()).isEqualTo("4");
    }

    @Test
    void aPlayersStatisticsPageShowsTheirRatesAndProgress() {
        Document page = new Http().get(app.url(t.path("/players/" + id(2) + "/stats?lang=en"))).html();
        assertThat(page.select("#stat-seated").text()).isEqualTo("8");
        assertThat(page.select("#stat-wins").text()).isEqualTo("1");
        assertThat(page.select("#stat-dealins").text()).isEqualTo("1");
        assertThat(page.select("#stat-riichi + .stat__share").text()).isEqualTo("12.5%");
        assertThat(page.select("#stat-chombo").text()).isEqualTo("1");
        assertThat(page.select("#stat-biggest").text()).isEqualTo("7700");
        assertThat(page.select("#chart-place, #chart-points")).hasSize(2);
    }
}
