package org.mahjongresults.web.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The rule set as a strategy behind the draw and standings routes: the same route answers a Swiss tournament with
 * its knockout (or refuses what only MCR has) and an MCR tournament as before.
 */
class SwissRulesRouteTest {

    private static TestApp app;
    private static Staff director;

    @BeforeAll
    static void start() {
        app = TestApp.startWithDemo();
        director = Staff.login(app, "director", "demo-director");
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void theDrawPageOfASwissTournamentIsItsKnockoutAndTheMcrActionsAreRefusedWithAMessage() {
        SwissFixture f = new SwissFixture(app, 16);
        Http.Response page = director.get(app, f.base() + "/draw?lang=en");
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.html().select("#plan-heading").text()).isEqualTo("The knockout");
        assertThat(page.html().select("form#knockout-draw")).hasSize(1);

        for (String action : new String[] {"generate", "redraw", "swap", "standings"}) {
            Http.Response refused = director.post(app, f.base() + "/draw/" + action,
                    Map.of("seed", "3", "session", "1", "a", "1", "b", "2"));
            assertThat(refused.status()).as(action).isEqualTo(302);
            assertThat(director.get(app, f.base() + "/draw?lang=en").html().select(".flash").text()).as(action)
                    .isEqualTo("This action belongs to MCR tournaments; a Swiss knockout is drawn round by round.");
        }
        assertThat(f.draws.seatings(f.id)).isEmpty();

        // The public sees the knockout page too, without the draw until it is published.
        Http.Response anonymous = new Http().get(app.url(f.base() + "/draw?lang=en"));
        assertThat(anonymous.status()).isEqualTo(200);
        assertThat(anonymous.html().select("#plan-heading").text()).isEqualTo("The knockout");
        assertThat(anonymous.html().select("form#knockout-draw")).isEmpty();
    }

    @Test
    void aSwissTournamentsStandingsAreTheKnockoutsAndItHasNoTablePointPages() {
        SwissFixture f = new SwissFixture(app, 16);
        assertThat(f.drawRound(director, "5").status()).isEqualTo(302);
        f.publish(director);
        Http.Response standings = new Http().get(app.url(f.base() + "/standings?lang=en"));
        assertThat(standings.status()).isEqualTo(200);
        assertThat(standings.html().select("table.knockout-standings tbody tr")).hasSize(16);
        // Team standings rank by table points: a knockout has none. Its results leave the site by its own exports
        // (issue 28), and the EMA file says it is not an EMA format (SwissExportsRouteTest).
        for (String path : new String[] {"/standings/teams", "/standings/nations"}) {
            assertThat(new Http().get(app.url(f.base() + path)).status()).as(path).isEqualTo(404);
            assertThat(director.get(app, f.base() + path).status()).as(path).isEqualTo(404);
        }
        for (String path : new String[] {"/standings.csv", "/standings.json"}) {
            assertThat(new Http().get(app.url(f.base() + path)).status()).as(path).isEqualTo(200);
        }
        assertThat(new Http().get(app.url(f.base() + "/standings/ema.csv")).status()).isEqualTo(409);
        assertThat(new Http().get(app.url("/api/tournaments/" + f.id + "/standings")).status()).isEqualTo(200);
    }

    @Test
    void anMcrTournamentHasNoKnockoutRoundAndKeepsItsTablePointPages() {
        TournamentRepository tournaments = app.parts().tournaments();
        long demo = app.demoTournamentId();
        Tournament t = tournaments.find(demo).orElseThrow();
        assertThat(t.status()).isNotEqualTo(TournamentStatus.DRAFT);
        assertThat(director.post(app, "/tournaments/" + demo + "/knockout/draw", Map.of()).status()).isEqualTo(404);
        Http.Response standings = new Http().get(app.url("/tournaments/" + demo + "/standings?lang=en"));
        assertThat(standings.status()).isEqualTo(200);
        assertThat(standings.html().select("table.knockout-standings")).isEmpty();
        assertThat(new Http().get(app.url("/tournaments/" + demo + "/standings.csv")).status()).isEqualTo(200);
    }
}
