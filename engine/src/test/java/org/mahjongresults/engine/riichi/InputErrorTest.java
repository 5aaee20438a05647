package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Wrong input comes back as a named error, never an exception. */
class InputErrorTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) is {2}")
    @DisplayName("each wrong input gets its error class and a message naming the problem")
    @CsvSource(delimiter = '|', value = {
        "234m456p                    |                       | invalid WRONG_TILE_COUNT  | needs 14",
        "234m456p55p789s23s4s4s      |                       | invalid WRONG_TILE_COUNT  | needs 14",
        "11111m456p55p789s2s         |                       | invalid FIFTH_TILE        | 1m appears 5 times",
        "2222m456p55p789s23s4s       | dora=1m               | invalid WRONG_TILE_COUNT  | needs 14",
        "234m456p55p789s23s4s        | dora=4s,4s,4s,4s      | invalid FIFTH_TILE        | 4s appears 5 times",
        "234m456p55p789s23s4s        | dora=1m,1m,1m,1m,1m,1m | invalid INDICATORS       | at most five",
        "234m456p55p789s23s4s        | riichi dora=1m ura=1m,2m | invalid INDICATORS     | as many ura",
        "2X4m456p55p789s23s4s        |                       | invalid NOTATION          | 'X' at character 2",
        "234m456p55p789s23s4         |                       | invalid NOTATION          | not followed by m, p or s",
        "234m400p55p789s23s4s        |                       | invalid RED_FIVE          | 2 red fives 0p",
        "[234m]456p55p789s23s4s      | riichi                | invalid SITUATION         | closed hand",
        "234m456p55p789s23s4s        | ippatsu               | invalid SITUATION         | needs riichi",
        "234m456p55p789s23s4s        | haitei                | invalid SITUATION         | houtei",
        "234m456p55p789s23s4s        | tsumo houtei          | invalid SITUATION         | not a self-draw",
        "234m456p55p789s23s4s        | tsumo rinshan         | invalid SITUATION         | needs a kan",
        "234m456p55p789s23s4s        | tsumo chankan         | invalid SITUATION         | not a self-draw",
        "234m456p55p789s34s4s        | chankan               | invalid SITUATION         | cannot hold another",
        "[5555m]234p678s66s34p5p     | tsumo rinshan haitei  | invalid SITUATION         | RULINGS",
        "234m456p55p789s23s4s        | tsumo tenhou          | invalid SITUATION         | dealer",
        "234m456p55p789s23s4s        | tsumo seat=E chiihou  | invalid SITUATION         | non-dealer",
        "234m456p55p789s23s4s        | tsumo renhou          | invalid SITUATION         | non-dealer's ron",
        "234m456p55p789s23s4s        | riichi renhou         | invalid SITUATION         | first go-around",
        "123m456p789s13sEEN          |                       | not complete              | ",
    })
    void namesTheProblem(String hand, String situation, String expected, String inMessage) {
        RiichiResult r = RiichiHands.score(hand, situation, HandRules.EMA_2016);
        assertThat(RiichiHands.describe(r)).isEqualTo(expected);
        if (r.error() != null) {
            assertThat(r.error().message()).contains(inMessage);
            assertThat(r.error().messageKey()).matches("(hand|riichi)\\.error\\.[a-z_]+");
        }
    }

    @Test
    @DisplayName("null and empty inputs are errors, not exceptions")
    void nullInputs() {
        assertThat(RiichiScorer.score((String) null, RiichiSituation.parse(""), HandRules.EMA_2016).status())
                .isEqualTo(RiichiResult.Status.INVALID);
        assertThat(RiichiScorer.score("", RiichiSituation.parse(""), HandRules.EMA_2016).status())
                .isEqualTo(RiichiResult.Status.INVALID);
        assertThat(RiichiScorer.score("234m456p55p789s23s4s", null, HandRules.EMA_2016).status())
                .isEqualTo(RiichiResult.Status.INVALID);
        assertThat(RiichiScorer.score("234m456p55p789s23s4s", RiichiSituation.parse(""), null).status())
                .isEqualTo(RiichiResult.Status.INVALID);
        assertThat(RiichiScorer.score("234m456p55p789s23s4s",
                new RiichiSituation(null, null, false, false, false, false, false, false, false, false, false,
                        false, false, null, null), HandRules.EMA_2016).error().code())
                .isEqualTo(RiichiError.Code.WIND);
    }
}
