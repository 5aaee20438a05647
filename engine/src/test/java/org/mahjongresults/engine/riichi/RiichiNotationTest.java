package org.mahjongresults.engine.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tile.Suit;

/** The riichi notation: the engine's notation plus red fives written 0. */
class RiichiNotationTest {

    @ParameterizedTest(name = "{0} reads with red fives {1} and writes {2}")
    @DisplayName("red fives are read as 0 in hand and in melds, and written back (as the first five of their suit)")
    @CsvSource(delimiter = '|', value = {
        "234m456p55p789s23s4s        | -    | 234m45556p23789s4s",
        "340m406p55p789s23s4s        | mp   | 340m40556p23789s4s",
        "[5505p1]234m678s66s34s5s    | p    | [0555p1]234m3466678s5s",
        "234m456p55p789s23s40s       | s    | 234m45556p234789s0s",
        "1112345678999m0m            | m    | 1112340678999m5m",
    })
    void readsRedFives(String text, String reds, String written) {
        ParsedRiichiHand p = RiichiNotation.parse(text);
        assertThat(p.isOk()).isTrue();
        RiichiHand h = p.hand();
        assertThat(h.hasRedFive(Suit.CHARACTERS)).isEqualTo(reds.contains("m"));
        assertThat(h.hasRedFive(Suit.DOTS)).isEqualTo(reds.contains("p"));
        assertThat(h.hasRedFive(Suit.BAMBOO)).isEqualTo(reds.contains("s"));
        assertThat(RiichiNotation.format(h)).isEqualTo(written);
        assertThat(RiichiNotation.format(RiichiNotation.parse(written).hand())).isEqualTo(written);
    }

    @ParameterizedTest(name = "{0} is refused: {1}")
    @DisplayName("wrong notation is refused with the problem named, never an exception")
    @CsvSource(delimiter = '|', value = {
        "00m456p55p789s23s4s         | RED_FIVE | 2 red fives 0m",
        "234m456p55p789s23s4         | NOTATION | not followed by m, p or s",
        "234z                        | NOTATION | 'z'",
        "[123m                       | NOTATION | not closed",
        "0E                          | NOTATION | not followed by m, p or s",
    })
    void refuses(String text, String code, String inMessage) {
        ParsedRiichiHand p = RiichiNotation.parse(text);
        assertThat(p.isOk()).isFalse();
        assertThat(p.error().code().name()).isEqualTo(code);
        assertThat(p.error().message()).contains(inMessage);
    }

    @Test
    @DisplayName("random text never makes the reader or the scorer throw: each answer is a hand or a named error")
    void neverThrows() {
        Random random = new Random(38);
        String alphabet = "0123456789mpsESWNCFP[]  z-";
        RiichiSituation s = RiichiSituation.parse("tsumo riichi dora=5m ura=E");
        for (int i = 0; i < 20_000; i++) {
            StringBuilder sb = new StringBuilder();
            for (int k = random.nextInt(24); k > 0; k--) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            ParsedRiichiHand p = RiichiNotation.parse(sb.toString());
            assertThat(p.isOk()).as(sb.toString()).isEqualTo(p.error() == null);
            RiichiResult r = RiichiScorer.score(sb.toString(), s, HandRules.EMA_2016.withRedFives(true));
            assertThat(r.status() == RiichiResult.Status.INVALID).as(sb.toString()).isEqualTo(r.error() != null);
        }
    }
}
