package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Hands that come close to a fan but must not score it, with the exact full result (WMO unless noted). */
class NearMissTest {

    @ParameterizedTest(name = "[{index}] not fan {0}: {1} ({2}) scores {3}")
    @DisplayName("a fan is not scored when one of its conditions fails")
    @CsvSource(delimiter = '|', value = {
        "3  | [234s][666s]234888sCC       |      | win 50 69 79 = 8",
        "3  | [123s][666s]234888sFF       |      | below_minimum 50 79 = 7",
        "7  | 19m19p19sESWNCFF9m          |      | not_complete  = 0",
        "11 | EESSWWNNCCFFPP              |      | win 19 55 = 28",
        "13 | 1122337788996m6m            |      | win 19 22 = 48",
        "16 | [123p]234345567p9s9s        |      | win 30 63 71 75 79 = 21",
        "18 | [111m][999p]EEE999s2s2s     |      | win 49 60 61 65 66 73x3 79 = 18",
        "19 | 1199m1199p1199s2s3s         |      | not_complete  = 0",
        "21 | [222m][444p]666888s3p3p     |      | win 49 66 68 79 = 11",
        "26 | [345m][456p]456456s5p5p     |      | win 31 63 69 70 79 = 21",
        "29 | [123m][789m]123789p6s6s     |      | below_minimum 63 70x2 72 79 = 6",
        "32 | [222m][222p]333s678m5p5p    |      | below_minimum 65 68 79 = 5",
        "34 | 147m258m369sESWNC           |      | not_complete  = 0",
        "39 | [123m][456p]789p234s5m5m    |      | below_minimum 63 71 79 = 4",
        "40 | [123p][456s]888sPPP3s3s     |      | below_minimum 59 66 75 79 = 6",
        "41 | [234m][234p]345567s8p8p     |      | below_minimum 63 68 70 79 = 6",
        "42 | [222m][333p]555s567m8p8p    |      | below_minimum 68 79 = 3",
        "63 | 234456m567p345sCC           |      | win 51 62 79 = 9",
        "80 | 234m4555p456678s3p          | self | win 51 56 63 68 = 14",
        "56 | 234m4555p456678s3p          |      | win 51 62 63 68 = 12",
    })
    void nearMisses(int fan, String hand, String situation, String expected) {
        String actual = Hands.describe(Hands.score(hand.trim(), situation, RuleProfile.WMO));
        assertThat(actual).isEqualTo(expected.trim());
        assertThat((" " + actual.split(" = ")[0] + " ")).doesNotContain(" " + fan + " ");
    }
}
