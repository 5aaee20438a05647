package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The doublings and bonuses of Swiss §7 as decided in §13.5: hand score = pattern points × 2^m + bonuses, where m
 * counts the doublings present (they stack), +1 per kong and +1 per four of a kind held outside a kong.
 */
class SichuanDoublingAndBonusTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) scores {2} — {3}")
    @DisplayName("each doubling doubles the pattern points once, they stack, and bonuses are added after doubling")
    @CsvSource(delimiter = '|', value = {
        // each doubling alone
        "[2222p]123m456m789m99p       | self kong             | 1 平胡 x杠上开花 +杠 = 3       | 杠上开花: 1 × 2 + 1 for the kong",
        "123m456m789m111p99p          | kongdiscard           | 1 平胡 x杠上炮 = 2             | 杠上炮: 1 × 2",
        "123m456m111p99p89m7m         | rob                   | 1 平胡 x抢杠胡 = 2             | 抢杠胡 on a 7m the hand does not otherwise hold",
        "123m456m789m111p99p          | self last             | 1 平胡 x妙手回春 = 2           | 妙手回春: 1 × 2",
        "123m456m789m111p99p          | lastdiscard           | 1 平胡 x海底捞月 = 2           | 海底捞月: 1 × 2",
        // stacked doublings
        "[2222p]123m456m789m99p       | self kong last        | 1 平胡 x杠上开花 x妙手回春 +杠 = 5 | a kong replacement that is the last tile: 1 × 4 + 1",
        "123m456m789m111p99p          | kongdiscard lastdiscard | 1 平胡 x杠上炮 x海底捞月 = 4  | the kong player's discard is the last discard: 1 × 4",
        "[1111m]222m555m999m66m       | self kong last        | 6 清对 x杠上开花 x妙手回春 +杠 = 33 | 8 × 4 + 1",
        "[2222s]555s888s888m55m       | self kong             | 7 将对 x杠上开花 +杠 = 17      | 将对 8 × 2 + 1 for the kong, not (8 + 1) × 2",
        "11s33s44s66s77s88s99s        | lastdiscard           | 9 清七对 x海底捞月 = 32        | 清七对 16 × 2",
        "11p22p22p44p55m77m99m        | kongdiscard           | 8 龙七对 x杠上炮 = 16          | 龙七对 8 × 2, still no 四归一 for its four 2s",
        // kongs
        "[2222p]123m456m789m99p       | discard               | 1 平胡 +杠 = 2                 | a concealed kong earns 1",
        "[2222p1]123m456m789m99p      | discard               | 1 平胡 +杠 = 2                 | a melded kong earns 1",
        "[2222p5]123m456m789m99p      | discard               | 1 平胡 +杠 = 2                 | an added kong earns 1",
        "[2222p][3333p1]123m456m99p   | discard               | 1 平胡 +杠x2 = 3               | two kongs earn 2",
        "[1111m][2222m1][5555m2][9999m]66m | discard          | 6 清对 +杠x4 = 12              | four kongs: 清对 8 + 4",
        "[1111m][2222m1][5555m2][9999m]66m | self kong        | 6 清对 x杠上开花 +杠x4 = 20    | four kongs won on the replacement: 8 × 2 + 4",
        // four of a kind outside a kong
        "222m234m567m888p99p          | discard               | 1 平胡 +四归一 = 2             | four 2m in a pung and a chow",
        "[222m1]234m567m888p99p       | discard               | 1 平胡 +四归一 = 2             | four 2m in a declared pung and a concealed chow",
        "123m123m11m456p789p          | discard               | 1 平胡 +四归一 = 2             | four 1m in two chows and the pair",
        "123m123m123m123m55p          | discard               | 8 龙七对 +四归一x2 = 10        | four 123m chows also read as seven pairs: 龙七对 8 beats 平胡 1 + 3, and only the dragon's four tiles lose 四归一",
        "[999p3]789p123m123m11m       | discard               | 4 带幺九 +四归一x2 = 6         | four 9p in a declared pung and a chow, four 1m in two chows and the pair",
    })
    void doublingsAndBonuses(String hand, String situation, String expected, String why) {
        assertThat(SichuanHands.describe(SichuanHands.score(hand, situation))).as(why).isEqualTo(expected);
    }
}
