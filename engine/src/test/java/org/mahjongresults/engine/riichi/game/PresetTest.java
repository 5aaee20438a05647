package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The presets' switches as RULINGS §10 lists them, where they agree and where they differ. */
class PresetTest {

    private static RiichiRules preset(String name) {
        return switch (name) {
            case "EMA" -> RiichiRules.EMA_2016;
            case "WRC" -> RiichiRules.WRC_2015;
            case "MLEAGUE" -> RiichiRules.M_LEAGUE;
            default -> throw new IllegalArgumentException(name);
        };
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("each preset's values")
    @CsvSource(delimiter = '|', value = {
        // preset | start | return | oka | uma | red | double | stacking | kazoe | kiriage | nagashi | ron | bonuses
        //     | riichi below 1000 | chombo
        "EMA     | 30000 | 30000 | 0     | 15000,5000,-5000,-15000   | 0 | false | false | false | false | false"
                + " | EACH_WINNER_PAID | EACH_WINNER  | false | 20000",
        "WRC     | 30000 | 30000 | 0     | 15000,5000,-5000,-15000   | 0 | false | false | false | true  | true"
                + "  | HEAD_BUMP        | FIRST_WINNER | true  | 20000",
        "MLEAGUE | 25000 | 30000 | 20000 | 30000,10000,-10000,-30000 | 3 | false | true  | true  | true  | true"
                + "  | HEAD_BUMP        | FIRST_WINNER | true  | 20000",
    })
    void values(String name, int start, int returned, int oka, String uma, int red, boolean doubleYakuman,
            boolean stacking, boolean kazoe, boolean kiriage, boolean nagashi, MultipleRon ron, RonBonuses bonuses,
            boolean riichiBelowStick, int chombo) {
        RiichiRules r = preset(name);
        assertThat(r.startingPoints()).isEqualTo(start);
        assertThat(r.returnPoints()).isEqualTo(returned);
        assertThat(r.oka()).isEqualTo(oka);
        assertThat(r.uma()).isEqualTo(SettlementTest.seats(uma));
        assertThat(r.redFives()).isEqualTo(red);
        assertThat(r.doubleYakuman()).isEqualTo(doubleYakuman);
        assertThat(r.yakumanStacking()).isEqualTo(stacking);
        assertThat(r.kazoeYakuman()).isEqualTo(kazoe);
        assertThat(r.kiriageMangan()).isEqualTo(kiriage);
        assertThat(r.nagashiMangan()).isEqualTo(nagashi);
        assertThat(r.multipleRon()).isEqualTo(ron);
        assertThat(r.multipleRonBonuses()).isEqualTo(bonuses);
        assertThat(r.riichiNeedsStick()).isEqualTo(!riichiBelowStick);
        assertThat(r.chombo()).isEqualTo(ChomboRule.finalDeduction(chombo));
    }

    @Test
    @DisplayName("what the three presets share: hanchan, split ties, open tanyao, no kuikae, no abortive draws, 300/1000/3000")
    void shared() {
        for (RiichiRules r : List.of(RiichiRules.EMA_2016, RiichiRules.WRC_2015, RiichiRules.M_LEAGUE)) {
            assertThat(r.length()).isEqualTo(GameLength.HANCHAN);
            assertThat(r.ties()).isEqualTo(TieRule.SPLIT);
            assertThat(r.openTanyao()).isTrue();
            assertThat(r.kuikae()).isFalse();
            assertThat(r.abortiveDraws()).isEmpty();
            assertThat(r.honbaValue()).isEqualTo(300);
            assertThat(r.riichiStick()).isEqualTo(1000);
            assertThat(r.notenPayment()).isEqualTo(3000);
            assertThat(r.dealerRepeatsWhenTenpai()).isTrue();
            assertThat(r.agariYame()).isFalse();
            assertThat(r.bust()).isFalse();
            assertThat(r.leftoverSticks()).isEqualTo(LeftoverSticks.FIRST_PLACE);
            assertThat(r.tableTotal()).isEqualTo(4 * r.startingPoints());
            assertThat(r.toBuilder().build()).isEqualTo(r);
        }
    }

    @Test
    @DisplayName("a profile that cannot be played is refused")
    void refusesImpossibleProfiles() {
        RiichiRules.Builder ema = RiichiRules.EMA_2016.toBuilder();
        assertThatThrownBy(() -> ema.uma(15000, 5000, -5000, -10000).build()).hasMessageContaining("zero");
        assertThatThrownBy(() -> RiichiRules.EMA_2016.toBuilder().uma(-5000, 5000, 15000, -15000).build())
                .hasMessageContaining("grow");
        assertThatThrownBy(() -> RiichiRules.EMA_2016.toBuilder().points(30000, 25000).build())
                .hasMessageContaining("return");
        assertThatThrownBy(() -> RiichiRules.EMA_2016.toBuilder().redFives(4).build()).hasMessageContaining("red");
        assertThatThrownBy(() -> RiichiRules.EMA_2016.toBuilder().honbaValue(100).build())
                .hasMessageContaining("300");
        assertThatThrownBy(() -> RiichiRules.EMA_2016.toBuilder().notenPayment(1000).build())
                .hasMessageContaining("noten");
        assertThatThrownBy(() -> ChomboRule.finalDeduction(0)).hasMessageContaining("positive");
    }
}
