package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;

/** Individual and team standings (MCR 2006 §3.10.1, MCR 2006 附件7, RULINGS §3). */
class StandingsTest {

    /** "tp:mp tp:mp …" for players 1, 2, … in a single session. */
    private static List<SessionEntry> oneSession(String totals) {
        List<SessionEntry> out = new ArrayList<>();
        String[] parts = totals.trim().split("\\s+");
        for (int i = 0; i < parts.length; i++) {
            String[] v = parts[i].split(":");
            out.add(new SessionEntry(i + 1, 1, TablePoints.parse(v[0]), Integer.parseInt(v[1])));
        }
        return out;
    }

    private static List<Entrant> players(int n) {
        List<Entrant> out = new ArrayList<>();
        for (long id = 1; id <= n; id++) {
            out.add(Entrant.of(id));
        }
        return out;
    }

    private static String ranking(Standings s) {
        return String.join(" ", s.players().stream().map(r -> r.playerId() + "#" + r.placeLabel()).toList());
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} -> {2}")
    @DisplayName("players are ranked by the two criteria in the tournament's order and equal players share the place")
    @CsvSource(delimiter = '|', value = {
        "TABLE_POINTS_FIRST | 4:10 2:50 1:-20 0:-40           | 1#1 2#2 3#3 4#4",
        "MATCH_POINTS_FIRST | 4:10 2:50 1:-20 0:-40           | 2#1 1#2 3#3 4#4",
        "TABLE_POINTS_FIRST | 3:10 3:20 1:-20 0:-40           | 2#1 1#2 3#3 4#4",
        "MATCH_POINTS_FIRST | 4:10 2:10 1:-20 0:-40           | 1#1 2#2 3#3 4#4",
        "TABLE_POINTS_FIRST | 2:5 4:9 2:5 2:5 0:-40           | 2#1 1#=2 3#=2 4#=2 5#5",
        "TABLE_POINTS_FIRST | 1:0 2:3 1:0 4:8 1:0             | 4#1 2#2 1#=3 3#=3 5#=3",
        "TABLE_POINTS_FIRST | 1.5:5 1.5:5 7/3:0 7/3:0         | 3#=1 4#=1 1#=3 2#=3",
        "MATCH_POINTS_FIRST | 1.5:5 1.5:5 7/3:0 7/3:0         | 1#=1 2#=1 3#=3 4#=3",
        "TABLE_POINTS_FIRST | 1.75:0 1.75:0 1.75:0 1.75:0     | 1#=1 2#=1 3#=1 4#=1",
    })
    void ranking(RankingOrder order, String totals, String expected) {
        List<SessionEntry> results = oneSession(totals);
        Standings s = Standings.compute(1, order, players(results.size()), results);
        assertThat(ranking(s)).isEqualTo(expected);
    }

    @Test
    @DisplayName("the per-session columns carry running totals, and a session without a result keeps them")
    void sessionColumns() {
        List<SessionEntry> results = List.of(
                new SessionEntry(1, 1, TablePoints.of(4), 60),
                new SessionEntry(1, 3, TablePoints.parse("1.5"), -10),
                new SessionEntry(1, 4, TablePoints.parse("7/3"), 5));
        Standings s = Standings.compute(4, RankingOrder.TABLE_POINTS_FIRST, players(1), results);
        StandingRow row = s.player(1);
        assertThat(row.sessions()).containsExactly(
                new SessionCell(1, true, TablePoints.of(4), TablePoints.of(4), 60, 60),
                new SessionCell(2, false, TablePoints.ZERO, TablePoints.of(4), 0, 60),
                new SessionCell(3, true, TablePoints.parse("1.5"), TablePoints.parse("5.5"), -10, 50),
                new SessionCell(4, true, TablePoints.parse("7/3"), TablePoints.parse("47/6"), 5, 55));
        assertThat(row.tablePoints()).hasToString("7.83");
        assertThat(row.matchPoints()).isEqualTo(55);
        assertThat(row.sessionsPlayed()).isEqualTo(3);
    }

    @Test
    @DisplayName("a starting stake is added once per session played, for display only")
    void startingStake() {
        List<SessionEntry> results = List.of(
                new SessionEntry(1, 1, TablePoints.of(4), 60),
                new SessionEntry(1, 2, TablePoints.of(0), -20),
                new SessionEntry(2, 1, TablePoints.of(2), 10));
        Standings s = Standings.compute(3, RankingOrder.TABLE_POINTS_FIRST, players(2), results);
        assertThat(s.player(1).displayedMatchPoints(500)).isEqualTo(1040);
        assertThat(s.player(1).sessions().get(1).displayedMatchPoints(500)).isEqualTo(480);
        assertThat(s.player(1).sessions().get(2).displayedMatchPoints(500)).isZero();
        assertThat(s.player(1).matchPoints()).isEqualTo(40);
        assertThat(ranking(s)).isEqualTo("1#1 2#2");
    }

