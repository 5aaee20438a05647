package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Settlement of MCR 2006 §3.9.1-2 with the worked examples of §3.3. */
class SettlementTest {

    @Test
    @DisplayName("example A: North's discard, East wins 18 points: North pays 26, South and West 8, East gets 42")
    void exampleA() {
        ScoreResult r = Hands.score("[234p1]12356789m55s4m", "", RuleProfile.WMO);
        // seats: 0 East, 1 South, 2 West, 3 North
        Settlement.Payments p = Settlement.settle(r, 0, 3);
        assertThat(p.points()).containsExactly(42, -8, -8, -26);
    }

    @Test
    @DisplayName("example B: a self-drawn 15 points (one flower) costs each of the three others 23")
    void exampleB() {
        ScoreResult r = Hands.score("234m4555p456678s3p", "self flowers=1", RuleProfile.WMO);
        assertThat(r.total()).isEqualTo(15);
        Settlement.Payments p = Settlement.settle(r, 2, -1);
        assertThat(p.points()).containsExactly(-23, -23, 69, -23);
    }

    @ParameterizedTest(name = "[{index}] winner {0}, discarder {1}, {2} points: {3}")
    @DisplayName("every seat combination is zero-sum and follows the formulas")
    @CsvSource(delimiter = '|', value = {
        "0 | -1 | 8  | 48,-16,-16,-16",
        "3 | -1 | 10 | -18,-18,-18,54",
        "1 | 0  | 8  | -16,32,-8,-8",
        "2 | 1  | 88 | -8,-96,112,-8",
        "3 | 2  | 12 | -8,-8,-20,36",
    })
    void formulas(int winner, int discarder, int points, String expected) {
        Settlement.Payments p = discarder < 0 ? Settlement.selfDrawn(winner, points)
                : Settlement.discard(winner, discarder, points);
        List<Integer> want = java.util.Arrays.stream(expected.split(",")).map(String::trim).map(Integer::valueOf)
                .toList();
        assertThat(p.points()).isEqualTo(want);
        assertThat(p.points().stream().mapToInt(Integer::intValue).sum()).isZero();
        assertThat(p.of(winner)).isPositive();
    }

    @Test
    @DisplayName("a hand that is not a win, a bad seat or a discarder who is the winner is refused")
    void refusesMisuse() {
        ScoreResult below = Hands.score("[123m][567p][345s]78sCC9s", "self", RuleProfile.WMO);
        assertThatThrownBy(() -> Settlement.settle(below, 0, -1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Settlement.selfDrawn(4, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Settlement.discard(1, 1, 8)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> Settlement.discard(1, 2, 7)).isInstanceOf(IllegalArgumentException.class);
    }
}
