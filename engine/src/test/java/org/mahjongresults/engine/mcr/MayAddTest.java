package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The "may add" combinations of MCR 2006 附件1 (000 附件1 "此牌可加计…" and 004 付録1 "…と複合する"), built as hands
 * because the documents' tile pictures are lost. Each row names the fan and the combination it illustrates.
 */
class MayAddTest {

    @ParameterizedTest(name = "[{index}] {0}: {1} ({2}) scores {3}")
    @DisplayName("the documents' example combinations score together (WMO)")
    @CsvSource(delimiter = '|', value = {
        "1 + 11 (004)                 | [EEE][SSS][WWW]NNNCC           |      | win 1 11 79 = 153",
        "2 + 18 + 75 (004)            | [CCC][FFF][PPP]111m9p9p        |      | win 2 18 75 79 = 122",
        "2 + 11 (004)                 | [CCC][FFF][PPP]EEESS           |      | win 2 11 60 61 79 = 157",
        "3 + 23 + 50 + 59 (000)       | [234s][234s]234sFFF8s8s        |      | win 3 23 50 59 79 = 121",
        "3 + 24 + 22 + 49 + 68 (000), 7s also completes it | [222s][333s]444666s8s8s        |      | win 3 22 24 49 66 68 = 146",
        "5 + 37 + 42 + 65 + 73x2 (000), all melded and won on a discard: + 53 | [1111m1][2222p2][3333s3][1111p1]4s4s | | win 5 37 42 53 65 73x2 = 118",
        "9 + 11 + 59 (000)            | [EEE][SSS]WWWCCCNN             |      | win 9 11 59 60 61 66 79 = 137",
        "10 + 18 + 50 (000)           | [CCC][FFF]111999mPP            |      | win 10 18 50 66 79 = 105",
        "12 + 37 + 42 + 65 + 68 (000) | 222m222p333p444s3s3s           | self | win 12 37 42 56 65 68 = 92",
        "14 + 55 + 63 + 75 (004)      | [123m][123m]112233m9p9p        |      | win 14 55 63 75 79 = 56",
        "15 + 37 + 40 + 73 (000)      | [111p][222p]333444p4s4s        |      | win 15 37 40 66 73 79 = 72",
        "16 + 63 + 68 + 75 (004)      | [234s]345456567s8m8m           |      | win 16 63 68 75 79 = 38",
        "17 + 24 + 37 + 49 + 65 + 68 + 75 (000) | [2222m1][3333m1][4444m1]222p3p3p | | win 17 24 37 49 65 68 75 = 79",
        "21 + 65x2 + 75 (000)         | [222m][222p][444m]444p6m6m     |      | win 21 65x2 75 79 = 30",
        "21 + 32 + 36 (004)           | [666m][666p][666s]888m8p8p     |      | win 21 32 36 79 = 53",
        "22 + 28 + 64 + 63 + 69 (000) | [123m]123456789m1m1m           |      | win 22 28 63 64 69 = 45",
        "23 + 26 + 31 + 63 + 70 + 75 (000) | [456m][456m]456m456p5p5p  |      | win 23 26 31 63 70 75 78 = 69",
        "49 + 32 + 52 + 59 (000), four melds on a discard: + 53 | [333m][333p][333s][CCC]EE | | win 32 49 52 53 59 = 36",
        "50 + 30 + 72 (000)           | [123m][234m]345789mCC          |      | win 30 50 72 79 = 24",
        "53 + 68 + 74 (000)           | [234m][567p][3333s1][888p]5s5s |      | win 53 68 74 = 9",
        "56 + 63 + 68 + 71 + 70 + 78 (000) | 234567m234p55s68s7s       | self | win 56 63 68 70 71 78 = 11",
        "62 + 63 + 68 + 71x2 (000)    | 234567m345678p5s5s             |      | win 62 63 68 71x2 79 = 9",
        "35 + 52 + 73 (000)           | 147m258p369sNNNCC              |      | win 35 52 62 73 79 = 22",
    })
    void documentedCombinations(String example, String hand, String situation, String expected) {
        assertThat(Hands.describe(Hands.score(hand.trim(), situation, RuleProfile.WMO))).isEqualTo(expected.trim());
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} ({2}) scores {3}")
    @DisplayName("hands rebuilt from the documents' worked examples reproduce their fan lists exactly (WMO)")
    @CsvSource(delimiter = '|', value = {
        "000 附件1-3: 24 + 22 + 49 + 68         | [222s][444s]3366688s3s          |      | win 3 22 24 49 68 = 144",
        "000 附件1-8: two 双同刻                | [111m][111s][999m]99s1p1p9s     |      | win 8 65x2 = 68",
        "000 附件1-9: 11 + 59                   | [WWW][SSS][NNN]EEPPP            |      | win 9 11 59 = 130",
        "000 附件1-12: 37 + 42 + 65 + 68        | 3444m222s222333p3m              |      | win 12 37 42 65 68 = 88",
        "000 附件1-15: 37 + 40 + 73             | [111p][222p][333p]22s44p4p      |      | win 15 37 40 73 = 69",
        "000 附件1-4: 28 + 64                   | 1112345678999p9p                |      | win 4 28 64 = 106",
        "000 附件1-57 例1: 49 59 65 73 75       | [4444p1][4444m1][CCC]1133m1m    |      | win 49 57 59 65 73 75 = 16",
        "000 附件1-80: 74 73 70 71 79 75 76     | [1111p1][456s]2789s456p2s       | self | win 70 71 73 74 75 76 79 80 = 8",
        "000 附件1-56: 63 68 71 70 78           | 234m4468s345678p7s              | self | win 56 63 68 70 71 78 = 11",
        "000 附件1-23: 26 31 63 70 75 (+坎张)   | [456m][456m][456m]4556p5p       |      | win 23 26 31 63 70 75 78 = 69",
        "one melded + one concealed kong = 6    | [1111s][EEEE1][SSS][789m]8m8m   | self | win 57 60 61 67 73x2 75 79 80 = 15",
    })
    void documentExamples(String example, String hand, String situation, String expected) {
        assertThat(Hands.describe(Hands.score(hand.trim(), situation, RuleProfile.WMO))).isEqualTo(expected.trim());
    }
}
