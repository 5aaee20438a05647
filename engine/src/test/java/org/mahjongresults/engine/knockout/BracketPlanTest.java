package org.mahjongresults.engine.knockout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The bracket of a knockout: tables per round, and wildcards when the winners do not fill tables of four. */
class BracketPlanTest {

    @ParameterizedTest(name = "{0} players: {1}")
    @CsvSource(delimiter = '|', value = {
        // players | per round: tables/winners+wildcards
        "4   | 1",
        "8   | 2/2+2 1",
        "16  | 4/4+0 1",
        "20  | 5/5+3 2/2+2 1",
        "32  | 8/8+0 2/2+2 1",
        "48  | 12/12+0 3/3+1 1",
        "64  | 16/16+0 4/4+0 1",
        "100 | 25/25+3 7/7+1 2/2+2 1",
    })
    void roundsOfTheBracket(int players, String expected) {
        BracketPlan plan = BracketPlan.of(players);
        List<String> rounds = plan.rounds().stream()
                .map(r -> r.isFinal() ? String.valueOf(r.tables()) : r.tables() + "/" + r.winners() + "+" + r.wildcards())
                .toList();
        assertThat(String.join(" ", rounds)).isEqualTo(expected);
        assertThat(plan.round(1).players()).isEqualTo(players);
        for (int i = 1; i < plan.size(); i++) {
            assertThat(plan.round(i).advancing()).as("round %d fills round %d", i, i + 1)
                    .isEqualTo(plan.round(i + 1).players());
            assertThat(plan.round(i + 1).players() % 4).isZero();
        }
        assertThat(plan.finalRound().players()).isEqualTo(4);
        assertThat(plan.finalRound().advancing()).isZero();
    }

    @ParameterizedTest(name = "{0} players are refused")
    @ValueSource(ints = {0, 2, 3, 6, 18, 30})
    void aFieldThatDoesNotFillTablesOfFourIsRefused(int players) {
        assertThat(BracketPlan.fits(players)).isFalse();
        assertThatThrownBy(() -> BracketPlan.of(players)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("tables of four");
    }
}
