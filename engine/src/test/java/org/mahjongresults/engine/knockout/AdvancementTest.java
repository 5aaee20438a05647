package org.mahjongresults.engine.knockout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Who advances: the table winners, then the best runners-up when the plan asks for wildcards. */
class AdvancementTest {

    @Test
    @DisplayName("16 players: the four table winners advance, no wildcards")
    void winnersOnly() {
        List<TableScore> round = Tables.round(1, "1 2 3 4 : 10 -2 -4 -4 | 5 6 7 8 : -1 5 -2 -2"
                + " | 9 10 11 12 : 0 0 3 -3 | 13 14 15 16 : 2 2 -2 -2");
        Map<Integer, Integer> winners = Map.of(1, 1, 2, 6, 3, 11, 4, 14);
        var a = Advancement.of(BracketPlan.of(16).round(1), round, winners);
        assertThat(a.winners()).containsExactly(1, 6, 11, 14);
        assertThat(a.wildcards()).isEmpty();
    }

    @Test
    @DisplayName("20 players: 5 winners and the 3 best runners-up, a tied-first player not chosen ranks before every"
            + " second place; then the higher total; then the lower entry number")
    void wildcardsByPlaceThenTotalThenEntry() {
        List<TableScore> round = Tables.round(1, "1 2 3 4 : 10 2 -6 -6 | 5 6 7 8 : 6 6 -6 -6"
                + " | 9 10 11 12 : 9 4 -6 -7 | 13 14 15 16 : 12 4 -8 -8 | 17 18 19 20 : 3 1 -2 -2");
        // Table 2 is tied at the top; the referee chose 6, so 5 (place 1 shared) is the best runner-up.
        Map<Integer, Integer> winners = Map.of(1, 1, 2, 6, 3, 9, 4, 13, 5, 17);
        var a = Advancement.of(BracketPlan.of(20).round(1), round, winners);
        assertThat(a.winners()).containsExactly(1, 6, 9, 13, 17);
        assertThat(a.wildcards()).containsExactly(5, 10, 14);
        assertThat(a.all()).hasSize(8);
    }

    @Test
    @DisplayName("a table without a winner, or a winner from another table, is refused; undecided tables are listed")
    void undecidedRoundsAreRefused() {
        List<TableScore> round = Tables.round(1, "1 2 3 4 : 6 6 -6 -6 | 5 6 7 8 : -1 5 -2 -2");
        assertThat(Advancement.undecided(round, Map.of(2, 6))).containsExactly(1);
        assertThatThrownBy(() -> Advancement.of(BracketPlan.of(8).round(1), round, Map.of(2, 6)))
                .hasMessageContaining("table 1 has no winner");
        assertThatThrownBy(() -> Advancement.of(BracketPlan.of(8).round(1), round, Map.of(1, 6, 2, 6)))
                .hasMessageContaining("does not sit at table 1");
    }
}
