package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The twelve patterns of Swiss §6, each with the document's own example hand where it gives one, hands where the
 * pattern applies in other forms, and near misses where it must not. Only the highest pattern is scored (Swiss §7).
 */
class SichuanPatternTableTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) scores {2} — {3}")
    @DisplayName("each pattern scores exactly its points, and a near miss falls back to the next pattern")
    @CsvSource(delimiter = '|', value = {
        // 1 平胡
        "234p456p77p345s789s          | discard | 1 平胡 = 1          | Swiss §6 example of 平胡",
        "234p444p77p333s789s          | discard | 1 平胡 +四归一 = 2  | score sheet example of 平胡: its four 4p (234 + 444) earn 四归一",
        "234p555p77p333s789s          | discard | 1 平胡 = 1          | pungs beside chows are still 平胡",
        "123m456m789m111p99p          | self    | 1 平胡 = 1          | self-drawn does not change the hand score",
        // 2 碰碰胡
        "111m222m444m333p99p          | discard | 2 碰碰胡 = 2        | Swiss §6 example of 碰碰胡",
        "[111m1][222m2]444m333p99p    | discard | 2 碰碰胡 = 2        | declared pungs count as pungs",
        "111m222m444m234p99p          | discard | 1 平胡 = 1          | one chow and it is no longer 碰碰胡",
        // 3 清一色
        "11s333s222s456s999s          | discard | 3 清一色 = 4        | Swiss §6 example of 清一色",
        "11s333s222s456s999p          | discard | 1 平胡 = 1          | one pung in a second suit and it is no longer 清一色",
        // 4 带幺九
        "123m123s789s789m11s          | discard | 4 带幺九 = 4        | Swiss §6 example of 带幺九",
        "123s123s789s789p11p          | discard | 4 带幺九 = 4        | score sheet example of 带幺九",
        "111m999m123p789p99p          | discard | 4 带幺九 = 4        | pungs of 1s and 9s qualify (RULINGS §6)",
        "123m123s789s789m55s          | discard | 1 平胡 = 1          | a pair of 5s breaks 带幺九",
        "123m234s789s789m11s          | discard | 1 平胡 = 1          | a chow 234 breaks 带幺九",
        // 5 七对
        "22m44m55m66m99m11p99p        | discard | 5 七对 = 4          | Swiss §6 example of 七对",
        "[222p][555p]11m33m77m99m     | discard | not_complete        | pairs beside declared pungs are not seven pairs",
        "11m22m33m77p88p99p99m        | discard | 5 七对 = 4          | 七对 and 带幺九 (123m 123m 789p 789p 99m) tie at 4: the later pattern of the table is listed",
        // 6 清对
        "999p777p555p111p66p          | discard | 6 清对 = 8          | Swiss §6 example of 清对, not 清一色 4 + 碰碰胡 2",
        "[999p3]777p555p111p66p       | discard | 6 清对 = 8          | 清对 with a declared pung",
        // 7 将对
        "222s555s888s888m55m          | discard | 7 将对 = 8          | Swiss §6 example of 将对",
        "[222s1][555s2][888s3]888m55m | discard | 7 将对 = 8          | 将对 with declared pungs",
        "222s555s888s333m55m          | discard | 2 碰碰胡 = 2        | a pung of 3s breaks 将对",
        "222s555s888s888m44m          | discard | 2 碰碰胡 = 2        | a pair of 4s breaks 将对",
        // 8 龙七对
        "11p22p22p44p55m77m99m        | discard | 8 龙七对 = 8        | Swiss §6 example of 龙七对; its four 2s earn no 四归一 (RULINGS §6)",
        "11p2222p4444p55m99m          | discard | 8 龙七对 +四归一 = 9 | a second four of a kind in 龙七对 earns 四归一",
        // 9 清七对
        "11s33s44s66s77s88s99s        | discard | 9 清七对 = 16       | Swiss §6 example of 清七对",
        "11s2222s33s44s55s66s         | discard | 9 清七对 +四归一 = 17 | one-suit pairs with four 2s: 清七对 is higher than 龙七对, so the four earn 四归一",
        // 10 清幺九
        "11p123p789p789p789p          | discard | 10 清幺九 = 16      | Swiss §6 example of 清幺九 (the reading as 777 888 999 is only 清一色)",
        "[111s2]123s789s789s99s       | discard | 10 清幺九 +四归一x2 = 18 | four 1s and four 9s outside kongs",
        "11p123p789p789p456p          | discard | 3 清一色 = 4        | a chow 456 leaves only 清一色",
        // 11 天胡 and 12 地胡 replace the pattern
        "123m456m789m111p99p          | self heaven | 11 天胡 = 32    | 天胡 on a 平胡 hand",
        "11123456789999m              | self heaven | 11 天胡 +四归一 = 33 | 天胡 replaces 清一色; the four 9s still earn 四归一",
        "11p22p22p44p55m77m99m        | self heaven | 11 天胡 +四归一 = 33 | 天胡 replaces 龙七对, so its four 2s now earn 四归一",
        "123m456m789m111p99p          | self earth  | 12 地胡 = 32    | 地胡 on a 平胡 hand",
        "11s33s44s66s77s88s99s        | self earth  | 12 地胡 = 32    | 地胡 replaces 清七对",
    })
    void patterns(String hand, String situation, String expected, String why) {
        assertThat(SichuanHands.describe(SichuanHands.score(hand, situation))).as(why).isEqualTo(expected);
    }

    @ParameterizedTest(name = "[{index}] {0} is not a winning shape")
    @DisplayName("tiles that form neither four sets and a pair nor seven pairs are not complete, however they are won")
    @CsvSource(delimiter = '|', value = {
        "123m456m789m111p89p   | discard",
        "123m456m789m111p89p   | self",
        "11m22m33m44m55m66m78m | discard",
        "111m222m333m444m5m7m  | discard",
        "11p22p22p44p55m77m9m8m | self heaven",
    })
    void notComplete(String hand, String situation) {
        SichuanResult r = SichuanHands.score(hand, situation);
        assertThat(SichuanHands.describe(r)).isEqualTo("not_complete");
        assertThat(r.total()).isZero();
        assertThat(r.pattern()).isNull();
        assertThat(r.error()).isNull();
    }
}
