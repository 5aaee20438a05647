package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * One EMA hanchan from East 1 to the end, hand by hand, as a score sheet would carry it: every kind of record, the
 * table after each, and the final result with a chombo deducted after the uma.
 */
class WholeHanchanTest {

    private static HandRecord ron(int winner, int discarder, int han, int fu, Integer... riichi) {
        return HandRecord.Ron.of(winner, HandValue.of(han, fu), discarder, riichi);
    }

    @Test
    @DisplayName("an EMA hanchan of thirteen hands: the table after each, South 4 repeated, and the result")
    void emaHanchan() {
        List<Object[]> sheet = List.of(
                new Object[] {ron(1, 2, 3, 40, 1), "East 2 honba 0 sticks 0 [30000, 35200, 24800, 30000]"},
                new Object[] {HandRecord.Tsumo.of(1, HandValue.of(2, 30)),
                    "East 2 honba 1 sticks 0 [29000, 38200, 23800, 29000]"},
                new Object[] {HandRecord.ExhaustiveDraw.of(Set.of(0, 3), 3),
                    "East 3 honba 2 sticks 1 [30500, 36700, 22300, 29500]"},
                new Object[] {ron(0, 3, 1, 30), "East 4 honba 0 sticks 0 [33100, 36700, 22300, 27900]"},
                new Object[] {HandRecord.Tsumo.of(2, HandValue.of(5, 30)),
                    "South 1 honba 0 sticks 0 [31100, 34700, 30300, 23900]"},
                new Object[] {HandRecord.Chombo.of(3), "South 1 honba 0 sticks 0 [31100, 34700, 30300, 23900]"},
                new Object[] {ron(0, 1, 4, 30), "South 1 honba 1 sticks 0 [42700, 23100, 30300, 23900]"},
                new Object[] {ron(3, 0, 2, 30), "South 2 honba 0 sticks 0 [40400, 23100, 30300, 26200]"},
                new Object[] {HandRecord.ExhaustiveDraw.of(Set.of()),
                    "South 3 honba 1 sticks 0 [40400, 23100, 30300, 26200]"},
                new Object[] {HandRecord.ExhaustiveDraw.of(Set.of(2)),
                    "South 3 honba 2 sticks 0 [39400, 22100, 33300, 25200]"},
                new Object[] {ron(1, 2, 3, 30), "South 4 honba 0 sticks 0 [39400, 26600, 28800, 25200]"},
                new Object[] {ron(3, 0, 2, 30, 0, 3), "South 4 honba 1 sticks 0 [35500, 26600, 28800, 29100]"},
                new Object[] {HandRecord.Tsumo.of(2, HandValue.of(1, 30)),
                    "South 4 honba 0 sticks 0 [35100, 26200, 30200, 28500]"});
        Hanchan game = Hanchan.start(RiichiRules.EMA_2016);
        for (Object[] line : sheet) {
            assertThat(game.isOver()).isFalse();
            game = game.play((HandRecord) line[0]);
            assertThat(HanchanTest.state(game)).as("after %s", line[0]).isEqualTo(line[1]);
        }
        assertThat(game.isOver()).isTrue();
        assertThat(game.hands()).hasSize(13);
        assertThat(game.state().deductions()).containsExactly(0, 0, 0, 20_000);

        FinalResult result = game.result();
        assertThat(result.players().stream().map(FinalResult.PlayerResult::place).toList())
                .containsExactly(1, 4, 2, 3);
        assertThat(result.players().stream().map(FinalResult.PlayerResult::result).toList())
                .containsExactly(new BigDecimal("20.1"), new BigDecimal("-18.8"), new BigDecimal("5.2"),
                        new BigDecimal("-26.5"));
    }
}
