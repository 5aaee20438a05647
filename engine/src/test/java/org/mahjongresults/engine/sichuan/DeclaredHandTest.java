package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A hand declared by pattern, situation, kongs and four-of-a-kinds: the same formula, the same refusals. */
class DeclaredHandTest {

    @ParameterizedTest(name = "pattern {0}, {1}, {2} kong(s), {3} four(s): {4}")
    @CsvSource(delimiter = '|', value = {
        "1  | discard          | 1 | 0 | 1 平胡 +杠 = 2",
        "5  | self             | 0 | 0 | 5 七对 = 4",
        "6  | self kong        | 1 | 0 | 6 清对 x杠上开花 +杠 = 17",
        "2  | discard rob      | 0 | 1 | 2 碰碰胡 x抢杠胡 +四归一 = 5",
        "9  | kongdiscard lastdiscard | 0 | 0 | 9 清七对 x杠上炮 x海底捞月 = 64",
        "11 | self             | 0 | 0 | 11 天胡 = 32",
        "12 | discard          | 0 | 0 | invalid FIRST_DRAW_NOT_SELF_DRAWN",
        "11 | self             | 1 | 0 | invalid FIRST_DRAW_WITH_MELDS",
        "5  | self             | 1 | 0 | invalid WRONG_TILE_COUNT",
        "3  | self kong        | 0 | 0 | invalid KONG_REPLACEMENT_WITHOUT_KONG",
        "3  | discard last     | 0 | 0 | invalid LAST_TILE_NOT_SELF_DRAWN",
        "3  | self             | 5 | 0 | invalid MALFORMED_INPUT",
    })
    void declaredHands(int pattern, String situation, int kongs, int fours, String expected) {
        SichuanResult r = DeclaredHand.score(SichuanPattern.ofNumber(pattern), SichuanHands.situation(situation),
                kongs, fours);
        assertThat(SichuanHands.describe(r)).isEqualTo(expected);
    }
}
