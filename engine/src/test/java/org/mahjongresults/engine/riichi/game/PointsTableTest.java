package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The scoring table of RCR 2016 §6 and WRC 2015 §6.1: han and fu to the four payments, each rounded up to 100. Rows
 * name the preset they are read under where kiriage makes a difference.
 */
class PointsTableTest {

    private static final Map<String, RiichiRules> PRESETS = Map.of("EMA", RiichiRules.EMA_2016, "WRC",
            RiichiRules.WRC_2015, "MLEAGUE", RiichiRules.M_LEAGUE);

    @ParameterizedTest(name = "[{index}] {0}: {1} han {2} fu: non-dealer ron {3}, dealer ron {4}, tsumo {5}/{6}, dealer {7} all")
    @DisplayName("han and fu give the ron and tsumo payments of the scoring table")
    @CsvSource(delimiter = '|', value = {
        // rules | han | fu | non-dealer ron | dealer ron | tsumo from non-dealer | tsumo from dealer | dealer tsumo each
        "EMA     | 1 | 30  | 1000  | 1500  | 300  | 500  | 500",
        "EMA     | 1 | 40  | 1300  | 2000  | 400  | 700  | 700",
        "EMA     | 1 | 50  | 1600  | 2400  | 400  | 800  | 800",
        "EMA     | 1 | 110 | 3600  | 5300  | 900  | 1800 | 1800",
        "EMA     | 2 | 20  | 1300  | 2000  | 400  | 700  | 700",
        "EMA     | 2 | 25  | 1600  | 2400  | 400  | 800  | 800",
        "EMA     | 2 | 30  | 2000  | 2900  | 500  | 1000 | 1000",
        "EMA     | 2 | 40  | 2600  | 3900  | 700  | 1300 | 1300",
        "EMA     | 2 | 110 | 7100  | 10600 | 1800 | 3600 | 3600",
        "EMA     | 3 | 25  | 3200  | 4800  | 800  | 1600 | 1600",
        "EMA     | 3 | 30  | 3900  | 5800  | 1000 | 2000 | 2000",
        "EMA     | 3 | 40  | 5200  | 7700  | 1300 | 2600 | 2600",
        "EMA     | 3 | 60  | 7700  | 11600 | 2000 | 3900 | 3900",
        "EMA     | 3 | 70  | 8000  | 12000 | 2000 | 4000 | 4000",
        "EMA     | 4 | 20  | 5200  | 7700  | 1300 | 2600 | 2600",
        "EMA     | 4 | 25  | 6400  | 9600  | 1600 | 3200 | 3200",
        "EMA     | 4 | 30  | 7700  | 11600 | 2000 | 3900 | 3900",
        "EMA     | 4 | 40  | 8000  | 12000 | 2000 | 4000 | 4000",
        "WRC     | 4 | 30  | 8000  | 12000 | 2000 | 4000 | 4000",
        "WRC     | 3 | 60  | 8000  | 12000 | 2000 | 4000 | 4000",
        "MLEAGUE | 4 | 30  | 8000  | 12000 | 2000 | 4000 | 4000",
        "MLEAGUE | 3 | 60  | 8000  | 12000 | 2000 | 4000 | 4000",
        "MLEAGUE | 3 | 50  | 6400  | 9600  | 1600 | 3200 | 3200",
        "MLEAGUE | 2 | 30  | 2000  | 2900  | 500  | 1000 | 1000",
        "EMA     | 5 | 30  | 8000  | 12000 | 2000 | 4000 | 4000",
        "EMA     | 6 | 30  | 12000 | 18000 | 3000 | 6000 | 6000",
        "EMA     | 7 | 40  | 12000 | 18000 | 3000 | 6000 | 6000",
        "EMA     | 8 | 30  | 16000 | 24000 | 4000 | 8000 | 8000",
        "EMA     | 10 | 30 | 16000 | 24000 | 4000 | 8000 | 8000",
        "EMA     | 11 | 30 | 24000 | 36000 | 6000 | 12000 | 12000",
        "EMA     | 12 | 30 | 24000 | 36000 | 6000 | 12000 | 12000",
        "EMA     | 13 | 30 | 24000 | 36000 | 6000 | 12000 | 12000",
        "WRC     | 15 | 40 | 24000 | 36000 | 6000 | 12000 | 12000",
        "MLEAGUE | 13 | 30 | 32000 | 48000 | 8000 | 16000 | 16000",
        "MLEAGUE | 20 | 30 | 32000 | 48000 | 8000 | 16000 | 16000",
    })
    void table(String preset, int han, int fu, int nonDealerRon, int dealerRon, int tsumoFromNonDealer,
            int tsumoFromDealer, int dealerTsumoEach) {
        BasePoints base = BasePoints.of(HandValue.of(han, fu), PRESETS.get(preset));
        assertThat(base.ron(false)).isEqualTo(nonDealerRon);
        assertThat(base.ron(true)).isEqualTo(dealerRon);
        assertThat(base.tsumoFromNonDealer()).isEqualTo(tsumoFromNonDealer);
        assertThat(base.tsumoFromDealerOrByDealer()).isEqualTo(tsumoFromDealer).isEqualTo(dealerTsumoEach);
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} han {2} fu is {3}")
    @DisplayName("the limits: mangan from 5 han or 2000 base points, haneman 6-7, baiman 8-10, sanbaiman 11-12, 13+ by kazoe")
    @CsvSource(delimiter = '|', value = {
        "EMA     | 3  | 60 | NONE      | 1920",
        "MLEAGUE | 3  | 60 | MANGAN    | 2000",
        "WRC     | 3  | 60 | MANGAN    | 2000",
        "WRC     | 4  | 30 | MANGAN    | 2000",
        "EMA     | 4  | 30 | NONE      | 1920",
        "MLEAGUE | 4  | 30 | MANGAN    | 2000",
        "MLEAGUE | 4  | 25 | NONE      | 1600",
        "EMA     | 4  | 40 | MANGAN    | 2000",
        "EMA     | 3  | 70 | MANGAN    | 2000",
        "EMA     | 5  | 20 | MANGAN    | 2000",
        "EMA     | 6  | 20 | HANEMAN   | 3000",
        "EMA     | 7  | 20 | HANEMAN   | 3000",
        "EMA     | 8  | 20 | BAIMAN    | 4000",
        "EMA     | 10 | 20 | BAIMAN    | 4000",
        "EMA     | 11 | 20 | SANBAIMAN | 6000",
        "EMA     | 12 | 20 | SANBAIMAN | 6000",
        "EMA     | 13 | 20 | SANBAIMAN | 6000",
        "WRC     | 13 | 20 | SANBAIMAN | 6000",
        "MLEAGUE | 13 | 20 | YAKUMAN   | 8000",
        "MLEAGUE | 26 | 20 | YAKUMAN   | 8000",
    })
    void limits(String preset, int han, int fu, Limit limit, int base) {
        BasePoints points = BasePoints.of(HandValue.of(han, fu), PRESETS.get(preset));
        assertThat(points.limit()).isEqualTo(limit);
        assertThat(points.points()).isEqualTo(base);
    }