    @Test
    @DisplayName("teams are the sums of their members, ranked the same way, with shared places")
    void teams() {
        List<Entrant> entrants = List.of(Entrant.of(1, 10), Entrant.of(2, 10), Entrant.of(3, 20),
                Entrant.of(4, 20), Entrant.of(5, 30), Entrant.of(6));
        List<SessionEntry> results = List.of(
                new SessionEntry(1, 1, TablePoints.of(4), 30), new SessionEntry(2, 1, TablePoints.of(0), -30),
                new SessionEntry(3, 1, TablePoints.of(2), 10), new SessionEntry(4, 1, TablePoints.of(2), -10),
                new SessionEntry(5, 1, TablePoints.of(1), 0), new SessionEntry(6, 1, TablePoints.of(4), 99),
                new SessionEntry(1, 2, TablePoints.of(1), -5), new SessionEntry(5, 2, TablePoints.of(3), 5));
        Standings s = Standings.compute(2, RankingOrder.TABLE_POINTS_FIRST, entrants, results);
        assertThat(s.teams().stream().map(t -> t.teamId() + "#" + t.placeLabel() + ":" + t.tablePoints() + ":"
                + t.matchPoints()).toList())
                .containsExactly("10#1:5:-5", "30#2:4:5", "20#3:4:0");
        assertThat(s.team(10).members()).containsExactly(1L, 2L);
        assertThat(s.team(10).sessions().get(0)).isEqualTo(
                new SessionCell(1, true, TablePoints.of(4), TablePoints.of(4), 0, 0));
        assertThat(s.team(20).sessions().get(1)).isEqualTo(
                new SessionCell(2, false, TablePoints.ZERO, TablePoints.of(4), 0, 0));
    }

    @Test
    @DisplayName("teams equal on both criteria share the place")
    void teamTies() {
        List<Entrant> entrants = List.of(Entrant.of(1, 10), Entrant.of(2, 20), Entrant.of(3, 30));
        List<SessionEntry> results = List.of(new SessionEntry(1, 1, TablePoints.of(2), 5),
                new SessionEntry(2, 1, TablePoints.of(2), 5), new SessionEntry(3, 1, TablePoints.of(4), 5));
        Standings s = Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST, entrants, results);
        assertThat(s.teams().stream().map(t -> t.teamId() + "#" + t.placeLabel()).toList())
                .containsExactly("30#1", "10#=2", "20#=2");
    }

    @Test
    @DisplayName("a disqualified player is listed last without a place and does not count for the team")
    void disqualified() {
        List<Entrant> entrants = List.of(Entrant.of(1, 10), new Entrant(2, 10L, true), Entrant.of(3, 20),
                Entrant.of(4));
        List<SessionEntry> results = oneSession("1:-5 4:50 2:10 0:-55");
        Standings s = Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST, entrants, results);
        assertThat(ranking(s)).isEqualTo("3#1 1#2 4#3 2#");
        assertThat(s.player(2).excluded()).isTrue();
        assertThat(s.player(2).place()).isZero();
        assertThat(s.player(2).tablePoints()).isEqualTo(TablePoints.of(4));
        assertThat(s.team(10).tablePoints()).isEqualTo(TablePoints.of(1));
        assertThat(s.team(10).members()).containsExactly(1L, 2L);
    }

    @Test
    @DisplayName("a session of table results flows into the standings with its shared and absent places")
    void tablesToStandings() {
        TableResult t1 = TableResult.of(List.of(SeatScore.of(1, 16), SeatScore.of(2, 16), SeatScore.of(3, 16),
                SeatScore.of(4, -48)), TablePointSystem.STANDARD, TieRule.SHARE);
        TableResult t2 = TableResult.of(List.of(SeatScore.of(5, 30), SeatScore.absent(6), SeatScore.of(7, -10),
                SeatScore.of(8, -20)), TablePointSystem.STANDARD, TieRule.SHARE);
        List<SessionEntry> results = new ArrayList<>(t1.entries(1));
        results.addAll(t2.entries(1));
        Standings s = Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST, players(8), results);
        assertThat(ranking(s)).isEqualTo("5#1 1#=2 2#=2 3#=2 7#5 8#6 6#7 4#8");
        assertThat(s.player(1).tablePoints()).hasToString("2.33");
    }

    @Test
    @DisplayName("a result for an unknown player, beyond the last session or twice for a session is refused")
    void refusesBadResults() {
        assertThatThrownBy(() -> Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST, players(1),
                List.of(new SessionEntry(2, 1, TablePoints.ZERO, 0)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST, players(1),
                List.of(new SessionEntry(1, 2, TablePoints.ZERO, 0)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST, players(1),
                List.of(new SessionEntry(1, 1, TablePoints.ZERO, 0), new SessionEntry(1, 1, TablePoints.ZERO, 0))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Standings.compute(1, RankingOrder.TABLE_POINTS_FIRST,
                List.of(Entrant.of(1), Entrant.of(1)), List.of())).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SessionEntry(1, 0, TablePoints.ZERO, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
