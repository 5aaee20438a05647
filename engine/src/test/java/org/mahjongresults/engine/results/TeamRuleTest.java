package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TeamScoring;

/**
 * Team and nation totals (issue 28): every member (RULES §13.2), the best K of each session, or the best K players
 * overall (the WMC rule). Two sessions; team 1 has a star and two weak players, team 2 three steady players.
 */
class TeamRuleTest {

    /** Player, team, country, session 1 "tp:mp", session 2 "tp:mp". */
    private static final String[][] FIELD = {
        {"1", "1", "AT", "4:30", "4:20"},
        {"2", "1", "AT", "2:10", "0:-20"},
        {"3", "1", "AT", "0:-30", "1:-5"},
        {"4", "2", "FR", "2:5", "2:5"},
        {"5", "2", "FR", "2:5", "2:5"},
        {"6", "2", "FR", "2:5", "2:5"},
        {"7", "2", "", "1:0", "1:0"},
    };

    private static Standings standings(boolean withSeventh, boolean sixthExcluded) {
        List<Entrant> entrants = new ArrayList<>();
        List<SessionEntry> results = new ArrayList<>();
        for (String[] p : FIELD) {
            long id = Long.parseLong(p[0]);
            if (id == 7 && !withSeventh) {
                continue;
            }
            entrants.add(Entrant.of(id, Long.parseLong(p[1])).withExcluded(id == 6 && sixthExcluded));
            for (int s = 0; s < 2; s++) {
                String[] v = p[3 + s].split(":");
                results.add(new SessionEntry(id, s + 1, TablePoints.parse(v[0]), Integer.parseInt(v[1])));
            }
        }
        return Standings.compute(2, RankingOrder.TABLE_POINTS_FIRST, entrants, results);
    }

    private static String teams(Standings s) {
        return String.join(" ", s.teams().stream().map(t -> "T" + t.teamId() + "#" + t.placeLabel() + "="
                + t.tablePoints() + "/" + t.matchPoints() + "[" + t.sessions().get(0).tablePoints() + "/"
                + t.sessions().get(0).matchPoints() + "]").toList());
    }

    @ParameterizedTest(name = "[{index}] {0} K={1} -> {2}")
    @DisplayName("a team's totals are all its members' or its best K's, per session or overall, and rank the teams")
    @CsvSource(delimiter = '|', value = {
        "ALL_MEMBERS        | 0 | T2#1=12/30[6/15] T1#2=11/5[6/10]",
        "BEST_K_PER_SESSION | 2 | T1#1=11/55[6/40] T2#2=8/20[4/10]",
        "BEST_K_OVERALL     | 2 | T1#1=10/40[6/40] T2#2=8/20[4/10]",
        "BEST_K_OVERALL     | 1 | T1#1=8/50[4/30] T2#2=4/10[2/5]",
        "BEST_K_PER_SESSION | 3 | T2#1=12/30[6/15] T1#2=11/5[6/10]",
        "BEST_K_OVERALL     | 9 | T2#1=12/30[6/15] T1#2=11/5[6/10]",
    })
    void teams(TeamScoring scoring, int k, String expected) {
        Standings s = new StandingsPolicy(TieBreakerChain.NONE, new TeamRule(scoring, k))
                .apply(standings(false, false), TieFacts.NONE);
        assertThat(teams(s)).isEqualTo(expected);
    }

    @Test
    @DisplayName("an excluded player never counts, even among the best K")
    void excluded() {
        Standings s = new StandingsPolicy(TieBreakerChain.NONE, new TeamRule(TeamScoring.BEST_K_OVERALL, 3))
                .apply(standings(false, true), TieFacts.NONE);
        assertThat(teams(s)).isEqualTo("T1#1=11/5[6/10] T2#2=8/20[4/10]");
    }

    @Test
    @DisplayName("nations rank from the players' countries by the same rule; a player without a country is in none")
    void nations() {
        Standings s = standings(true, false);
        Map<Long, String> countries = new java.util.HashMap<>();
        for (String[] p : FIELD) {
            countries.put(Long.parseLong(p[0]), p[2]);
        }
        List<NationRow> best1 = new StandingsPolicy(TieBreakerChain.NONE, new TeamRule(TeamScoring.BEST_K_OVERALL, 1))
                .nations(s, countries);
        assertThat(best1).extracting(NationRow::country, NationRow::placeLabel, NationRow::counted)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("AT", "1", List.of(1L)),
                        org.assertj.core.groups.Tuple.tuple("FR", "2", List.of(4L)));
        List<NationRow> all = StandingsPolicy.DEFAULT.nations(s, countries);
        assertThat(all).extracting(NationRow::country).containsExactly("FR", "AT");
        assertThat(all.get(0).members()).containsExactly(4L, 5L, 6L);
        assertThat(all.get(0).tablePoints()).isEqualTo(TablePoints.of(12));
    }

    @Test
    @DisplayName("equal nations share the place")
    void sharedPlace() {
        Standings s = standings(false, false);
        List<NationRow> rows = new StandingsPolicy(TieBreakerChain.NONE, new TeamRule(TeamScoring.BEST_K_PER_SESSION,
                1)).nations(s, Map.of(4L, "FR", 5L, "DE"));
        assertThat(rows).extracting(NationRow::placeLabel).containsExactly("=1", "=1");
        assertThat(rows).extracting(NationRow::country).containsExactly("DE", "FR");
    }

    @Test
    @DisplayName("a best-K rule counts at least one player")
    void kAtLeastOne() {
        assertThatThrownBy(() -> new TeamRule(TeamScoring.BEST_K_OVERALL, 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(new TeamRule(TeamScoring.ALL_MEMBERS, 5).k()).isZero();
    }
}