    @ParameterizedTest(name = "[{index}] double={0} stacking={1}: yakuman {2} count {3}")
    @DisplayName("yakuman: a double form counts twice only with double yakuman, two yakuman add up only with stacking")
    @CsvSource(delimiter = '|', value = {
        "false | false | 1   | 1",
        "false | false | 2   | 1",
        "false | false | 1,1 | 1",
        "false | false | 2,1 | 1",
        "true  | false | 2   | 2",
        "true  | false | 2,1 | 2",
        "true  | false | 1,1 | 1",
        "false | true  | 1,1 | 2",
        "false | true  | 2,1 | 2",
        "true  | true  | 2,1 | 3",
        "true  | true  | 2,2,1 | 5",
    })
    void yakuman(boolean doubleYakuman, boolean stacking, String yakuman, int count) {
        RiichiRules rules = RiichiRules.EMA_2016.toBuilder().doubleYakuman(doubleYakuman).yakumanStacking(stacking)
                .build();
        Integer[] each = java.util.Arrays.stream(yakuman.split(",")).map(Integer::valueOf).toArray(Integer[]::new);
        BasePoints points = BasePoints.of(HandValue.yakuman(each), rules);
        assertThat(points.limit()).isEqualTo(Limit.YAKUMAN);
        assertThat(points.yakumanCount()).isEqualTo(count);
        assertThat(points.ron(false)).isEqualTo(32_000 * count);
        assertThat(points.ron(true)).isEqualTo(48_000 * count);
        assertThat(points.tsumoFromNonDealer()).isEqualTo(8_000 * count);
    }

    @Test
    @DisplayName("each preset scores big four winds with all honours as its yakuman rules say: one yakuman under EMA and WRC (not cumulative), two under the M.League")
    void presetsOnYakuman() {
        HandValue daisuushiiAndTsuuiisou = HandValue.yakuman(2, 1);
        assertThat(BasePoints.of(daisuushiiAndTsuuiisou, RiichiRules.EMA_2016).ron(false)).isEqualTo(32_000);
        assertThat(BasePoints.of(daisuushiiAndTsuuiisou, RiichiRules.WRC_2015).ron(false)).isEqualTo(32_000);
        assertThat(BasePoints.of(daisuushiiAndTsuuiisou, RiichiRules.M_LEAGUE).ron(false)).isEqualTo(64_000);
    }

    @Test
    @DisplayName("a value that cannot be a hand's is refused: no han, odd fu, 25 fu at 1 han, han beside yakuman")
    void refusesImpossibleValues() {
        assertThatThrownBy(() -> HandValue.of(0, 30)).hasMessageContaining("at least 1 han");
        assertThatThrownBy(() -> HandValue.of(1, 35)).hasMessageContaining("fu");
        assertThatThrownBy(() -> HandValue.of(2, 150)).hasMessageContaining("fu");
        // three concealed kans of terminals or honours reach 140 fu (RULINGS §10.12)
        assertThat(HandValue.of(2, 140).fu()).isEqualTo(140);
        assertThatThrownBy(() -> HandValue.of(1, 25)).hasMessageContaining("seven pairs");
        assertThatThrownBy(() -> new HandValue(3, 30, java.util.List.of(1))).hasMessageContaining("yakuman");
        assertThatThrownBy(() -> HandValue.yakuman(3)).hasMessageContaining("double");
    }
}
