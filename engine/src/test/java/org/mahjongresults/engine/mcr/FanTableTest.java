package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Hands in the notation with their exact fans and totals, fan by fan (MCR 2006 附件1), under the default profile WMO.
 * Situation words and the fan-list format are explained in {@link Hands}. Default: won on a discard, East round,
 * East seat, no flowers.
 */
class FanTableTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) scores {2}")
    @DisplayName("each fan is found where it applies, with the exact full fan list and total (WMO)")
    @CsvSource(delimiter = '|', value = {
        // 1 四风会 Big Four Winds: with 混幺九 and 混一色 (004's example), not 三风刻, 碰碰和, 圈风刻, 门风刻, 幺九刻
        "[EEE][SSS][WWW]NNN1m1m            |                | win 1 18 50 79 = 127",
        // 9 小四风会: the fourth wind is the pair; adds 混一色 and 全带幺 (004)
        "[EEE][SSS][WWW]NN23m1m             |                | win 9 50 55 60 61 = 78",
        // 38 三风刻: three wind pungs, the non-seat winds are inside the fan, so no 幺九刻 for them
        "[EEE][SSS][WWW]123m5m5m            |                | win 38 50 60 61 79 = 23",
        // 2 大三元 with 混一色; no 双箭刻 or 箭刻
        "[CCC][FFF][PPP]123m5m5m            |                | win 2 50 79 = 95",
        // 10 小三元 with 混一色, 全带幺, 老少副
        "[CCC][FFF]PP123m78m9m              |                | win 10 50 55 72 = 75",
        // 54 双箭刻
        "[CCC][FFF]123456m9p9p              |                | win 54 71 75 79 = 9",
        // 3 绿一色 with 混一色 (000 附件1-3 allows it) and 一般高
        "[234s][666s]234888sFF              |                | win 3 50 69 79 = 96",
        // 3 绿一色 without 发 adds 清一色, 断幺 and 四归一; two waits (1s, 4s), so no 单调将
        "[234s][666s]2344888s4s             |                | win 3 22 64 68 69 = 117",
        // 3 绿一色 as 七对 (000 附件1-3: 七对 + 混一色), 四归一 from two identical pairs
        "223333446688sFF                    |                | win 3 19 50 64 = 120",
        // 4 九莲宝灯 self-drawn: 不求人 (RULINGS §2), 双暗刻 from 111 and 999; no 清一色, 幺九刻, 单调将 (the hand waits on nine tiles)
        "1112345678999m5m                   | self           | win 4 56 66 = 94",
        "1112345678999m5m                   |                | win 4 66 = 90",
        // not 九莲宝灯 once a pung is melded
        "[111m]2345678999m5m                |                | win 22 73x2 = 26",
        // 5 四杠 with two concealed kongs: 双暗刻 (RULINGS §2), no 碰碰和, 单调将
        "[1111m][EEEE][5555p1][9999s2]CC    |                | win 5 52 60 61 66 73x2 = 102",
        "[1111m][EEEE][5555p][9999s]CC      | self           | win 5 12 52 56 60 61 73x2 = 168",
        "[1111m][EEEE1][5555p1][9999s2]CC   |                | win 5 52 60 61 67 73x2 = 102",
        // 6 连七对, 7 十三幺 and 19 七对 (no 门前清 on a discard, 不求人 on a self-draw under WMO)
        "1122334455667m7m                   |                | win 6 = 88",
        "2233445566778p8p                   |                | win 6 68 = 90",
        "1122334455668m8m                   |                | win 19 22 = 48",
        "19m19p19sESWNCFPP                  | self           | win 7 56 = 92",
        "19m19p19sESWNCFPP                  |                | win 7 = 88",
        "1199m1199p1199s2s2s                | self           | win 19 56 76 = 29",
        "4466m445566p556s6s                 |                | win 19 26 = 48",
        // 8 清幺九: two 双同刻 (000), 双暗刻, 单调将
        "[111m][999p]111999s9m9m            |                | win 8 65x2 66 79 = 71",
        "[111m][111p]111s999m9p9p           |                | win 8 32 66 79 = 83",
        // 11 字一色 with 双箭刻 at full value (000 附件1-11)
        "[EEE][CCC]SSSFFWWF                 |                | win 11 54 60 61 = 74",
        // 12 四暗刻: 不求人 on a self-draw; on a discard no 门前清
        "111m333p555s777sEE                 | self           | win 12 56 73 79 = 70",
        "111m333p555s777sEE                 |                | win 12 73 79 = 66",
        // not 四暗刻: the discard completes a pung, which is then exposed
        "111m333p555s77sEE7s                |                | win 33 49 62 73 = 25",
        // 13 一色双龙会: no 七对, 清一色, 平和, 一般高, 老少副, 无字
        "1122337788995m5m                   |                | win 13 62 79 = 67",
        // 14 一色四同顺 (no 一色三节高, 四归一, 一般高); in green tiles it would also be 绿一色
        "[345s][345s]3344558s8s             |                | win 14 22 63 68 79 = 77",
        "[234s][234s]2233448s8s             |                | win 3 14 22 63 68 79 = 165",
        // 15 一色四节高 (no 一色三同顺, 碰碰和)
        "[222m]3334445559m9m                |                | win 15 22 33 79 = 89",
        // 16 一色四步高 with 平和, 缺一门 (004)
        "[123p]234345456p9s9s               |                | win 16 63 75 79 = 36",
        // 17 三杠 with one concealed kong: 暗杠 added (RULINGS §2)
        "[1111m][5555p1][9999s3]123s5s5s    |                | win 17 67 73x2 76 79 = 38",
        // 17 三杠 whose concealed kong has a concealed pung beside it: 双暗刻, not also 暗杠 (RULINGS §2; issue 14)
        "[1111s][2222m1][4444p3]333p88s     |                | win 17 42 49 66 73 76 79 = 51",
        // 18 混幺九 with 五门齐, 双同刻, 双暗刻
        "[111m][999p]EEE999sCC              |                | win 18 52 60 61 65 66 79 = 47",
        // 20 七星不靠 and 34 全不靠 (no 五门齐, 门前清), with 组合龙 when the straight is complete
        "147m25p36sESWNCFP                  |                | win 20 = 24",
        "147m25p36sESWNCFP                  | self           | win 20 56 = 28",
        "147m25p369sESWNCF                  |                | win 34 = 12",
        "147m258p369sESWNC                  |                | win 34 35 = 24",
        // 21 全双刻 (no 碰碰和, 断幺)
        "[222m][444p]666888s2p2p            |                | win 21 66 79 = 27",
        // 23 一色三同顺 with 平和
        "[345m]345345789m5p5p               |                | win 23 63 75 79 = 28",
        // 24 一色三节高
        "[555p]666777p123s9s9s              |                | win 24 66 75 76 79 = 29",
        // 25 全大 with 三色三同顺 and 四归一; 6s also completes the hand, so no 单调将
        "[789m][789p]789s777p9s9s           |                | win 25 41 64 = 34",
        // 26 全中 with 全带五, 三色三同顺 plus the fourth chow once (一般高), 平和
        "[456m][456p]456456s5p5p            |                | win 26 31 41 63 69 79 = 52",
        // 27 全小 (000: 三色三同顺 + 平和 + 一般高)
        "[123m][123p]123123s2m2m            |                | win 27 41 63 69 79 = 36",
        // 28 清龙: example A of §3.3 (B = 18)
        "[234p1]12356789m55s4m              |                | win 28 63 = 18",
        // 29 三色双龙会 (no 平和, 喜相逢, 老少副, 无字)
        "[123m][789m]123789p5s5s            |                | win 29 79 = 17",
        // 30 一色三步高
        "[123s]234345s678m9p9p              |                | win 30 63 79 = 19",
        // 31 全带五 with 三色三步高 + 喜相逢 (004)
        "[345m][456p][567s]345s5p5p         |                | win 31 51 63 70 79 = 26",
        // 32 三同刻
        "[222m][222p]222s678m5p5p           |                | win 32 68 79 = 19",
        // 33 三暗刻 with 不求人; 8s also completes the hand (77 + 789s), so no 单调将
        "111234m555p777s9s9s                | self           | win 33 56 73 76 = 22",
        // 35 组合龙 with 平和 (WMO, 004's example) and a single wait on the pair
        "147m258p369s123m5p5p               |                | win 35 62 63 79 = 17",
        // 35 组合龙: no wait fan from its own tiles under WMO
        "17m258p369s123m5p5p4m              |                | win 35 62 63 = 16",
        // 36 大于五 (two waits: no 单调将)
        "[678m][789p]678s666p9s9s           |                | win 36 70 = 13",
        // 37 小于五
        "[123m][234p]123444s1p1p            |                | win 37 70 79 = 14",
        // 39 花龙
        "[123m][456p]234789s5m5m            |                | win 39 63 79 = 11",
        // 40 推不倒 (no 缺一门)
        "[123p][456s]888sPPP9p9p            |                | win 40 59 66 79 = 13",
        // 41 三色三同顺 with 连六 from the fourth chow (004)
        "[234m][234p]234567s8p8p            |                | win 41 63 68 71 79 = 14",
        // 42 三色三节高
        "[222m][333p]444s567m8p8p           |                | win 42 68 79 = 11",
        // 43 无番和, and the winning-method fans 44-47, 58, 80 on the same tiles
        "[123m][567p][345s]78sCC9s          |                | win 43 = 8",
        "[123m][567p][345s]78sCC9s          | self           | below_minimum 80 = 1",
        "[123m][567p][345s]78sCC9s          | self last      | win 44 = 8",
        "[123m][567p][345s]78sCC9s          | last           | win 45 = 8",
        "[1111m1][567p][345s]78sCC9s        | kong           | win 46 73 74 = 10",
        "[123m][567p][345s]78sCC9s          | rob            | win 47 = 8",
        "[123m][567p][345s]78sCC9s          | rob fourth     | win 47 = 8",
        "[123m][567p][345s]78sCC9s          | fourth         | below_minimum 58 = 4",
        // 48 双暗杠 (WMO 8, no 双暗刻, 暗杠) with 门前清
        "[5555m][6666p]123789s9p9p          |                | win 48 62 72 76 79 = 13",
        "[5555m][6666p]123789s9p9p          | self           | win 48 56 72 76 79 = 15",
        // 49 碰碰和
        "[222m][555p][888s]EEE9s9s          |                | win 49 60 61 79 = 11",
        // 50 混一色
        "[234m][678m]EEE555mCC              |                | win 50 60 61 66 79 = 13",
        // 51 三色三步高: example B of §3.3 (B = 15 with one flower)
        "234m4555p456678s3p                 | self flowers=1 | win 51 56 63 68 81 = 15",
        // 52 五门齐 with 花龙 (000)
        "[123m][456p]789sEEECC              |                | win 39 52 60 61 79 = 19",
        // 53 全求人 (no 单调将); self-drawn it is not 全求人
        "[123m][456p2][789s][EEE]CC         |                | win 39 52 53 60 61 = 24",
        "[123m][456p2][789s][EEE]CC         | self           | win 39 52 60 61 79 80 = 20",
        // 55 全带幺: account once (000 附件1-55 例2): one 一般高 and two 老少副
        "[123m][123m][789m]789mEE           |                | win 50 55 69 72x2 79 = 14",
        "[123m][789m]123pEEE9s9s            |                | win 55 60 61 70 72 79 = 11",
        // 57 双明杠; one melded plus one concealed kong is 6 under WMO (双明杠 4 + 暗杠 2)
        "[1111m1][5555p2]123789sCC          |                | below_minimum 57 72 73 79 = 7",
        "[1111m1][5555p]123789sCC           |                | win 57 67 72 73 79 = 9",
        // 59-61: dragon pung, prevalent and seat winds, a double wind, 幺九刻 for a non-seat wind
        "[123m][567p][CCC]78s9p9p9s         |                | below_minimum 59 = 2",
        "[SSS][WWW]123m456p9s9s             | round=S seat=W | below_minimum 60 61 79 = 5",
        "[SSS][WWW]123m456p9s9s             | round=S seat=S | below_minimum 60 61 73 79 = 6",
        "[SSS][WWW]123m456p9s9s             | round=E seat=N | below_minimum 73x2 79 = 3",
        // 62 门前清 + 63 平和 + 68 断幺 beside 三色三步高 (345s 456m 567p)
        "234456m567p345s8s8s                |                | win 51 62 63 68 79 = 13",
        // 66 双暗刻 + 67 暗杠 (000 附件1-66 example: 双同刻, 暗杠, 老少副, 无字, 边张, two 幺九刻)
        "[1111m]111p123789s3s3s             |                | win 62 65 66 67 72 73x2 76 77 = 13",
        // 69 一般高 + 70 喜相逢: no identical re-use (§5.2-3)
        "[123m]123m123p567s9s9s             |                | below_minimum 63 69 70 79 = 5",
        // 73 幺九刻 on terminals
        "[111m][999s]234p567p8p8p           |                | below_minimum 71 73x2 76 = 4",
        // take the higher (§5.2-4): 111 222 333 as pungs, not three identical chows
        "111222333m456p9s9s                 | self           | win 24 33 56 73 76 79 = 47",
    })
    void scoresEveryFan(String hand, String situation, String expected) {
        assertThat(Hands.describe(Hands.score(hand.trim(), situation, RuleProfile.WMO))).isEqualTo(expected.trim());
    }
}
