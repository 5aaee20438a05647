package org.mahjongresults.web.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/** The demo's riichi tournament, loaded as the README's first command loads it, on the public pages. */
class RiichiDemoRouteTest {

    @Test
    void theDemosRiichiTournamentShowsItsGamesLiveTablesAndStandingsInEachLanguage() {
        try (TestApp app = TestApp.start()) {
            new DemoData(app.db(), Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
            Tournament demo = app.parts().tournaments().list().stream().filter(x -> x.ruleSet() == RuleSet.RIICHI)
                    .findFirst().orElseThrow();
            String base = "/tournaments/" + demo.id();
            for (String lang : List.of("en", "zh", "ja")) {
                Http.Response sheet = new Http().get(app.url(base + "/sessions/4/tables/1/sheet?lang=" + lang));
                assertThat(sheet.status()).as(lang).isEqualTo(200);
                assertThat(sheet.html().select(".riichi-final-table tbody tr")).as(lang).hasSize(4);
                assertThat(new Http().get(app.url(base + "/sessions/4/live?lang=" + lang)).status()).isEqualTo(200);
                assertThat(new Http().get(app.url(base + "/standings?lang=" + lang)).status()).isEqualTo(200);
            }
            // The live tables show the running scores from the starting 30,000 (EMA), not the change since the start,
            // and say how many hands were played, not "of 8": a hanchan has no fixed length.
            org.jsoup.nodes.Document live = new Http().get(app.url(base + "/sessions/4/live?lang=en")).html();
            assertThat(live.select(".live-table")).hasSize(4);
            for (org.jsoup.nodes.Element card : live.select(".live-table")) {
                int sum = card.select(".live-score").stream().mapToInt(e -> Integer.parseInt(e.text())).sum();
                assertThat(sum).as(card.id()).isBetween(120_000 - 8_000, 120_000);
                assertThat(sum % 1_000).as("less only by whole riichi sticks").isZero();
                assertThat(card.select(".live-table__head .hint").text()).matches("\\d+ hands played");
            }
            // Ranked by points after uma and oka alone: no table-point columns, one column of points per session.
            org.jsoup.nodes.Document standings = new Http().get(app.url(base + "/standings?lang=en")).html();
            assertThat(standings.select("table.standings thead").text()).contains("Points", "Pts")
                    .doesNotContain("Table points", "TP");
            org.jsoup.nodes.Element first = standings.select("table.standings tbody tr").first();
            assertThat(first.select("td.tp")).isEmpty();
            assertThat(first.select("td.mp")).hasSize(4);
            // The big screen alike: points overall and per session, the sessions' points as the standings show them,
            // and a legend without MCR's 4-2-1-0.
            org.jsoup.nodes.Document screen = new Http().get(app.url(base + "/screen?lang=en")).html();
            assertThat(screen.select(".screen-standings thead").first().text()).contains("Points")
                    .doesNotContain("TP", "MP");
            org.jsoup.nodes.Element leader = screen.select(".screen-standings tbody tr").first();
            assertThat(leader.select("td.sess").eachText())
                    .containsExactlyElementsOf(first.select("td.mp").stream().map(td -> td.ownText()).toList());
            assertThat(leader.select("td.total").text()).isEqualTo(first.select("td b").first().text());
            assertThat(screen.select(".screen-standings .screen-legend").first().text())
                    .contains("points are provisional").doesNotContain("4-2-1-0");
            assertThat(new Http().get(app.url(base + "?lang=en")).html().text())
                    .contains("EMA Riichi Competition Rules 2016", "Hanchan (East and South rounds)");
            List<StandingRow> rows = app.parts().standings().results(demo).standings().players();
            assertThat(rows).hasSize(16);
            // Every player played four hanchan; the totals are in whole hundreds of points.
            assertThat(rows).allMatch(r -> r.sessions().size() == 4 && r.matchPoints() % 100 == 0);
        }
    }
}
