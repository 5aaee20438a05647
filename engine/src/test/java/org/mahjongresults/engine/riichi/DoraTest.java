package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tile.Tile;

/** Dora from indicators with the wrap-arounds, kan dora, ura dora only with riichi, red fives (EMA RCR 2016 §2.7). */
class DoraTest {

    @ParameterizedTest(name = "indicator {0} shows dora {1}")
    @DisplayName("the dora is the next tile of the indicator's cycle")
    @CsvSource({"1m,2m", "8m,9m", "9m,1m", "9p,1p", "9s,1s", "5s,6s", "E,S", "S,W", "W,N", "N,E", "P,F", "F,C", "C,P"})
    void nextTile(String indicator, String dora) {
        assertThat(Dora.of(Tile.ofCode(indicator)).code()).isEqualTo(dora);
    }

    @ParameterizedTest(name = "[{index}] {0} ({1}) under {2} scores {3}")
    @DisplayName("dora, kan dora, ura dora and red fives add han to a hand with a yaku, by the rules")
    @CsvSource(delimiter = '|', value = {
        "234m456p55p789s23s4s        | dora=1s                       | EMA2016 | PINFU dora 1 = 2/30",
        "234m456p55p789s23s4s        | dora=4p                       | EMA2016 | PINFU dora 3 = 4/30",
        "234m456p55p789s23s4s        | dora=9s                       | EMA2016 | PINFU = 1/30",
        "234m456p55p789s23s4s        | dora=8s                       | EMA2016 | PINFU dora 1 = 2/30",
        "123345789mNNNEE             | dora=N                        | EMA2016 | HONITSU dora 2 = 5/50",
        "123345789mNNNEE             | dora=W                        | EMA2016 | HONITSU dora 3 = 6/50",
        "CCC234m456p23sEE4s          | dora=F                        | EMA2016 | YAKUHAI_CHUN dora 3 = 4/40",
        "CCC234m456p23sEE4s          | dora=C                        | EMA2016 | YAKUHAI_CHUN = 1/40",
        // kan dora: every indicator counts (a kan by anyone turns one); JPML counts only the first
        "234m456p55p789s23s4s        | dora=1s,4p                    | EMA2016 | PINFU dora 4 = 5/30",
        "234m456p55p789s23s4s        | dora=1s,4p                    | JPML    | PINFU dora 1 = 2/30",
        "[5555m]234p678s66s34p5p     | tsumo rinshan dora=4m         | EMA2016 | MENZEN_TSUMO TANYAO RINSHAN_KAIHOU dora 4 = 7/40",
        // ura dora only with riichi, and not under JPML
        "234m456p55p789s23s4s        | riichi dora=1s ura=4p         | EMA2016 | RIICHI PINFU dora 1 ura 3 = 6/30",
        "234m456p55p789s23s4s        | dora=1s ura=4p                | EMA2016 | PINFU dora 1 = 2/30",
        "234m456p55p789s23s4s        | double-riichi dora=1s ura=4p  | EMA2016 | PINFU DOUBLE_RIICHI dora 1 ura 3 = 7/30",
        "234m456p55p789s23s4s        | riichi dora=1s ura=4p         | JPML    | RIICHI PINFU dora 1 = 3/30",
        // red fives: one han each where the rules use them
        "340m406p55p789s23s4s        |                               | EMA2016+aka | PINFU aka 2 = 3/30",
        "340m406p55p789s23s4s        | dora=4p                       | EMA2016+aka | PINFU dora 3 aka 2 = 6/30",
        "340m406p55p789s23s4s        |                               | EMA2016 | invalid RED_FIVE",
        "[5505p1]234m678s66s34s5s    |                               | EMA2016+aka | TANYAO aka 1 = 2/30",
        // dora do not make a win, nor add to a yakuman
        "[234m]456p55p789s23s4s      | dora=3m                       | EMA2016 | no yaku",
        "111m333p555s99p77s7s        | tsumo dora=9m                 | EMA2016 | SUUANKOU = yakuman 1",
    })
    void countsDora(String hand, String situation, String rules, String expected) {
        HandRules r = rules.endsWith("+aka") ? HandRules.ofName(rules.replace("+aka", "")).withRedFives(true)
                : HandRules.ofName(rules);
        assertThat(RiichiHands.describe(RiichiHands.score(hand, situation, r))).isEqualTo(expected);
    }

    @Test
    @DisplayName("a yakuman keeps its dora counts for the record but adds no han")
    void yakumanKeepsCounts() {
        RiichiResult r = RiichiHands.score("111m333p555s99p77s7s", "tsumo dora=9m", HandRules.EMA_2016);
        assertThat(r.dora()).isEqualTo(3);
        assertThat(r.han()).isZero();
        assertThat(r.yakuman()).isEqualTo(1);
    }
}
