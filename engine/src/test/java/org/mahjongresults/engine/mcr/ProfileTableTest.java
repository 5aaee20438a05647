package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every row of RULINGS §2 and the wait rulings of §5.5, each hand scored under both profiles. */
class ProfileTableTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}): WMO {2} / CN2017 {3}")
    @DisplayName("each row of RULINGS §2 scores as the profile says")
    @CsvSource(delimiter = '|', value = {
        // row 1-2: fully concealed special shapes: WMO 不求人 / no 门前清; CN2017 自摸 only / 门前清
        "1199m1199p1199s2s2s           | self      | win 19 56 76 = 29              | win 19 76 80 = 26",
        "1199m1199p1199s2s2s           |           | win 19 76 = 25                 | win 19 62 76 = 27",
        "1122334455667m7m              | self      | win 6 56 = 92                  | win 6 80 = 89",
        "1122334455667m7m              |           | win 6 = 88                     | win 6 62 = 90",
        "19m19p19sESWNCFPP             | self      | win 7 56 = 92                  | win 7 80 = 89",
        "19m19p19sESWNCFPP             |           | win 7 = 88                     | win 7 62 = 90",
        "147m25p369sESWNCF             | self      | win 34 56 = 16                 | win 34 80 = 13",
        "147m25p369sESWNCF             |           | win 34 = 12                    | win 34 62 = 14",
        "147m25p36sESWNCFP             | self      | win 20 56 = 28                 | win 20 80 = 25",
        "147m25p36sESWNCFP             |           | win 20 = 24                    | win 20 62 = 26",
        // row 3: 九莲宝灯 and 四暗刻: 不求人 when self-drawn in both; 门前清 on a discard only in CN2017
        "1112345678999m5m              | self      | win 4 56 66 = 94               | win 4 56 66 79 = 95",
        "1112345678999m5m              |           | win 4 66 = 90                  | win 4 62 66 79 = 93",
        "111m333p555s777sEE            | self      | win 12 56 73 79 = 70           | win 12 56 73 79 = 70",
        "111m333p555s777sEE            |           | win 12 73 79 = 66              | win 12 62 73 79 = 68",
        // row 4: 门前清 needs a discard win in both profiles; self-drawn it is 不求人
        "234456m567p345s8s8s           |           | win 51 62 63 68 79 = 13        | win 51 62 63 68 79 = 13",
        "234456m567p345s8s8s           | self      | win 51 56 63 68 79 = 15        | win 51 56 63 68 79 = 15",
        // row 5: waits (§5.5). 1113 won on 3 is a single wait and won on 2 a closed wait by shape, but the
        // hand also waits on the other tile, so WMO scores neither
        "[123p][456p][789p]1113m3m     |           | win 28 73 75 76 = 19           | win 28 73 75 76 79 = 20",
        "[123p][456p][789p]1113m2m     |           | win 28 63 70 75 = 20           | win 28 63 70 75 78 = 21",
        // 8999: won on 8 single, on 7 edge (001 L48); 4445 won on 5 single
        "[123p][456p][789p]8999m8m     |           | win 28 73 75 76 = 19           | win 28 73 75 76 79 = 20",
        "[123p][456p][789p]8999m7m     |           | win 28 63 70 75 = 20           | win 28 63 70 75 77 = 21",
        "[123p][456p][789p]4445m5m     |           | win 28 75 76 = 18              | win 28 75 76 79 = 19",
        // 1233 won on 3: the only tile waited on; edge or single, one wait fan at most (003 calls it 边张)
        "[123p][456p][789p]1233m3m     |           | win 28 63 70 75 77 = 21        | win 28 63 70 75 77 = 21",
        // 67889 won on 7: closed or edge, one point (001 L48 非边即坎)
        "[123p][456p]67889m1s1s7m      |           | below_minimum 63 71 78 = 4     | below_minimum 63 71 78 = 4",
        // row 6: one melded + one concealed kong: WMO 双明杠 + 暗杠 = 6, CN2017 4 + 1 = 5
        "[1111m1][5555p]123789sCC      |           | win 57 67 72 73 79 = 9         | win 57 67@1 72 73 79 = 8",
        // row 7: two concealed kongs: WMO 双暗杠 8; CN2017 双明杠 + 双暗刻 = 6
        "[5555m][6666p]123789s9p9p     |           | win 48 62 72 76 79 = 13        | win 57 62 66 72 76 79 = 11",
        // row 8: three and four kongs with concealed kongs (001's table: 33, 34, 48 and 89, 90, 104, 152)
        "[1111m][5555p1][9999s3]123s5s5s | | win 17 67 73x2 76 79 = 38           | win 17 67@1 73x2 76 79 = 37",
        "[1111m][5555p][9999s3]123s5s5s  | | win 17 66 73x2 76 79 = 38           | win 17 66 73x2 76 79 = 38",
        "[1111m][5555p][9999s]123s5s5s   | | win 17 33 62 73x2 76 79 = 54        | win 17 33 62 73x2 76 79 = 54",
        // one concealed kong beside a concealed pung: they are the 双暗刻; the kong is not also 暗杠 (issue 14)
        "[1111s][2222m1][4444p3]333p88s  | | win 17 42 49 66 73 76 79 = 51        | win 17 42 49 66 73 76 79 = 51",
        "[1111m][EEEE1][5555p1][9999s2]CC | | win 5 52 60 61 67 73x2 = 102        | win 5 52 60 61 67@1 73x2 = 101",
        "[1111m][EEEE][5555p1][9999s2]CC  | | win 5 52 60 61 66 73x2 = 102        | win 5 52 60 61 66 73x2 = 102",
        "[1111m][EEEE][5555p][9999s2]CC   | | win 5 33 52 60 61 73x2 = 116        | win 5 33 52 60 61 73x2 = 116",
        "[1111m][EEEE][5555p][9999s]CC    | self | win 5 12 52 56 60 61 73x2 = 168 | win 5 12 52 56 60 61 73x2 = 168",
        // row 9: 七对 with 全中 (WMO) but not in CN2017 (001 L32), where 断幺 then counts; 绿一色 likewise
        "4466m445566p556s6s            |           | win 19 26 = 48                 | win 19 62 68 = 28",
        "223333446688sFF               |           | win 3 19 50 64 = 120           | win 19 50 62 64 = 34",
        // row 10: 清幺九 with two 双同刻: both count (WMO), one (CN2017); 三同刻 counts in both
        "[111m][999p]111999s9m9m       |           | win 8 65x2 66 79 = 71          | win 8 65 66 79 = 69",
        "[111m][111p]111s999m9p9p      |           | win 8 32 66 79 = 83            | win 8 32 66 79 = 83",
        // row 11: 字一色 / 混幺九 honour pungs worth 2+ count one less in CN2017 (a double wind once)
        "[EEE][CCC]SSSFFWWF            |           | win 11 54 60 61 = 74           | win 11 54 60 61@1 = 73",
        "[111m][999p]EEE999sCC         | round=S   | win 18 52 61 65 66 79 = 45     | win 18 52 61@1 65 66 79 = 44",
        // row 12: 绿一色 with 混一色 (WMO) or without (CN2017)
        "[234s][666s]234888sFF         |           | win 3 50 69 79 = 96            | win 3 69 79 = 90",
        // row 13: 组合龙: WMO 平和 and no wait from its own tiles; CN2017 no 平和, 坎张 on its 4, 5, 6
        "147m258p369s123m5p5p          |           | win 35 62 63 79 = 17           | win 35 62 76 79 = 16",
        "17m258p369s123m5p5p4m         |           | win 35 62 63 = 16              | win 35 62 76 78 = 16",
        "14m258p369s123m5p5p7m         |           | win 35 62 63 = 16              | win 35 62 76 = 15",
        // row 14: 全求人 in both, melded kongs allowed
        "[123m][456p2][7777s1][EEE]CC  |           | win 52 53 60 61 74 = 17        | win 52 53 60 61 74 = 17",
        // row 15: 九莲宝灯 not 清一色, 门前清 (WMO), 幺九刻; may add 清龙 and 四归一 (win on 1)
        "1112345678999p1p              | self      | win 4 28 56 64 = 110           | win 4 28 56 64 = 110",
    })
    void scoresBothProfiles(String hand, String situation, String wmo, String cn) {
        assertThat(Hands.describe(Hands.score(hand.trim(), situation, RuleProfile.WMO))).isEqualTo(wmo.trim());
        assertThat(Hands.describe(Hands.score(hand.trim(), situation, RuleProfile.CN2017))).isEqualTo(cn.trim());
    }
}
