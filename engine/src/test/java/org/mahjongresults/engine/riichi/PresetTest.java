package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Where the presets and switches differ, the same hand under each. */
class PresetTest {

    private static final HandRules DOUBLES = HandRules.EMA_2016.withDoubleYakuman(true, true);

    @ParameterizedTest(name = "[{index}] {0} ({1}) under {2} scores {3}")
    @DisplayName("each preset's differences: renhou, ippatsu, open tanyao, double yakuman and stacking")
    @CsvSource(delimiter = '|', value = {
        // renhou: EMA a strict mangan, WRC a 5-han yaku that adds, JPML none, or a yakuman
        "234m456p55p789s23s4s        | renhou          | EMA2016   | RENHOU = 5/30",
        "234m456p55p789s23s4s        | renhou          | WRC       | PINFU RENHOU = 6/30",
        "234m456p55p789s23s4s        | renhou          | JPML      | PINFU = 1/30",
        "234m456p55p789s23s4s        | renhou          | YAKUMAN   | RENHOU = yakuman 1",
        "234m456p55p789s23s4s        | renhou dora=1s  | EMA2016   | RENHOU dora 1 = 5/30",
        "234m456p55p789s23s4s        | renhou dora=1s  | WRC       | PINFU RENHOU dora 1 = 7/30",
        // ippatsu: not a yaku under JPML
        "234m456p55p789s23s4s        | riichi ippatsu  | EMA2016   | RIICHI IPPATSU PINFU = 3/30",
        "234m456p55p789s23s4s        | riichi ippatsu  | JPML      | RIICHI PINFU = 2/30",
        // open tanyao off
        "[234m]456p55p678s23s4s      |                 | EMA2016   | TANYAO = 1/30",
        "[234m]456p55p678s23s4s      |                 | NOKUITAN  | no yaku",
        "234m456p55p678s23s4s        |                 | NOKUITAN  | PINFU TANYAO = 2/30",
        // double yakuman and stacking
        "19m19p19sESWNCFPP           |                 | EMA2016   | KOKUSHI_MUSOU_13 = yakuman 1",
        "19m19p19sESWNCFPP           |                 | DOUBLES   | KOKUSHI_MUSOU_13 = yakuman 2",
        "19m19p19sESWNCPPF           |                 | DOUBLES   | KOKUSHI_MUSOU = yakuman 1",
        "111m333p555s777s9p9p        |                 | DOUBLES   | SUUANKOU_TANKI = yakuman 2",
        "1112345678999m5m            |                 | DOUBLES   | JUNSEI_CHUUREN_POUTOU = yakuman 2",
        "[EEE][SSS][WWW]NNN5m5m      |                 | DOUBLES   | DAISUUSHII = yakuman 2",
        "[EEE][SSS][WWW]NNN5m5m      |                 | WRC       | DAISUUSHII = yakuman 1",
        "[CCC][FFF][PPP]NNNEE        |                 | DOUBLES   | DAISANGEN TSUUIISOU = yakuman 2",
        "[CCC][FFF][PPP]NNNEE        |                 | WRC       | DAISANGEN TSUUIISOU = yakuman 1",
        "EESSWWNNCCFFPP              | tsumo seat=E tenhou | DOUBLES | TSUUIISOU TENHOU = yakuman 2",
        // M.League: red fives, yakuman add up but none is double, no renhou
        "340m406p55p789s23s4s        | riichi ippatsu  | MLEAGUE   | RIICHI IPPATSU PINFU aka 2 = 5/30",
        "[CCC][FFF][PPP]NNNEE        |                 | MLEAGUE   | DAISANGEN TSUUIISOU = yakuman 2",
        "19m19p19sESWNCFPP           |                 | MLEAGUE   | KOKUSHI_MUSOU_13 = yakuman 1",
        "234m456p55p789s23s4s        | renhou          | MLEAGUE   | PINFU = 1/30",
    })
    void presetsDiffer(String hand, String situation, String rules, String expected) {
        HandRules r = switch (rules) {
            case "YAKUMAN" -> HandRules.EMA_2016.withRenhou(HandRules.Renhou.YAKUMAN);
            case "NOKUITAN" -> HandRules.EMA_2016.withOpenTanyao(false);
            case "DOUBLES" -> DOUBLES;
            default -> HandRules.ofName(rules);
        };
        assertThat(RiichiHands.describe(RiichiHands.score(hand, situation, r))).isEqualTo(expected);
    }

    @Test
    @DisplayName("the three presets are found by name and hold the switches their texts give")
    void presetsByName() {
        assertThat(HandRules.ofName("ema2016")).isSameAs(HandRules.EMA_2016);
        assertThat(HandRules.ofName("WRC")).isSameAs(HandRules.WRC);
        assertThat(HandRules.ofName("JPML")).isSameAs(HandRules.JPML);
        assertThat(HandRules.ofName("MLEAGUE")).isSameAs(HandRules.M_LEAGUE);
        assertThat(HandRules.ofName("tenhou")).isNull();
        assertThat(HandRules.EMA_2016.redFives()).isFalse();
        assertThat(HandRules.EMA_2016.openTanyao()).isTrue();
        assertThat(HandRules.WRC.yakumanStack()).isFalse();
        assertThat(HandRules.JPML.uraDora()).isFalse();
        assertThat(HandRules.JPML.doubleWindPairFu()).isEqualTo(2);
    }
}
