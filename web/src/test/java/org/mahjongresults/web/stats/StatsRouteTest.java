package org.mahjongresults.web.stats;

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
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * The statistics pages and their JSON over the full demo (two closed sessions and a third being played, every hand
 * given in the notation; and the Swiss championship's first round and a final being played), with exact counts.
 */
class StatsRouteTest {

    private static TestApp app;
    private static long id;
    private static long swissId;
    private static TournamentRepository tournaments;

    @BeforeAll
    static void start() {
        var config = TestDatabase.freshConfig();
        try (Database db = Database.open(config)) {
            id = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
        }
        app = TestApp.start(config, false, Clock.systemUTC());
        tournaments = app.parts().tournaments();
        swissId = tournaments.list().stream().filter(t -> t.ruleSet() == RuleSet.SWISS).findFirst().orElseThrow()
                .id();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    private static Map<?, ?> json(String path) {
        try {
            return parse(path);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new AssertionError(e);
        }
    }

    private static Map<?, ?> parse(String path) throws com.fasterxml.jackson.core.JsonProcessingException {
        Http.Response r = new Http().get(app.url(path));
        assertThat(r.status()).as(path).isEqualTo(200);
        return (Map<?, ?>) JsonCodec.parse(r.body());
    }

    private static long player(String name) {
        return tournaments.players(id).stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow().id();
    }

    private static int count(Object o) {
        return ((Number) o).intValue();
    }

    @Test
    void theTournamentStatisticsOfTheDemoHaveTheExactCounts() {
        Map<?, ?> s = json("/api/tournaments/" + id + "/stats");
        assertThat(count(s.get("hands"))).isEqualTo(335);
        assertThat(count(s.get("wins"))).isEqualTo(290);
        assertThat(count(s.get("draws"))).isEqualTo(45);
        assertThat(count(s.get("selfDrawn"))).isEqualTo(92);
        assertThat(count(s.get("discardWins"))).isEqualTo(198);
        assertThat(count(s.get("dealerWins"))).isEqualTo(85);
        assertThat(count(s.get("chickenHands"))).isZero();
        assertThat(count(s.get("detailedWins"))).isEqualTo(290);
        assertThat(((Number) s.get("averageWin")).doubleValue()).isEqualTo(23.98);

        List<?> fans = (List<?>) s.get("fans");
        assertThat(fans).hasSize(81);
        Map<?, ?> thirteenOrphans = (Map<?, ?>) fans.get(6);
        assertThat(thirteenOrphans.get("name")).isEqualTo("Thirteen Orphans");
        assertThat(count(thirteenOrphans.get("hands"))).isEqualTo(23);
        Map<?, ?> allChows = (Map<?, ?>) fans.get(62);
        assertThat(allChows.get("name")).isEqualTo("All Chows");
        assertThat(count(allChows.get("hands"))).isEqualTo(128);
        assertThat(((Number) allChows.get("share")).doubleValue()).isEqualTo(128 / 290.0);

        List<?> highest = (List<?>) s.get("highest");
        assertThat(highest).hasSize(10);
        assertThat(highest).extracting(h -> count(((Map<?, ?>) h).get("value")))
                .containsExactly(94, 94, 93, 93, 92, 92, 92, 92, 92, 89);
        List<?> sessions = (List<?>) s.get("sessions");
        assertThat(sessions).extracting(x -> count(((Map<?, ?>) x).get("hands"))).containsExactly(128, 128, 79);
        assertThat(sessions).extracting(x -> count(((Map<?, ?>) x).get("wins"))).containsExactly(116, 110, 64);

        Document page = new Http().get(app.url("/tournaments/" + id + "/stats?lang=en")).html();
        assertThat(page.selectFirst("#stat-hands").text()).isEqualTo("335");
        assertThat(page.selectFirst("#stat-wins").text()).isEqualTo("290");
        assertThat(page.selectFirst("#stat-draws").text()).isEqualTo("45");
        assertThat(page.selectFirst("#stat-self").text()).isEqualTo("92");
        assertThat(page.selectFirst("#stat-dealer").text()).isEqualTo("85");
        assertThat(page.selectFirst("#stat-chicken").text()).isEqualTo("0");
        assertThat(page.selectFirst("#stat-average").text()).isEqualTo("24.0");
        assertThat(page.selectFirst("#stats-detail").text()).startsWith("290 of 290 winning hands carry their fans");
        assertThat(page.select("#fan-stats tbody tr")).hasSize(81);
        assertThat(page.select("#fan-stats tr[data-fan=FAN-63] .fan-hands").text()).isEqualTo("128");
        assertThat(page.select("#top-hands > li")).hasSize(10);
        assertThat(page.select("#top-hands > li").get(0).select(".hand-notation, .tiles, [class*=tile]")).isNotEmpty();
        assertThat(page.select("#trends tbody tr")).hasSize(3);
        assertThat(page.select("svg#chart-trend .series-player circle")).hasSize(3);
        assertThat(page.select(".tabs a.is-current").text()).isEqualTo("Statistics");
    }

    @Test
    void aPlayersStatisticsHaveTheExactCountsAndTheirChartsOnePointASession() {
        long anna = player("Anna Schmidt");
        Map<?, ?> s = json("/api/tournaments/" + id + "/players/" + anna + "/stats");
        assertThat(count(s.get("handsSeated"))).isEqualTo(48);
        assertThat(count(s.get("wins"))).isEqualTo(11);
        assertThat(count(s.get("selfDrawn"))).isEqualTo(5);
        assertThat(count(s.get("dealIns"))).isEqualTo(6);
        assertThat(count(s.get("net"))).isEqualTo(322);
        assertThat(((Number) s.get("averageWin")).doubleValue()).isEqualTo(30.91);
        assertThat(count(((Map<?, ?>) s.get("biggestWin")).get("value"))).isEqualTo(94);
        List<?> dealtInTo = (List<?>) s.get("dealtInTo");
        assertThat(((Map<?, ?>) dealtInTo.get(0)).get("name")).isEqualTo("Watanabe Mio");
        assertThat(count(((Map<?, ?>) dealtInTo.get(0)).get("hands"))).isEqualTo(2);
        List<?> progress = (List<?>) s.get("progress");
        assertThat(progress).extracting(p -> count(((Map<?, ?>) p).get("place"))).containsExactly(3, 2, 11);
        assertThat(progress).extracting(p -> ((Number) ((Map<?, ?>) p).get("tablePoints")).doubleValue())
                .containsExactly(4.0, 6.0, 6.0);

        Document page = new Http().get(app.url("/tournaments/" + id + "/players/" + anna + "/stats?lang=en")).html();
        assertThat(page.selectFirst("#stat-seated").text()).isEqualTo("48");
        assertThat(page.selectFirst("#stat-wins").text()).isEqualTo("11");
        assertThat(page.selectFirst("#stat-dealins").text()).isEqualTo("6");
        assertThat(page.selectFirst("#stats-detail").text()).startsWith("11 of 11 of this player's wins");
        assertThat(page.select("svg#chart-place .series-player circle")).hasSize(3);
        assertThat(page.select("svg#chart-tp .series-field circle")).hasSize(3);
        assertThat(page.select("svg#chart-mp polyline")).hasSize(2);
        assertThat(page.select("#progress tbody tr")).hasSize(3);
        assertThat(page.select("#dealt-in-to li").get(0).text()).startsWith("Watanabe Mio 2 hands");
    }

    @Test
    void everyPlayersWinsAndDealInsAddUpToTheTournaments() {
        long wins = 0;
        long dealIns = 0;
        for (Player p : tournaments.players(id)) {
            Map<?, ?> s = json("/api/tournaments/" + id + "/players/" + p.id() + "/stats");
            wins += count(s.get("wins"));
            dealIns += count(s.get("dealIns"));
        }
        assertThat(wins).isEqualTo(290);
        assertThat(dealIns).isEqualTo(198);
    }

    @Test
    void headToHeadTellsTheMeetingsOfTwoPlayersAndRefusesAPlayerAgainstThemselves() {
        long anna = player("Anna Schmidt");
        long mio = player("Watanabe Mio");
        Map<?, ?> h = json("/api/tournaments/" + id + "/stats/head-to-head?a=" + anna + "&b=" + mio);
        assertThat(count(h.get("hands"))).isEqualTo(16);
        assertThat(count(h.get("bWonOnAsDiscard"))).isEqualTo(2);
        assertThat(count(h.get("bWonOnAsDiscardValue"))).isEqualTo(42);
        assertThat((List<?>) h.get("meetings")).hasSize(1);

        String page = "/tournaments/" + id + "/stats/head-to-head";
        Document d = new Http().get(app.url(page + "?lang=en&a=" + anna + "&b=" + mio)).html();
        assertThat(d.selectFirst("#h2h-hands").text()).isEqualTo("16");
        assertThat(d.selectFirst("#h2h-b-from").text()).isEqualTo("2 (42)");
        assertThat(d.select("#h2h-meetings-table tbody tr")).hasSize(1);

        Http.Response same = new Http().get(app.url(page + "?lang=en&a=" + anna + "&b=" + anna));
        assertThat(same.status()).isEqualTo(422);
        assertThat(same.html().selectFirst("#h2h-error").text()).isEqualTo("Choose two different players.");
        assertThat(same.html().select("#h2h-a option[selected]").attr("value")).isEqualTo(String.valueOf(anna));
        Http.Response unknown = new Http().get(app.url(page + "?lang=en&a=" + anna + "&b=x"));
        assertThat(unknown.status()).isEqualTo(422);
        assertThat(new Http().get(app.url("/api" + page + "?a=" + anna + "&b=" + anna)).status()).isEqualTo(422);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"en", "zh", "ja"})
    void everyStatisticsPageAnswersInEveryLanguage(String lang) {
        long anna = player("Anna Schmidt");
        long mio = player("Watanabe Mio");
        for (String p : List.of("/tournaments/" + id + "/stats", "/tournaments/" + id + "/players/" + anna + "/stats",
                "/tournaments/" + id + "/stats/head-to-head", "/tournaments/" + swissId + "/stats",
                "/tournaments/" + id + "/stats/head-to-head?a=" + anna + "&b=" + mio)) {
            Http.Response r = new Http().get(app.url(p + (p.contains("?") ? "&" : "?") + "lang=" + lang));
            assertThat(r.status()).as(p).isEqualTo(200);
            assertThat(r.body()).as(p).doesNotContain("??");
        }
    }

    @Test
    void aSwissTournamentCountsItsPatternsAndBonuses() {
        Map<?, ?> s = json("/api/tournaments/" + swissId + "/stats");
        assertThat(count(s.get("hands"))).isEqualTo(18);
        assertThat(count(s.get("wins"))).isEqualTo(13);
        assertThat(count(s.get("draws"))).isEqualTo(5);
        assertThat(count(s.get("selfDrawn"))).isEqualTo(4);
        assertThat(s.containsKey("chickenHands")).isFalse();
        List<?> patterns = (List<?>) s.get("patterns");
        assertThat(patterns).hasSize(19);
        assertThat(patterns.stream().map(p -> (Map<?, ?>) p).filter(p -> count(p.get("hands")) > 0)
                .map(p -> p.get("name") + " " + p.get("hands")))
                .containsExactly("Basic Win 6", "Outside Hand 1", "Pure All Pungs 3", "Pure Seven Pairs 3", "Kong 3");
        Document page = new Http().get(app.url("/tournaments/" + swissId + "/stats?lang=en")).html();
        assertThat(page.select("#stat-chicken")).isEmpty();
        assertThat(page.select("#fan-stats tbody tr")).hasSize(19);
    }

    @Test
    void hiddenStandingsHideThePlayersStatisticsAndTheHeadToHeadButNotTheSheetsStatistics() {
        Tournament t = tournaments.find(id).orElseThrow();
        long anna = player("Anna Schmidt");
        setStandingsVisible(t, false);
        try {
            assertThat(new Http().get(app.url("/api/tournaments/" + id + "/players/" + anna + "/stats")).status())
                    .isEqualTo(404);
            assertThat(new Http().get(app.url("/api/tournaments/" + id + "/stats/head-to-head?a=" + anna + "&b="
                    + player("Watanabe Mio"))).status()).isEqualTo(404);
            Document page = new Http().get(app.url("/tournaments/" + id + "/players/" + anna + "/stats?lang=en"))
                    .html();
            assertThat(page.select("#stats-summary, svg")).isEmpty();
            assertThat(page.text()).contains("The standings are not public at the moment.");
            assertThat(new Http().get(app.url("/api/tournaments/" + id + "/stats")).status()).isEqualTo(200);
        } finally {
            setStandingsVisible(tournaments.find(id).orElseThrow(), true);
        }
    }

    @Test
    void spectatorsGetTheStatisticsPageFromTheCacheWithAnETag() {
        String url = app.url("/tournaments/" + id + "/stats");
        Http.Response first = new Http().get(url);
        String etag = first.header("ETag");
        assertThat(etag).isNotBlank();
        assertThat(new Http().get(url, "If-None-Match", etag).status()).isEqualTo(304);
    }

    private static void setStandingsVisible(Tournament t, boolean visible) {
        tournaments.update(Actor.SYSTEM, new Tournament(t.id(), t.name(), t.venue(), t.startsOn(), t.endsOn(),
                t.ruleSet(), t.mcrProfile(), t.tablePointSystem(), t.tieRule(), t.rankingOrder(), t.sessionCount(),
                t.handsPerSession(), t.sessionMinutes(), t.startingStake(), t.appealFee(), t.appealCurrency(),
                t.teamEvent(), t.keepCountriesApart(), visible, t.publishPenalties(), t.publishAppeals(),
                t.defaultLanguage(), t.status(), t.drawStatus(), t.drawSeed(), t.version()));
        app.awaitSpectatorSnapshot();
    }
}
