package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The results a web server keeps up to date table by table (from the results change log) equal the results
 * computed from scratch, after every hand and correction of a random sequence, and a table's change does not
 * compute the whole tournament again.
 */
class IncrementalResultsRouteTest {

    private TestApp app;
    private Staff scorekeeper;
    private Staff referee;
    private TournamentRepository tournaments;
    private DrawRepository draws;
    private SheetRepository sheets;
    private PenaltyRepository penalties;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        referee = Staff.login(app, "referee", "demo-referee");
        tournaments = app.parts().tournaments();
        draws = app.parts().draws();
        sheets = app.parts().sheets();
        penalties = app.parts().penalties();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private StandingsService fromScratch() {
        return app.standingsFromScratch();
    }

    private Tournament tournament() {
        return tournaments.find(app.demoTournamentId()).orElseThrow();
    }

    @Test
    void resultsKeptUpToDateAfterRandomHandsAndCorrectionsEqualResultsComputedFromScratch() {
        StandingsService kept = fromScratch();
        StandingsService.Results first = kept.results(tournament());
        List<SheetFixture> tables = List.of(new SheetFixture(app, 1, 1), new SheetFixture(app, 1, 2),
                new SheetFixture(app, 1, 3));
        Random random = new Random(2026);
        int corrections = 0;
        for (int step = 0; step < 30; step++) {
            SheetFixture t = tables.get(random.nextInt(tables.size()));
            List<HandRecord> hands = t.hands();
            Http.Response r;
            if (!hands.isEmpty() && random.nextInt(4) == 0) {
                HandRecord h = hands.get(random.nextInt(hands.size()));
                int winner = random.nextInt(4);
                r = referee.post(app, t.base() + "/hands/" + h.number() + "/correct", Map.of(
                        "version", String.valueOf(t.version()), "result", "WIN",
                        "winner", String.valueOf(t.id(winner)), "discarder", "self",
                        "fanPoints", String.valueOf(8 + random.nextInt(30)), "reason", "step " + step));
                corrections++;
            } else if (hands.size() >= 16) {
                continue;
            } else if (random.nextInt(6) == 0) {
                r = t.draw(scorekeeper, hands.size() + 1, "d" + step);
            } else {
                int winner = random.nextInt(4);
                Integer discarder = random.nextBoolean() ? null : (winner + 1 + random.nextInt(3)) % 4;
                r = t.win(scorekeeper, hands.size() + 1, winner, discarder, 8 + random.nextInt(40), null,
                        "w" + step);
            }
            assertThat(r.status()).as(r.body()).isEqualTo(302);

            Tournament now = tournament();
            StandingsService.Results incremental = kept.results(now);
            StandingsService.Results scratch = fromScratch().results(now);
            assertThat(incremental.version()).isEqualTo(scratch.version());
            assertThat(incremental.standings()).isEqualTo(scratch.standings());
            assertThat(incremental.tables()).isEqualTo(scratch.tables());
            assertThat(incremental.totals()).isEqualTo(scratch.totals());
            assertThat(incremental.handsPlayed()).isEqualTo(scratch.handsPlayed());
            assertThat(incremental.sheets()).isEqualTo(scratch.sheets());
            // Brought up to date from the change log: the players were not read again.
            assertThat(incremental.players()).isSameAs(first.players());
        }
        assertThat(corrections).isPositive();
    }

    @Test
    void aChangeToTheWholeTournamentComputesEverythingAgain() {
        StandingsService kept = fromScratch();
        StandingsService.Results before = kept.results(tournament());
        SheetFixture t = new SheetFixture(app, 1, 1);
        assertThat(t.win(scorekeeper, 1, 0, 3, 18, null, "x1").status()).isEqualTo(302);
        assertThat(kept.results(tournament()).players()).isSameAs(before.players());

        // A player's withdrawal is logged as a change to the whole tournament: the players are read again.
        Staff director = Staff.login(app, "director", "demo-director");
        Http.Response withdrawn = director.post(app, "/tournaments/" + app.demoTournamentId() + "/players/"
                + t.id(2) + "/withdraw", Map.of("version", String.valueOf(tournament().version())));
        assertThat(withdrawn.status()).as(withdrawn.body()).isLessThan(400);
        Tournament now = tournament();
        StandingsService.Results after = kept.results(now);
        assertThat(after.players()).isNotSameAs(before.players());
        assertThat(after.version()).isEqualTo(fromScratch().results(now).version());
        assertThat(after.standings()).isEqualTo(fromScratch().results(now).standings());
    }
}
