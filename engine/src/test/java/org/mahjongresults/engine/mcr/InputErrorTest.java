package org.mahjongresults.engine.mcr;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.hand.HandError;
import org.mahjongresults.engine.hand.MeldInput;
import org.mahjongresults.engine.hand.Situation;
import org.mahjongresults.engine.hand.StructuredHand;
import org.mahjongresults.engine.tile.Tile;

/** Every class of input error comes back as {@code invalid} with its stable code and a message naming the cause. */
class InputErrorTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) is invalid: {2}")
    @DisplayName("wrong hands and impossible situations are refused with a precise error")
    @CsvSource(delimiter = '|', value = {
        "''                                |                 | EMPTY_INPUT              | empty",
        "123m456m789m123p5x                |                 | UNKNOWN_CHARACTER        | 'x'",
        "123m456m789m123p50p               |                 | UNKNOWN_TILE             | '0p'",
        "123m456m789m123p55                |                 | DIGITS_WITHOUT_SUIT      | '55'",
        "[123m]456m789m123ps               |                 | SUIT_WITHOUT_DIGITS      | 's'",
        "[123m456m789m123p5p5p             |                 | UNBALANCED_BRACKETS      | not closed",
        "[1234m]456m789m123p5p5p           |                 | NOT_A_SET                | [1234m]",
        "[12m]456m789m123p5p5p             |                 | MELD_SIZE                | [12m]",
        "[123m7]456m789m123p5p5p           |                 | BAD_CLAIM                | [123m7]",
        "[ESW]456m789m123p5p5p             |                 | CHOW_OF_HONOURS          | [ESW]",
        "[12m3p]456m789m123p5p5p           |                 | CHOW_ACROSS_SUITS        | [12m3p]",
        "[123m][123m][123m][123m][123m]5p5p |                | TOO_MANY_MELDS           | 5 melds",
        "[111m][111m]456m789m5p5p          |                 | FIFTH_TILE               | 1m",
        "11111m456m789m123p5p              |                 | FIFTH_TILE               | 1m appears 5 times",
        "[123m][456m]                      |                 | NO_WINNING_TILE          | winning tile",
        "123m456m789m123p5p                |                 | WRONG_TILE_COUNT         | 14 loose tiles",
        "[123m]456m789m123p5p5p5p          |                 | WRONG_TILE_COUNT         | 11 loose tiles",
        "123m456m789m123p5p5p              | flowers=9       | FLOWERS_OUT_OF_RANGE     | 9",
        "123m456m789m123p5p5p              | self rob        | ROBBING_KONG_SELF_DRAWN  | self-drawn",
        "123m456m789m123p5p5p              | kong            | KONG_REPLACEMENT_WITHOUT_KONG | kong",
        "[5555s]123m456m789m5p5p           | rob last        | ROBBING_KONG_CONFLICT    | last tile",
        "123m456m789m123p5p5p              | rob             | ROBBING_KONG_TILE_HELD   | 5p",
        "123m456m789m123p5p5p              | fourth          | FOURTH_TILE_HELD         | 5p",
    })
    void refusesWrongInput(String hand, String situation, HandError.Code code, String mentioned) {
        ScoreResult r = Hands.score(hand, situation, RuleProfile.WMO);
        assertThat(r.classification()).isEqualTo(Classification.INVALID);
        assertThat(r.error().code()).isEqualTo(code);
        assertThat(r.error().message()).contains(mentioned);
        assertThat(r.fans()).isEmpty();
        assertThat(r.total()).isZero();
    }

    @Test
    @DisplayName("a kong replacement win on a discard is refused")
    void kongReplacementMustBeSelfDrawn() {
        Situation s = Situation.DISCARD.withKongReplacement(true);
        ScoreResult r = McrScorer.score("[5555s]123m456m789m5p5p", s, RuleProfile.WMO);
        assertThat(r.error().code()).isEqualTo(HandError.Code.KONG_REPLACEMENT_NOT_SELF_DRAWN);
    }

    @Test
    @DisplayName("a situation without winds is refused")
    void windsAreRequired() {
        Situation s = Situation.DISCARD.withWinds(null, null);
        assertThat(McrScorer.score("123m456m789m123p5p5p", s, RuleProfile.WMO).error().code())
                .isEqualTo(HandError.Code.BAD_WIND);
        assertThat(McrScorer.score((Hand) null, s, RuleProfile.WMO).error().code())
                .isEqualTo(HandError.Code.MALFORMED_INPUT);
    }

    @Test
    @DisplayName("the structured form refuses what the notation refuses, and a few things of its own")
    void structuredFormErrors() {
        List<String> none = List.of();
        assertThat(StructuredHand.build(List.of("1x"), List.of(), "1m").error().code())
                .isEqualTo(HandError.Code.UNKNOWN_TILE);
        assertThat(StructuredHand.build(none, List.of(), "Q").error().code())
                .isEqualTo(HandError.Code.UNKNOWN_TILE);
        assertThat(StructuredHand.build(none, List.of(meld("trio", "1m", "1m", "1m")), "1m").error().code())
                .isEqualTo(HandError.Code.MALFORMED_INPUT);
        assertThat(StructuredHand.build(none, List.of(meld("chow", "1m", "1m", "1m")), "1m").error().code())
                .isEqualTo(HandError.Code.NOT_A_SET);
        assertThat(StructuredHand.build(none, List.of(meld("chow", "E", "S", "W")), "1m").error().code())
                .isEqualTo(HandError.Code.CHOW_OF_HONOURS);
        assertThat(StructuredHand.build(none, List.of(new MeldInput("chow", List.of("1m", "2m", "3m"), "4m", null,
                false)), "1m").error().code()).isEqualTo(HandError.Code.BAD_CLAIM);
        assertThat(StructuredHand.build(none, List.of(new MeldInput("chow", List.of("1m", "2m", "3m"), "1m",
                "right", false)), "1m").error().code()).isEqualTo(HandError.Code.BAD_CLAIM);
        assertThat(StructuredHand.build(none, List.of(new MeldInput("pung", List.of("1m", "1m", "1m"), null,
                "up", false)), "1m").error().code()).isEqualTo(HandError.Code.BAD_CLAIM);
        assertThat(StructuredHand.build(none, List.of(new MeldInput("pung", List.of("1m", "1m", "1m"), null,
                null, true)), "1m").error().code()).isEqualTo(HandError.Code.BAD_CLAIM);
        assertThat(StructuredHand.build(none, List.of(new MeldInput("concealed_kong",
                List.of("1m", "1m", "1m", "1m"), null, "left", false)), "1m").error().code())
                .isEqualTo(HandError.Code.BAD_CLAIM);
        Hand ok = StructuredHand.build(List.of("1m", "2m"), List.of(new MeldInput("kong",
                List.of("9s", "9s", "9s", "9s"), "9s", "across", true)), "3m").hand();
        assertThat(ok.melds().get(0).added()).isTrue();
        assertThat(ok.winTile()).isEqualTo(Tile.M3);
    }

    private static MeldInput meld(String type, String... tiles) {
        return new MeldInput(type, List.of(tiles), null, null, false);
    }
}
