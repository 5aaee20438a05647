package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The scoring examples of EMA RCR 2016 §4.3, with hands that fit their words (the text describes the hands; the
 * tiles here are one hand that matches each description).
 */
class RuleTextExamplesTest {

    @ParameterizedTest(name = "[{index}] {3}")
    @DisplayName("the rule text's scoring examples give the text's yaku, han and fu")
    @CsvSource(delimiter = '|', value = {
        // 1: 9 bamboo self-drawn, concealed, riichi: riichi, menzen tsumo, pinfu, pure straight 2 = 5 han (mangan)
        "12345678s234p66m9s     | tsumo riichi | RIICHI MENZEN_TSUMO PINFU ITTSUU = 5/20 | example 1",
        // 2: the same on a discard: riichi, pinfu, pure straight 2 = 4 han, 30 fu
        "12345678s234p66m9s     | riichi       | RIICHI PINFU ITTSUU = 4/30             | example 2",
        // 3: open, 9 bamboo on a discard, 7 bamboo dora: pure straight 1 + dora 1 = 2 han, 22 fu rounded to 30
        "[123s]45678s234p66m9s  | dora=6s      | ITTSUU dora 1 = 2/30                   | example 3",
        // 4: 8 bamboo self-drawn, concealed: four concealed pungs, a yakuman; other yaku and dora do not count
        "111m333p555s99p88s8s   | tsumo dora=7s | SUUANKOU = yakuman 1                  | example 4",
    })
    void scoresTheTextsExamples(String hand, String situation, String expected, String example) {
        assertThat(RiichiHands.describe(RiichiHands.score(hand, situation, HandRules.EMA_2016))).isEqualTo(expected);
    }
}
