package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Settlement of Swiss §7: no base points; self-drawn, each of the three pays; on a discard, only the discarder. */
class SichuanSettlementTest {

    @ParameterizedTest(name = "[{index}] winner {0}, discarder {1}, hand score {2}: {3}")
    @DisplayName("every seat combination is zero-sum, and only the discarder pays on a discard")
    @CsvSource(delimiter = '|', value = {
        "0 | -1 | 1  | 3,-1,-1,-1",
        "3 | -1 | 17 | -17,-17,-17,51",
        "1 | 0  | 2  | -2,2,0,0",
        "2 | 1  | 32 | 0,-32,32,0",
        "3 | 2  | 5  | 0,0,-5,5",
        "0 | 3  | 8  | 8,0,0,-8",
    })
    void formulas(int winner, int discarder, int score, String expected) {
        SichuanSettlement.Payments p = discarder < 0 ? SichuanSettlement.selfDrawn(winner, score)
                : SichuanSettlement.discard(winner, discarder, score);
        List<Integer> want = Arrays.stream(expected.split(",")).map(String::trim).map(Integer::valueOf).toList();
        assertThat(p.points()).isEqualTo(want);
        assertThat(p.points().stream().mapToInt(Integer::intValue).sum()).isZero();
        assertThat(p.of(winner)).isPositive();
    }

    @Test
    @DisplayName("robbing the kong and 杠上炮 are paid by the one player whose kong or discard it was")
    void robbingAndKongDiscardArePaidByOnePlayer() {
        SichuanResult rob = SichuanHands.score("123m456m111p99p89m7m", "rob");
        assertThat(SichuanSettlement.settle(rob, 2, 0).points()).containsExactly(-2, 0, 2, 0);
        SichuanResult pao = SichuanHands.score("11s33s44s66s77s88s99s", "kongdiscard");
        assertThat(SichuanSettlement.settle(pao, 1, 3).points()).containsExactly(0, 32, 0, -32);
    }

    @Test
    @DisplayName("天胡 self-drawn: each of the three pays 32")
    void heavenly() {
        SichuanResult r = SichuanHands.score("123m456m789m111p99p", "self heaven");
        assertThat(SichuanSettlement.settle(r, 0, -1).points()).containsExactly(96, -32, -32, -32);
    }

    @Test
    @DisplayName("a hand that is not a win, a bad seat, a discarder who is the winner or a discarder that contradicts the"
            + " hand is refused")
    void refusesMisuse() {
        SichuanResult incomplete = SichuanHands.score("123m456m789m111p89p", "self");
        assertThatThrownBy(() -> SichuanSettlement.settle(incomplete, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
        SichuanResult self = SichuanHands.score("123m456m789m111p99p", "self");
        assertThatThrownBy(() -> SichuanSettlement.settle(self, 0, 2)).isInstanceOf(IllegalArgumentException.class);
        SichuanResult discard = SichuanHands.score("123m456m789m111p99p", "discard");
        assertThatThrownBy(() -> SichuanSettlement.settle(discard, 0, -1))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SichuanSettlement.selfDrawn(4, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SichuanSettlement.discard(1, 1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> SichuanSettlement.discard(1, 2, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
