package org.mahjongresults.engine.sichuan;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.hand.MeldInput;

/** Every way an input is refused under the Sichuan rules, each with its stable code and a message that says why. */
class SichuanRejectionTest {

    @ParameterizedTest(name = "[{index}] {0} ({1}) is invalid: {2}")
    @DisplayName("a wrong hand or impossible situation is invalid with a precise code, the named tile or meld, and no score")
    @CsvSource(delimiter = '|', value = {
        // the notation itself (shared codes)
        "''                           | discard      | EMPTY_INPUT                    | ''",
        "123x                         | discard      | UNKNOWN_CHARACTER              | x",
        "0m123m456m789m111p99p        | discard      | UNKNOWN_TILE                   | 0m",
        "[111m                        | discard      | UNBALANCED_BRACKETS            | 1",
        "[11m]123m456m789m99p         | discard      | MELD_SIZE                      | [11m]",
        // the 108-tile game (Sichuan codes)
        "123m456m789m111pEE           | discard      | HONOUR_TILE                    | E",
        "[CCC]123m456m789m99p         | discard      | HONOUR_TILE                    | C",
        "123m456m789m111p9pP          | discard      | HONOUR_TILE                    | P",
        "[123m]456m789m111p99p        | discard      | CLAIMED_CHOW                   | [123m]",
        "[234s3]456m789m111m99m       | discard      | CLAIMED_CHOW                   | [234s]",
        "123m456p789s111m99p          | discard      | THREE_SUITS                    | ''",
        "11m22m33p44p55s66s77s        | discard      | THREE_SUITS                    | ''",
        // shared tile checks
        "[1111m]1m23m456m789m99p      | discard      | FIFTH_TILE                     | 1m",
        "123m456m789m111p99p9p        | discard      | WRONG_TILE_COUNT               | 14",
        "123m456m789m111p9p           | discard      | WRONG_TILE_COUNT               | 14",
        "[111m][222m][333m][444m][555m]5m | discard  | TOO_MANY_MELDS                 | 5",
        "[111m][222m][333m][444m]     | discard      | NO_WINNING_TILE                | ''",
        // flags that cannot go together
        "123m456m111p99p89m7m         | self rob     | ROBBING_KONG_SELF_DRAWN        | ''",
        "123m456m789m111p99p          | self kongdiscard | KONG_DISCARD_SELF_DRAWN    | ''",
        "123m456m789m111p99p          | self lastdiscard | LAST_DISCARD_SELF_DRAWN    | ''",
        "[2222p]123m456m789m99p       | kong         | KONG_REPLACEMENT_NOT_SELF_DRAWN | ''",
        "123m456m789m111p99p          | self kong    | KONG_REPLACEMENT_WITHOUT_KONG  | ''",
        "123m456m789m111p99p          | last         | LAST_TILE_NOT_SELF_DRAWN       | ''",
        "123m456m789m111p99p          | self last lastdiscard | LAST_TILE_AND_LAST_DISCARD | ''",
        "123m456m111p99p89m7m         | rob kongdiscard | KONG_DISCARD_CONFLICT       | ''",
        "123m456m111p99p89m7m         | rob lastdiscard | ROBBING_KONG_CONFLICT       | ''",
        "123m456m789m111p99p          | rob          | ROBBING_KONG_TILE_HELD         | 9p",
        "[999p1]123m456m789m11p       | rob          | ROBBING_KONG_TILE_HELD         | 1p",
        "123m456m789m111p99p          | heaven       | FIRST_DRAW_NOT_SELF_DRAWN      | ''",
        "123m456m789m111p99p          | earth        | FIRST_DRAW_NOT_SELF_DRAWN      | ''",
        "123m456m789m111p99p          | self heaven earth | HEAVENLY_AND_EARTHLY      | ''",
        "[111p]123m456m789m99p        | self heaven  | FIRST_DRAW_WITH_MELDS          | [111p]",
        "[1111p]123m456m789m99p       | self earth   | FIRST_DRAW_WITH_MELDS          | [1111p]",
        "[1111p]123m456m789m99p       | self earth kong | FIRST_DRAW_WITH_MELDS       | [1111p]",
        "123m456m789m111p99p          | self heaven last | FIRST_DRAW_CONFLICT        | ''",
    })
    void invalid(String hand, String situation, String code, String firstArg) {
        SichuanResult r = SichuanHands.score(hand, situation);
        assertThat(SichuanHands.describe(r)).isEqualTo("invalid " + code);
        assertThat(r.total()).isZero();
        assertThat(r.pattern()).isNull();
        assertThat(r.doublings()).isEmpty();
        assertThat(r.bonuses()).isEmpty();
        assertThat(r.error().message()).isNotBlank();
        if (!firstArg.isEmpty()) {
            assertThat(r.error().args()).first().isEqualTo(firstArg);
            assertThat(r.error().message()).contains(firstArg);
        }
    }

