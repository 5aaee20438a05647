package org.mahjongresults.engine.knockout;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.sichuan.SichuanSettlement;

/** A table after four Sichuan hands: totals from the settlements, places, the winner or a tie (RULINGS §6). */
class TableScoreTest {

    @Test
    @DisplayName("four hands settled by the engine add up per seat, zero-sum, and the highest total wins the table")
    void totalsFromFourEngineHands() {
        List<SichuanSettlement.Payments> hands = List.of(
                // 清对 self-drawn by East: 8 from each
                Tables.hand("111m222m555m999m66m", 0, -1),
                // 平胡 won by South on West's discard: 1
                Tables.hand("234p456p77p345s789s", 1, 2),
                // 七对 by North on East's discard: 4
                Tables.hand("22m44m55m66m99m11p99p", 3, 0),
                // 2222p kong + 平胡 won by West on South's discard: (1 + 1) = 2 (Swiss §7.7, 7.7.1)
                Tables.hand("[2222p]123m345m999p6p6p", 2, 1));
        TableScore t = TableScore.of(1, 3, List.of(11, 12, 13, 14), hands);
        assertThat(t.totals()).containsExactly(24 - 4, -8 + 1 - 2, -8 - 1 + 2, -8 + 4);
        assertThat(t.totals().stream().mapToInt(Integer::intValue).sum()).isZero();
        assertThat(t.hands()).isEqualTo(4);
        assertThat(t.clearWinner()).isEqualTo(11);
        assertThat(t.tied()).isFalse();
        assertThat(List.of(t.placeOf(11), t.placeOf(12), t.placeOf(13), t.placeOf(14))).containsExactly(1, 4, 3, 2);
    }

    @ParameterizedTest(name = "totals {0}: places {1}, leaders {2}")
    @CsvSource(delimiter = '|', value = {
        "10 -2 -4 -4 | 1 2 3 3 | 1",
        "6 6 -6 -6   | 1 1 3 3 | 1 2",
        "0 0 0 0     | 1 1 1 1 | 1 2 3 4",
        "-3 9 -3 -3  | 2 1 2 2 | 2",
        "5 -5 5 -5   | 1 3 1 3 | 1 3",
    })
    void placesShareOnEqualTotalsAndATopTieHasNoClearWinner(String totals, String places, String leaders) {
        TableScore t = new TableScore(1, 1, List.of(1, 2, 3, 4), Tables.ints(totals), 4);
        assertThat(List.of(t.placeOf(1), t.placeOf(2), t.placeOf(3), t.placeOf(4))).isEqualTo(Tables.ints(places));
        assertThat(t.leaders()).isEqualTo(Tables.ints(leaders));
        assertThat(t.tied()).isEqualTo(t.leaders().size() > 1);
        assertThat(t.clearWinner()).isEqualTo(t.tied() ? null : t.leaders().get(0));
    }
}
