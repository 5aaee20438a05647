package org.mahjongresults.engine.hand;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tile.Tile;

class HandNotationTest {

    @Test
    @DisplayName("the issue's example reads as two melds, a concealed kong, loose tiles and the winning tile 6m")
    void readsTheIssueExample() {
        ParsedHand p = HandNotation.parse("[567m2][999s3][SSSS]45m678pFF6m");
        assertThat(p.isOk()).isTrue();
        Hand h = p.hand();
        assertThat(h.melds()).containsExactly(
                new Meld(MeldType.CHOW, Tile.M5, Tile.M6, ClaimedFrom.LEFT, false),
                new Meld(MeldType.PUNG, Tile.S9, Tile.S9, ClaimedFrom.RIGHT, false),
                Meld.concealedKong(Tile.SOUTH));
        assertThat(h.concealed()).containsExactly(Tile.M4, Tile.M5, Tile.P6, Tile.P7, Tile.P8, Tile.GREEN,
                Tile.GREEN);
        assertThat(h.winTile()).isEqualTo(Tile.M6);
    }

    @ParameterizedTest(name = "[{index}] {0} is read as {1}")
    @DisplayName("melds are read with their claim marks")
    @CsvSource(delimiter = '|', value = {
        "[8888p1]11m  | KONG,8p,8p,LEFT,false",
        "[8888p6]11m  | KONG,8p,8p,ACROSS,true",
        "[EEE]11m     | PUNG,E,null,null,false",
        "[EEE2]11m    | PUNG,E,E,ACROSS,false",
        "[342s3]11m   | CHOW,2s,2s,LEFT,false",
        "[ 1 2 3 m ]11m | CHOW,1m,null,LEFT,false",
        "[CCCC]11m    | CONCEALED_KONG,C,null,null,false",
    })
    void readsMelds(String text, String expected) {
        Meld m = HandNotation.parse(text).hand().melds().get(0);
        String actual = m.type() + "," + m.first() + "," + m.claimedTile() + "," + m.claimedFrom() + ","
                + m.added();
        assertThat(actual).isEqualTo(expected);
    }

    @ParameterizedTest(name = "[{index}] \"{0}\" is refused with {1}")
    @DisplayName("malformed notation is refused with a precise error code")
    @CsvSource(delimiter = '|', value = {
        "''            | EMPTY_INPUT",
        "12m x         | UNKNOWN_CHARACTER",
        "123x          | UNKNOWN_CHARACTER",
        "105m          | UNKNOWN_TILE",
        "123           | DIGITS_WITHOUT_SUIT",
        "12[3m]        | DIGITS_WITHOUT_SUIT",
        "m             | SUIT_WITHOUT_DIGITS",
        "[123m         | UNBALANCED_BRACKETS",
        "123m]         | UNBALANCED_BRACKETS",
        "[[123m]]      | UNBALANCED_BRACKETS",
        "[12m]         | MELD_SIZE",
        "[11111m]      | MELD_SIZE",
        "[124m]        | NOT_A_SET",
        "[1112m]       | NOT_A_SET",
        "[ESW]         | CHOW_OF_HONOURS",
        "[12m3p]       | CHOW_ACROSS_SUITS",
        "[123m4]       | BAD_CLAIM",
        "[555m5]       | BAD_CLAIM",
        "[5555m4]      | BAD_CLAIM",
        "[5555m8]      | BAD_CLAIM",
    })
    void refusesMalformedNotation(String text, HandError.Code code) {
        ParsedHand p = HandNotation.parse(text);
        assertThat(p.isOk()).isFalse();
        assertThat(p.error().code()).isEqualTo(code);
        assertThat(p.error().message()).isNotBlank();
    }

    @Test
    @DisplayName("writing a parsed hand back gives notation that reads as the same hand")
    void formatRoundTrips() {
        Hand h = HandNotation.parse("[567m2][999s3][SSSS][8888p6]45m FF6m").hand();
        assertThat(HandNotation.parse(HandNotation.format(h)).hand()).isEqualTo(h);
    }

    @Test
    @DisplayName("no string at all makes the parser throw")
    void randomStringsNeverThrow() {
        Random r = new Random(3);
        String alphabet = "0123456789mpsESWNCFP[] x\u4e07";
        for (int n = 0; n < 200_000; n++) {
            int len = r.nextInt(30);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < len; i++) {
                sb.append(r.nextInt(10) == 0 ? (char) r.nextInt(0x3000) : alphabet.charAt(r.nextInt(alphabet.length())));
            }
            ParsedHand p = HandNotation.parse(sb.toString());
            assertThat(p.hand() == null).isNotEqualTo(p.error() == null);
            if (p.isOk()) {
                p.hand().checkTiles();
            }
        }
    }

    @Test
    @DisplayName("a meld that cannot exist cannot be constructed in code either")
    void impossibleMeldsAreRejected() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Meld.chow(Tile.M8))
                .isInstanceOf(IllegalArgumentException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> Meld.chow(Tile.RED))
                .isInstanceOf(IllegalArgumentException.class);
        org.assertj.core.api.Assertions.assertThatThrownBy(
                () -> new Meld(MeldType.PUNG, Tile.M1, Tile.M2, ClaimedFrom.LEFT, false))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(Meld.chow(Tile.S7).tiles()).containsExactly(Tile.S7, Tile.S8, Tile.S9);
    }
}
