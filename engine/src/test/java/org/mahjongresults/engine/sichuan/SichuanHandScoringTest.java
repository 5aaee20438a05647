package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.ScoredHand;

/**
 * A reported Sichuan hand, scored into the hand a Swiss sheet stores: East, South, West, North deal the four hands in
 * turn (Swiss §1), the hand is scored from its tiles or declared, and settled by {@link SichuanSettlement}.
 */
class SichuanHandScoringTest {

    @ParameterizedTest(name = "[{index}] hand {0}: {3} → {4} ({5}), changes {6}")
    @DisplayName("a hand given by its tiles is scored, verified and settled")
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        // hand | winner | discarder | tiles                  | score | pattern          | changes E,S,W,N | dealer
        "1      | 0      | 2         | 111m222m555m999m66m    | 8     | PURE_ALL_PUNGS   | 8,0,-8,0        | 0",
        "2      | 1      | -         | 11s33s44s66s77s88s99s  | 16    | PURE_SEVEN_PAIRS | -16,48,-16,-16  | 1",
        "3      | 3      | 0         | 234p456p77p345s789s    | 1     | BASIC_WIN        | -1,0,0,1        | 2",
    })
    void scoresAHandGivenByItsTiles(int number, int winner, Integer discarder, String tiles, int score,
                                    SichuanPattern pattern, String changes, int dealer) {
        ScoredHand h = SichuanHandScoring.score(SichuanHandScoring.Report.tiles(number, winner, discarder, tiles,
                null)).hand();
        assertThat(h.fanPoints()).isEqualTo(score);
        assertThat(h.engineFanPoints()).isEqualTo(score);
        assertThat(h.verification()).isEqualTo(HandVerification.VERIFIED);
        assertThat(h.sichuan().pattern()).isEqualTo(pattern);
        assertThat(h.sichuan().declared()).isFalse();
        assertThat(h.dealerSeat()).isEqualTo(dealer);
        assertThat(h.changes()).containsExactlyElementsOf(Arrays.stream(changes.split(",")).map(Integer::valueOf)
                .toList());
    }

    @Test
    @DisplayName("a declared 清对 with a kong, won on the kong replacement tile: 17 from each other player")
    void aDeclaredHandIsScoredFromItsPatternAndIsNotVerified() {
        ScoredHand h = SichuanHandScoring.score(new SichuanHandScoring.Report(4, false, 0, null, null,
                SichuanPattern.ofNumber(6), 1, 0, true, false, false, false, false, false, false, null)).hand();
        assertThat(h.fanPoints()).isEqualTo(17);
        assertThat(h.engineFanPoints()).isNull();
        assertThat(h.verification()).isEqualTo(HandVerification.NOT_GIVEN);
        assertThat(h.sichuan().doublings()).containsExactly(Doubling.KONG_REPLACEMENT);
        assertThat(h.sichuan().kongs()).isEqualTo(1);
        assertThat(h.changes()).containsExactly(51, -17, -17, -17);
    }

    @Test
    @DisplayName("a hand without a win: nobody pays, every hand is of the East round")
    void noWin() {
        ScoredHand h = SichuanHandScoring.score(SichuanHandScoring.Report.noWin(4, null)).hand();
        assertThat(h.win()).isFalse();
        assertThat(h.prevalentWind()).isEqualTo("E");
        assertThat(h.dealerSeat()).isEqualTo(3);
        assertThat(h.changes()).containsExactly(0, 0, 0, 0);
    }
}