    @Test
    @DisplayName("an honour is named with where it was found and why the game refuses it")
    void honourMessage() {
        SichuanError e = SichuanHands.score("123m456m789m111pEE", "").error();
        assertThat(e.message()).isEqualTo("tile E among the loose tiles is a wind; the Sichuan game uses only the"
                + " 108 suited tiles (characters, dots, bamboo)");
        assertThat(e.messageKey()).isEqualTo("sichuan.error.honour_tile");
        assertThat(SichuanHands.score("[CCC]123m456m789m99p", "").error().message()).startsWith("tile C in meld [CCC] is a dragon");
    }

    @Test
    @DisplayName("shared problems keep the shared code and message key, Sichuan ones get their own")
    void codes() {
        SichuanError fifth = SichuanHands.score("[1111m]1m23m456m789m99p", "").error();
        assertThat(fifth.handCode()).isNotNull();
        assertThat(fifth.sichuanCode()).isNull();
        assertThat(fifth.messageKey()).isEqualTo("hand.error.fifth_tile");
        SichuanError three = SichuanHands.score("123m456p789s111m99p", "").error();
        assertThat(three.sichuanCode()).isEqualTo(SichuanError.Code.THREE_SUITS);
        assertThat(three.message()).contains("缺一门");
    }

    @Test
    @DisplayName("the structured form refuses a claimed chow, an unknown tile and an honour like the notation does")
    void structuredForm() {
        List<String> concealed = List.of("4m", "5m", "6m", "7m", "8m", "9m", "1p", "1p", "1p", "9p");
        SichuanResult ok = SichuanScorer.score(concealed,
                List.of(new MeldInput("pung", List.of("2m", "2m", "2m"), "2m", "left", false)), "9p",
                SichuanSituation.DISCARD);
        assertThat(SichuanHands.describe(ok)).isEqualTo("1 平胡 = 1");
        SichuanResult chow = SichuanScorer.score(concealed,
                List.of(new MeldInput("chow", List.of("1m", "2m", "3m"), null, null, false)), "9p",
                SichuanSituation.DISCARD);
        assertThat(SichuanHands.describe(chow)).isEqualTo("invalid CLAIMED_CHOW");
        SichuanResult unknown = SichuanScorer.score(List.of("1x"), List.of(), "9p", SichuanSituation.DISCARD);
        assertThat(SichuanHands.describe(unknown)).isEqualTo("invalid UNKNOWN_TILE");
        SichuanResult honour = SichuanScorer.score(concealed,
                List.of(new MeldInput("kong", List.of("F", "F", "F", "F"), "F", "across", false)), "9p",
                SichuanSituation.DISCARD);
        assertThat(SichuanHands.describe(honour)).isEqualTo("invalid HONOUR_TILE");
    }

    @Test
    @DisplayName("no hand or no situation is refused as malformed, not thrown")
    void nulls() {
        assertThat(SichuanHands.describe(SichuanScorer.score((String) null, SichuanSituation.DISCARD)))
                .isEqualTo("invalid EMPTY_INPUT");
        assertThat(SichuanHands.describe(SichuanScorer.score("123m456m789m111p99p", null)))
                .isEqualTo("invalid MALFORMED_INPUT");
        assertThat(SichuanHands.describe(SichuanScorer.score((org.mahjongresults.engine.hand.Hand) null,
                SichuanSituation.DISCARD))).isEqualTo("invalid MALFORMED_INPUT");
    }

    @Test
    @DisplayName("no input string makes the scorer throw")
    void neverThrows() {
        java.util.Random random = new java.util.Random(8);
        String alphabet = "123456789mpsESWNCFP[]0 x";
        for (int n = 0; n < 20_000; n++) {
            StringBuilder sb = new StringBuilder();
            int len = random.nextInt(24);
            for (int i = 0; i < len; i++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            SichuanResult r = SichuanScorer.score(sb.toString(),
                    new SichuanSituation(random.nextBoolean(), random.nextBoolean(), random.nextBoolean(),
                            random.nextBoolean(), random.nextBoolean(), random.nextBoolean(), random.nextBoolean(),
                            random.nextBoolean()));
            assertThat(r.classification()).isNotNull();
            assertThat(r.error() == null).isEqualTo(r.classification() != SichuanClassification.INVALID);
            assertThat(r.error() == null || !r.error().code().equals("MALFORMED_INPUT")).as(sb.toString()).isTrue();
        }
    }
}
