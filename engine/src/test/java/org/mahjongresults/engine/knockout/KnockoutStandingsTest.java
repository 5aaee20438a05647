package org.mahjongresults.engine.knockout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.engine.knockout.KnockoutStandings.Outcome;

/** How far each player went and the final placing (our rule, KnockoutStandings' comment). */
class KnockoutStandingsTest {

    private static final String ROUND_1 = "1 2 3 4 : 10 -2 -4 -4 | 5 6 7 8 : -1 5 -2 -2"
            + " | 9 10 11 12 : 6 6 -3 -9 | 13 14 15 16 : 2 3 -2 -3";

    private static String places(KnockoutStandings s) {
        StringBuilder b = new StringBuilder();
        for (KnockoutStandings.Row r : s.rows()) {
            b.append(r.player()).append('=').append(r.place() == null ? "-" : (r.shared() ? "=" : "") + r.place())
                    .append(' ');
        }
        return b.toString().trim();
    }

    @Test
    @DisplayName("16 players while round 1 is played: a decided table marks its winner, nobody is placed yet")
    void roundOneInProgress() {
        KnockoutStandings s = KnockoutStandings.compute(BracketPlan.of(16), List.of(Tables.round(1, ROUND_1)),
                Map.of(1, Map.of(1, 1, 2, 6)));
        assertThat(s.row(1).cell(1).outcome()).isEqualTo(Outcome.WINNER);
        assertThat(s.row(2).cell(1).outcome()).isEqualTo(Outcome.PENDING);
        assertThat(s.rows()).allMatch(r -> r.place() == null);
        assertThat(s.podium()).isEmpty();
    }

    @Test
    @DisplayName("16 players after round 1: the 12 knocked out are placed 5-16 by place at their table, then total;"
            + " equal players share; the referee's choice at a tied table advances")
    void roundOneDecided() {
        // Table 3 is tied at 6: the referee chose 10, so 9 is knocked out with place 1 (shared) at the table.
        KnockoutStandings s = KnockoutStandings.compute(BracketPlan.of(16), List.of(Tables.round(1, ROUND_1)),
                Map.of(1, Map.of(1, 1, 2, 6, 3, 10, 4, 14)));
        assertThat(places(s)).isEqualTo(
                "1=- 6=- 10=- 14=- 9=5 13=6 5=7 2=8 7==9 8==9 15==9 11=12 3==13 4==13 16=15 12=16");
        assertThat(s.row(9).cell(1).outcome()).isEqualTo(Outcome.OUT);
        assertThat(s.row(10).cell(1).outcome()).isEqualTo(Outcome.WINNER);
        assertThat(s.row(9).cell(1).place()).isEqualTo(1);
        assertThat(s.row(9).cell(1).placeShared()).isTrue();
    }

    @Test
    @DisplayName("16 players after the final: its winner (the referee's choice on a tie) is first, the other three"
            + " follow by place and total, then the players knocked out in round 1")
    void finalDecided() {
        List<List<TableScore>> rounds = List.of(Tables.round(1, ROUND_1), Tables.round(2, "1 6 10 14 : 4 4 -5 -3"));
        KnockoutStandings s = KnockoutStandings.compute(BracketPlan.of(16), rounds,
                Map.of(1, Map.of(1, 1, 2, 6, 3, 10, 4, 14), 2, Map.of(1, 6)));
        assertThat(places(s)).isEqualTo(
                "6=1 1=2 14=3 10=4 9=5 13=6 5=7 2=8 7==9 8==9 15==9 11=12 3==13 4==13 16=15 12=16");
        assertThat(s.podium()).extracting(KnockoutStandings.Row::player).containsExactly(6, 1, 14, 10);
        assertThat(s.row(1).furthest()).isEqualTo(2);
        assertThat(s.row(1).cell(1).outcome()).isEqualTo(Outcome.WINNER);
        assertThat(s.row(1).cell(2).outcome()).isEqualTo(Outcome.OUT);
        assertThat(s.row(1).cell(2).total()).isEqualTo(4);
        assertThat(s.row(2).cell(2)).isNull();
    }

    @Test
    @DisplayName("8 players: the two best runners-up advance as wildcards and are placed at the final, not after it")
    void wildcardsReachTheFinal() {
        List<List<TableScore>> rounds = List.of(Tables.round(1, "1 2 3 4 : 9 3 -6 -6 | 5 6 7 8 : 5 4 -1 -8"),
                Tables.round(2, "1 5 2 6 : 1 2 3 -6"));
        KnockoutStandings s = KnockoutStandings.compute(BracketPlan.of(8), rounds,
                Map.of(1, Map.of(1, 1, 2, 5), 2, Map.of(1, 2)));
        assertThat(s.row(6).cell(1).outcome()).isEqualTo(Outcome.WILDCARD);
        assertThat(s.row(2).cell(1).outcome()).isEqualTo(Outcome.WILDCARD);
        assertThat(places(s)).isEqualTo("2=1 5=2 1=3 6=4 7=5 3==6 4==6 8=8");
    }
}
