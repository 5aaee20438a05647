package org.mahjongresults.web.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.stats.StatsRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.stats.Catalogue;
import org.mahjongresults.engine.stats.StatHand;
import org.mahjongresults.engine.stats.TournamentStats;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The statistics kept per results version (brought up to date table by table from the change log) equal the
 * statistics recomputed from scratch after every step of a random sequence of hands (given in the notation or by
 * their points alone), draws and corrections; and the pages say how many wins carry their fans.
 */
class StatsKeptRouteTest {

    /** Wins on a discard and what they are worth (MCR 2006 附件1): a chicken hand and a Pure Straight. */
    private static final List<String> NOTATIONS = List.of("[234m1][678p1][555s1]SS34m5m",
            "[234p1]12356789m55s4m");
    private static final List<Integer> POINTS = List.of(8, 18);

    private TestApp app;
    private Staff scorekeeper;
    private Staff referee;
    private TournamentRepository tournaments;
    private SheetRepository sheets;
    private DrawRepository draws;
    private PenaltyRepository penalties;
    private StatsRepository repository;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        referee = Staff.login(app, "referee", "demo-referee");
        tournaments = app.parts().tournaments();
        sheets = app.parts().sheets();
        draws = app.parts().draws();
        penalties = app.parts().penalties();
        repository = new StatsRepository(app.db());
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private StatsService fresh() {
        return new StatsService(repository, sheets, app.standingsFromScratch(), tournaments);
    }

    private Tournament tournament() {
        return tournaments.find(app.demoTournamentId()).orElseThrow();
    }

    private String base(int table) {
        return "/tournaments/" + app.demoTournamentId() + "/sessions/1/tables/" + table;
    }

    private List<Long> players(int table) {
        return draws.seatings(app.demoTournamentId()).stream()
                .filter(s -> s.session() == 1 && s.table() == table).map(Seating::playerId).toList();
    }

    private int version(int table) {
        return sheets.find(app.demoTournamentId(), 1, table).map(Sheet::version).orElse(0);
    }

    private int handsAt(int table) {
        return sheets.find(app.demoTournamentId(), 1, table).map(s -> sheets.hands(s.id()).size()).orElse(0);
    }

    @Test
    void statisticsKeptPerVersionEqualStatisticsFromScratchAfterRandomHandsAndCorrections() throws Exception {
        StatsService kept = fresh();
        Random random = new Random(17);
        int corrections = 0;
        int pointsOnly = 0;
        int notated = 0;
        StatHand untouched = null;
        for (int step = 0; step < 36; step++) {
            int table = 1 + random.nextInt(3);
            List<Long> seats = players(table);
            int hands = handsAt(table);
            int winner = random.nextInt(4);
            int discarder = (winner + 1 + random.nextInt(3)) % 4;
            Map<String, String> form = new HashMap<>();
            form.put("version", String.valueOf(version(table)));
            String path;
            Staff who;
            if (hands > 0 && random.nextInt(4) == 0) {
                who = referee;
                path = base(table) + "/hands/" + (1 + random.nextInt(hands)) + "/correct";
                form.put("reason", "step " + step);
                corrections++;
            } else if (hands >= 16) {
                continue;
            } else {
                who = scorekeeper;
                path = base(table) + "/hands";
                form.put("number", String.valueOf(hands + 1));
                form.put("requestId", "s" + step);
            }
            int kind = random.nextInt(5);
            if (kind == 0) {
                form.put("result", "DRAW");
            } else {
                form.put("result", "WIN");
                form.put("winner", String.valueOf(seats.get(winner)));
                if (kind <= 2) {
                    int n = random.nextInt(NOTATIONS.size());
                    form.put("discarder", String.valueOf(seats.get(discarder)));
                    form.put("notation", NOTATIONS.get(n));
                    form.put("fanPoints", String.valueOf(POINTS.get(n)));
                    notated++;
                } else {
                    form.put("discarder", random.nextBoolean() ? "self" : String.valueOf(seats.get(discarder)));
                    form.put("fanPoints", String.valueOf(8 + random.nextInt(40)));
                    pointsOnly++;
                }
            }
            Http.Response r = who.post(app, path, form);
            assertThat(r.status()).as(r.body()).isEqualTo(302);

            Tournament now = tournament();
            StatsService.Snapshot incremental = kept.stats(now);
            StatsService.Snapshot scratch = fresh().stats(now);
            List<StatHand> fromDb = repository.hands(now.id());
            assertThat(incremental.version()).isEqualTo(scratch.version());
            assertThat(incremental.hands()).isEqualTo(fromDb);
            assertThat(incremental.tournament()).isEqualTo(scratch.tournament())
                    .isEqualTo(TournamentStats.of(Catalogue.MCR, fromDb));
            assertThat(incremental.progress()).isEqualTo(scratch.progress());
            for (long p : players(table)) {
                assertThat(incremental.player(p)).isEqualTo(scratch.player(p));
            }
            // Brought up to date table by table: a hand of a table that did not change was not read again.
            if (untouched != null && untouched.table() != table) {
                StatHand same = untouched;
                assertThat(incremental.hands().stream().filter(h -> h.table() == same.table()
                        && h.number() == same.number()).findFirst().orElseThrow()).isSameAs(untouched);
            }
            untouched = incremental.hands().isEmpty() ? null : incremental.hands().get(0);
        }
        assertThat(corrections).isPositive();
        assertThat(notated).isPositive();
        assertThat(pointsOnly).isPositive();

        // The page and the API say how many wins carry their fans: the points-only ones count as wins all the same.
        Map<?, ?> api = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api/tournaments/" + app.demoTournamentId()
                + "/stats")).body());
        TournamentStats expected = TournamentStats.of(Catalogue.MCR, repository.hands(app.demoTournamentId()));
        assertThat(((Number) api.get("wins")).intValue()).isEqualTo(expected.tally().wins());
        assertThat(((Number) api.get("detailedWins")).intValue()).isEqualTo(expected.tally().detailedWins())
                .isLessThan(expected.tally().wins());
        assertThat(new Http().get(app.url("/tournaments/" + app.demoTournamentId() + "/stats?lang=en")).html()
                .selectFirst("#stats-detail").text()).startsWith(expected.tally().detailedWins() + " of "
                + expected.tally().wins() + " winning hands carry their fans");
    }
}
