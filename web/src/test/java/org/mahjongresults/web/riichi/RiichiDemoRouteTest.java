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
            assertThat(new Http().get(app.url(base + "?lang=en")).html().text())
                    .contains("EMA Riichi Competition Rules 2016", "Hanchan (East and South rounds)");
            List<StandingRow> rows = app.parts().standings().results(demo).standings().players();
            assertThat(rows).hasSize(16);
            // Every player played four hanchan; the totals are in whole hundreds of points.
            assertThat(rows).allMatch(r -> r.sessions().size() == 4 && r.matchPoints() % 100 == 0);
        }
    }
}
