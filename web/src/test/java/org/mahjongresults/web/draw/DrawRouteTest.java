package org.mahjongresults.web.draw;

import org.mahjongresults.db.testing.SessionStatuses;
import org.mahjongresults.engine.tournament.SessionStatus;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class DrawRouteTest {

    private static final String[] COUNTRIES = {"CN", "JP", "DK", "FR"};

    private TestApp app;
    private TournamentRepository tournaments;
    private DrawRepository draws;
    private Tournament cup;
    private Staff director;

    /** One application for the class: each test drafts a tournament of its own in it. */
    @BeforeAll
    void startApp() {
        app = TestApp.startWithDemo();
    }

    /**
     * 16 players in 4 teams of 4 from 4 countries, 5 sessions. As an individual event zero repeats is exactly
     * possible (the affine plane of order 4); tests that need teams switch the team event on.
     */
    @BeforeEach
    void start() {
        DirectedTournament fixture = DirectedTournament.create(app, Tournament.newMcr("Winter Cup")
                .withDetails("Winter Cup", "Hall", null, null, false, 5).withStatus(TournamentStatus.RUNNING));
        tournaments = fixture.tournaments();
        draws = app.parts().draws();
        cup = fixture.tournament();
        director = fixture.director();
        for (int t = 0; t < 4; t++) {
            Team team = tournaments.createTeam(Actor.SYSTEM, new Team(null, cup.id(), "Team " + t, null, null, null));
            for (int i = 1; i <= 4; i++) {
                int entry = t * 4 + i;
                tournaments.createPlayer(Actor.SYSTEM,
                        Player.newPlayer(cup.id(), entry, "Player " + entry, null, COUNTRIES[t], team.id(), null));
            }
        }
    }

    @AfterAll
    void stop() {
        app.close();
    }

    private String path(String rest) {
        return "/tournaments/" + cup.id() + rest;
    }

    @Test
    void theDirectorGeneratesADrawThatMeetsTheTargetAndStatesItsQuality() {
        Http.Response r = director.post(app, path("/draw/generate"), Map.of("seed", "42"));
        assertThat(r.status()).isEqualTo(302);
        Document page = director.get(app, path("/draw?lang=en")).html();
        assertThat(page.select(".flash").text()).isEqualTo("5 sessions drawn with seed 42.");
        assertThat(page.selectFirst("#quality-repeats").text()).isEqualTo("0 (the least possible: 0)");
        assertThat(page.selectFirst("#quality-max-pair").text()).isEqualTo("1");
        assertThat(page.selectFirst("#quality-teammates").text()).isEqualTo("0");
        assertThat(page.select(".session-block")).hasSize(5);
        assertThat(page.select("#session-1 table.draw-table tbody tr")).hasSize(4);

        Draw draw = draws.load(cup.id());
        assertThat(draw.sessions()).hasSize(5);
        // the same seed gives the same draw
        director.post(app, path("/draw/generate"), Map.of("seed", "42"));
        assertThat(draws.load(cup.id())).isEqualTo(draw);
    }

    @Test
    void inATeamEventTeammatesNeverShareATableWhenThatIsPossible() {
        cup = tournaments.update(Actor.SYSTEM, cup.withDetails("Winter Cup", "Hall", null, null, true, 4));
        director.post(app, path("/draw/generate"), Map.of("seed", "8"));
        Document page = director.get(app, path("/draw?lang=en")).html();
        assertThat(page.selectFirst("#quality-teammates").text()).isEqualTo("0");
        assertThat(page.selectFirst("#quality-repeats").text()).isEqualTo("0 (the least possible: 0)");
        Draw draw = draws.load(cup.id());
        for (var session : draw.sessions()) {
            for (var table : session.tables()) {
                assertThat(table.players().stream().map(e -> (e - 1) / 4).distinct().count())
                        .as("four teams at table " + table.number()).isEqualTo(4);
            }
        }
    }

    @Test
    void thePublicSeesTheDrawOnlyOnceItIsPublished() {
        director.post(app, path("/draw/generate"), Map.of("seed", "7"));
        Http visitor = new Http();
        assertThat(visitor.get(app.url(path("/draw?lang=en"))).html().select("main p.empty").text())
                .contains("not been published");
        assertThat(visitor.get(app.url(path("/sessions/1"))).status()).isEqualTo(404);

        director.post(app, path("/draw/lock"), Map.of());
        assertThat(director.post(app, path("/draw/generate"), Map.of()).status()).isEqualTo(302);
        assertThat(director.get(app, path("/draw?lang=en")).html().select(".flash").text())
                .contains("The draw is locked");
        director.post(app, path("/draw/publish"), Map.of());

        Document session = visitor.get(app.url(path("/sessions/1?lang=en"))).html();
        assertThat(session.select("table.draw-table tbody tr")).hasSize(4);
        assertThat(session.select("table.draw-table tbody tr").first().select("td")).hasSize(5);
        assertThat(visitor.get(app.url(path("/sessions/1/cards"))).html().select(".table-card")).hasSize(4);
    }

    @Test
    void aTablePageShowsEachPlayersSeatInEveryRoundPerTheRotationTable() {
        director.post(app, path("/draw/generate"), Map.of("seed", "3"));
        List<Seating> table1 = draws.seatings(cup.id()).stream()
                .filter(s -> s.session() == 2 && s.table() == 1).toList();
        Document page = director.get(app, path("/sessions/2/tables/1?lang=en")).html();
        var rows = page.select("table.rotation tbody tr");
        assertThat(rows).hasSize(4);
        String east = table1.get(0).name();
        String south = table1.get(1).name();
        String west = table1.get(2).name();
        String north = table1.get(3).name();
        // MCR 2006 附件4: rounds E, S, W, N; columns East, South, West, North.
        assertThat(rows.get(0).select("td").eachText()).containsExactly(
                entry(table1, 0) + " " + east, entry(table1, 1) + " " + south,
                entry(table1, 2) + " " + west, entry(table1, 3) + " " + north);
        assertThat(rows.get(1).select("td").eachText()).containsExactly(
                entry(table1, 1) + " " + south, entry(table1, 0) + " " + east,
                entry(table1, 3) + " " + north, entry(table1, 2) + " " + west);
        assertThat(rows.get(2).select("td").eachText()).containsExactly(
                entry(table1, 2) + " " + west, entry(table1, 3) + " " + north,
                entry(table1, 1) + " " + south, entry(table1, 0) + " " + east);
        assertThat(rows.get(3).select("td").eachText()).containsExactly(
                entry(table1, 3) + " " + north, entry(table1, 2) + " " + west,
                entry(table1, 0) + " " + east, entry(table1, 1) + " " + south);
    }

    private static String entry(List<Seating> table, int seat) {
        return String.valueOf(table.get(seat).entryNumber());
    }

    @Test
    void aPlayersItineraryListsTableAndSeatForEverySession() {
        director.post(app, path("/draw/generate"), Map.of("seed", "9"));
        director.post(app, path("/draw/publish"), Map.of());
        Player p = tournaments.players(cup.id()).get(5);
        Document page = new Http().get(app.url(path("/players/" + p.id() + "?lang=en"))).html();
        var rows = page.select("table.itinerary tbody tr");
        assertThat(rows).hasSize(5);
        List<Seating> mine = draws.seatings(cup.id()).stream().filter(s -> s.playerId() == p.id()).toList();
        for (int i = 0; i < 5; i++) {
            assertThat(rows.get(i).select("td").eachText()).containsExactly(String.valueOf(i + 1),
                    String.valueOf(mine.get(i).table()),
                    new String[] {"East", "South", "West", "North"}[mine.get(i).seat().ordinal()]);
        }
    }

    @Test
    void swappingTwoPlayersChangesOnlyThatSession() {
        director.post(app, path("/draw/generate"), Map.of("seed", "11"));
        Draw before = draws.load(cup.id());
        var t1 = before.session(3).tables().get(0);
        var t2 = before.session(3).tables().get(1);
        int a = t1.players().get(0);
        int b = t2.players().get(2);
        director.post(app, path("/draw/swap"), Map.of("session", "3", "a", String.valueOf(a), "b", String.valueOf(b)));
        Draw after = draws.load(cup.id());
        assertThat(after.session(3).tables().get(0).players().get(0)).isEqualTo(b);
        assertThat(after.session(3).tables().get(1).players().get(2)).isEqualTo(a);
        for (int s : new int[] {1, 2, 4, 5}) {
            assertThat(after.session(s)).isEqualTo(before.session(s));
        }
        Http.Response bad = director.post(app, path("/draw/swap"), Map.of("session", "3", "a", "1", "b", "999"));
        assertThat(bad.status()).isEqualTo(302);
        assertThat(draws.load(cup.id())).isEqualTo(after);
    }

    @Test
    void afterASubstitutionTheUnplayedSessionsAreRedrawnAndThePlayedOnesKept() {
        director.post(app, path("/draw/generate"), Map.of("seed", "5"));
        Draw before = draws.load(cup.id());
        SessionStatuses.set(app.db(), cup.id(), 1, SessionStatus.FINISHED);
        SessionStatuses.set(app.db(), cup.id(), 2, SessionStatus.RUNNING);
        Player leaving = tournaments.players(cup.id()).get(0);
        Http.Response sub = director.post(app, path("/players/" + leaving.id() + "/substitute"),
                Map.of("entryNumber", "17", "name", "Sub Stitute", "country", "CN", "teamId",
                        String.valueOf(leaving.teamId())));
        assertThat(sub.status()).isEqualTo(302);
        assertThat(director.post(app, path("/draw/redraw"), Map.of("seed", "6")).status()).isEqualTo(302);

        Draw after = draws.load(cup.id());
        assertThat(after.session(1)).isEqualTo(before.session(1));
        assertThat(after.session(2)).isEqualTo(before.session(2));
        for (int s = 3; s <= 5; s++) {
            assertThat(after.session(s).tableOf(leaving.entryNumber())).as("session " + s).isEmpty();
            assertThat(after.session(s).tableOf(17)).as("session " + s).isPresent();
        }
        // A played session can never be rewritten, even by a swap.
        director.post(app, path("/draw/swap"), Map.of("session", "1", "a", "2", "b", "3"));
        assertThat(draws.load(cup.id()).session(1)).isEqualTo(before.session(1));
    }

    @Test
    void aLaterSessionCanBeSeatedByTheStandingsTopFourTogether() {
        director.post(app, path("/draw/generate"), Map.of("seed", "12"));
        // Session 1 is played: at table 1 East wins 40 points self-drawn, at table 2 South wins 30, and so on.
        var sheets = app.parts().sheets();
        var seats = draws.seatings(cup.id()).stream().filter(s -> s.session() == 1).toList();
        for (int table = 1; table <= 4; table++) {
            int tableNo = table;
            var at = seats.stream().filter(s -> s.table() == tableNo).toList();
            // The director has every power of the tournament, a scorekeeper's included.
            Http.Response r = director.post(app, path("/sessions/1/tables/" + table + "/hands"), Map.of(
                    "number", "1", "version", "0", "requestId", "st" + table, "result", "WIN",
                    "winner", String.valueOf(at.get(table - 1).playerId()), "discarder", "self",
                    "fanPoints", String.valueOf(50 - 10 * table)));
            assertThat(r.status()).as(r.body()).isEqualTo(302);
        }
        assertThat(sheets.allSheets(cup.id())).hasSize(4);
        Http.Response seated = director.post(app, path("/draw/standings"), Map.of("session", "3"));
        assertThat(seated.status()).isEqualTo(302);
        Document page = director.get(app, path("/draw?lang=en")).html();
        assertThat(page.select(".flash").text()).isEqualTo("Session 3 is seated by the standings.");
        assertThat(page.select("#session-3 .tag").text()).contains("Seated by standings");
        // The four winners of session 1 lead the standings and meet at table 1 of session 3, unless a swap with
        // the next group avoids a repeat meeting: at least three of them sit there.
        List<Long> leaders = new java.util.ArrayList<>();
        for (int table = 1; table <= 4; table++) {
            int tableNo = table;
            leaders.add(seats.stream().filter(s -> s.table() == tableNo).toList().get(table - 1).playerId());
        }
        long together = draws.seatings(cup.id()).stream()
                .filter(s -> s.session() == 3 && s.table() == 1 && leaders.contains(s.playerId())).count();
        assertThat(together).isGreaterThanOrEqualTo(3);

        Http.Response played = director.post(app, path("/draw/standings"), Map.of("session", "1"));
        assertThat(played.status()).isEqualTo(302);
        assertThat(director.get(app, path("/draw?lang=en")).html().select(".flash").text())
                .startsWith("Only a session not yet played");
    }

    @Test
    void aFieldThatDoesNotFillTablesOfFourIsToldHowManySubstitutesAreNeeded() {
        Player leaving = tournaments.players(cup.id()).get(3);
        director.post(app, path("/players/" + leaving.id() + "/withdraw"), Map.of());
        director.post(app, path("/draw/generate"), Map.of());
        Document page = director.get(app, path("/draw?lang=en")).html();
        assertThat(page.select(".flash").text())
                .isEqualTo("15 active players do not fill tables of four: 1 substitute is needed.");
        assertThat(page.select(".notice").text()).contains("1 substitute is needed");
        assertThat(draws.load(cup.id()).sessions()).isEmpty();
    }
}
