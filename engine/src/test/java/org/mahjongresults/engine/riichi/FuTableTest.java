package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every fu case of EMA RCR 2016 §4.1.1 and WRC 2015 §6.3, each alone in a hand: the fu before rounding of the reading
 * the scorer chose, and the fu after the open-hand minimum and rounding. Default: ron, East round, South seat.
 */
class FuTableTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}, {2}): {4} fu raw, {5} rounded")
    @DisplayName("each fu item, and the rounding, as the rule texts count them")
    @CsvSource(delimiter = '|', value = {
        // base 20, closed ron +10, pinfu tsumo stays 20, an open hand at 20 becomes 30, tsumo +2 otherwise
        "234m456p55p789s23s4s        |                   | EMA2016 | closed ron, pinfu             | 30 | 30",
        "234m456p55p789s23s4s        | tsumo             | EMA2016 | pinfu tsumo                   | 20 | 20",
        "[234m]456p55p789s23s4s      | houtei            | EMA2016 | open pinfu shape, ron         | 20 | 30",
        "[234m]456p55p789s23s4s      | tsumo haitei      | EMA2016 | open, tsumo +2                | 22 | 30",
        "555m234p678s66s34p5p        | tsumo             | EMA2016 | tsumo +2, closed simple pung  | 26 | 30",
        // pungs and kans: 2, x2 terminal or honour, x2 concealed, x4 kan
        "[555m1]234p678s66s34p5p     |                   | EMA2016 | open simple pung 2            | 22 | 30",
        "[999m1]234p678s66s34p5p     | houtei            | EMA2016 | open terminal pung 4          | 24 | 30",
        "111m234p678s345p9s9s        | riichi            | EMA2016 | closed terminal pung 8, tanki | 40 | 40",
        "[5555m1]234p678s66s34p5p    |                   | EMA2016 | open simple kan 8             | 28 | 30",
        "[5555m5]234p678s66s34p5p    |                   | EMA2016 | added kan is open, 8          | 28 | 30",
        "[9999m1]234p678s66s34p5p    | houtei            | EMA2016 | open terminal kan 16          | 36 | 40",
        "[5555m]234p678s66s34p5p     |                   | EMA2016 | concealed simple kan 16       | 46 | 50",
        "[9999m]234p678s66s34p5p     | riichi            | EMA2016 | concealed terminal kan 32     | 62 | 70",
        "[NNNN]234p678s66s34p5p      | riichi            | EMA2016 | concealed honour kan 32       | 62 | 70",
        // a pung completed by a ron counts as open; by a tsumo as concealed
        "55m234p678s66s345p5m        |                   | EMA2016 | shanpon ron: open pung 2      | 32 | 40",
        "55m234p678s66s345p5m        | tsumo             | EMA2016 | shanpon tsumo: closed pung 4  | 26 | 30",
        // waits: kanchan, penchan, tanki 2; ryanmen and shanpon 0
        "13m456p789s234s55p2m        | riichi            | EMA2016 | kanchan 2                     | 32 | 40",
        "12m456p678s234s55p3m        | riichi            | EMA2016 | penchan 2                     | 32 | 40",
        "123m456p789s234s5p5p        | riichi            | EMA2016 | tanki 2                       | 32 | 40",
        // pairs: dragon, seat wind, round wind 2; other winds 0; a double wind 4 (EMA, WRC) or 2 (JPML)
        "234m456p789s23sCC4s         | riichi            | EMA2016 | dragon pair 2                 | 32 | 40",
        "234m456p789s23sSS4s         | riichi            | EMA2016 | seat wind pair 2              | 32 | 40",
        "234m456p789s23sEE4s         | riichi            | EMA2016 | round wind pair 2             | 32 | 40",
        "234m456p789s23sWW4s         | riichi            | EMA2016 | guest wind pair 0 (pinfu)     | 30 | 30",
        "CCC234m456p23sEE4s          | seat=E            | EMA2016 | double wind pair 4            | 42 | 50",
        "CCC234m456p23sEE4s          | seat=E            | WRC     | double wind pair 4            | 42 | 50",
        "CCC234m456p23sEE4s          | seat=E            | JPML    | double wind pair 2            | 40 | 40",
        // several at once: closed honour pung 8, open terminal kan 16, dragon pair 2, kanchan 2, tsumo 2
        "[1111p2]NNN789s13m PP 2m    | tsumo             | EMA2016 | 20+2+16+8+2+2                 | 50 | 50",
    })
    void countsEachFu(String hand, String situation, String rules, String what, int raw, int rounded) {
        HandRules r = HandRules.ofName(rules);
        RiichiSituation s = RiichiSituation.parse(situation == null ? "" : situation);
        RiichiResult result = RiichiScorer.score(hand, s, r);
        assertThat(result.status()).as(what).isEqualTo(RiichiResult.Status.WIN);
        boolean open = result.reading().groups().stream().anyMatch(g -> g.declared() && g.open());
        boolean pinfu = result.yaku().stream().anyMatch(y -> y.yaku().name().equals("PINFU"));
        assertThat(Fu.raw(result.reading(), open, s.tsumo(), pinfu, s, r)).as(what).isEqualTo(raw);
        assertThat(result.fu()).as(what).isEqualTo(rounded);
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} fu")
    @DisplayName("seven pairs are 25 fu whatever the win; thirteen orphans carry none")
    @CsvSource(delimiter = '|', value = {
        "1199m3377p55sEECC           |               | 25",
        "1199m3377p55sEECC           | tsumo riichi  | 25",
        "19m19p19sESWNCPPF           |               | 0",
    })
    void fixedFu(String hand, String situation, int fu) {
        assertThat(RiichiHands.score(hand, situation, HandRules.EMA_2016).fu()).isEqualTo(fu);
    }
}
