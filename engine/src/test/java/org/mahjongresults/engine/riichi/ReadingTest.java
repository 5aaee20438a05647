package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The readings of a hand, the wait of each, and the reading the scorer takes (most han, then most fu). */
class ReadingTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}): {2} readings, waits {3}; scored {4} on a {5} wait")
    @DisplayName("every reading is found with its wait, and the best one is scored")
    @CsvSource(delimiter = '|', value = {
        // 12345m + 3m: penchan 123 or ryanmen 345; the ryanmen gives pinfu
        "12345m789p234s88s3m         |         | 2 | PENCHAN RYANMEN         | PINFU = 1/30         | RYANMEN",
        // 13m + 2m: kanchan only
        "13m456p789s234s55p2m        | riichi  | 1 | KANCHAN                 | RIICHI = 1/40        | KANCHAN",
        // 55m + 5m with 66s: shanpon
        "55m234p678s66s345p5m        |         | 1 | SHANPON                 | TANYAO = 1/40        | SHANPON",
        // 45m 66m + 6m: 456 on a ryanmen with the pair 66, or 456 standing and the pair made by the 6m (tanki)
        "45m66m123p789s678s6m        | riichi  | 2 | RYANMEN TANKI           | RIICHI PINFU = 2/30  | RYANMEN",
        // 111222333m: three triplets (sanankou) or three identical sequences (iipeikou): sanankou is worth more
        "111222333m456p7s7s          |         | 2 | TANKI TANKI             | SANANKOU = 2/50      | TANKI",
        // two pairs of sequences or seven pairs: ryanpeikou 3 han beats seven pairs 2
        "112233m445566p7s7s          |         | 2 | TANKI TANKI             | RYANPEIKOU = 3/40    | TANKI",
        // chinitsu: 22 + 345 345 567 789 (the 5p ends 34 or 67: two ryanmen readings) or 55 + 234 234 567 789
        // (ryanmen 67, or tanki on 55); a ryanmen adds pinfu
        "223344567789p5p5p           |         | 4 | TANKI RYANMEN RYANMEN RYANMEN | PINFU IIPEIKOU CHINITSU = 8/30 | RYANMEN",
        // thirteen orphans, single and 13-sided, are tanki readings
        "19m19p19sESWNCPPF           |         | 1 | TANKI                   | KOKUSHI_MUSOU = yakuman 1 | TANKI",
    })
    void findsReadingsAndWaits(String hand, String situation, int count, String waits, String scored,
                               String chosen) {
        RiichiHand h = RiichiNotation.parse(hand).hand();
        RiichiSituation s = RiichiSituation.parse(situation == null ? "" : situation);
        List<Reading> readings = RiichiScorer.readings(h, s.tsumo());
        assertThat(readings).hasSize(count);
        assertThat(readings.stream().map(r -> r.waitType().name()).sorted().toList())
                .isEqualTo(List.of(waits.split(" ")).stream().sorted().toList());
        RiichiResult r = RiichiScorer.score(h, s, HandRules.EMA_2016);
        assertThat(RiichiHands.describe(r)).isEqualTo(scored);
        assertThat(r.reading().waitType().name()).isEqualTo(chosen);
    }
}
