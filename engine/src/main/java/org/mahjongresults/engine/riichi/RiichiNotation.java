package org.mahjongresults.engine.riichi;

import org.mahjongresults.engine.hand.HandNotation;
import org.mahjongresults.engine.hand.ParsedHand;

/**
 * The riichi hand notation: the engine's notation ({@link HandNotation}: {@code 123m 456p 789s}, honours
 * {@code E S W N}, dragons {@code P} white 白, {@code F} green 發, {@code C} red 中, melds in brackets with the claim
 * digit, {@code [EEEE]} a concealed kan, {@code [5555p1]} an open kan, {@code [5555p5]} an added kan, the last loose
 * tile is the winning tile) plus the red five written {@code 0}, as riichi players and tools write it:
 * {@code 340m} is 3m 4m and the red 5m. Never throws; errors name the problem.
 */
public final class RiichiNotation {

    private RiichiNotation() {
    }

    /** Reads a hand; never throws, whatever the input. */
    public static ParsedRiichiHand parse(String text) {
        if (text == null) {
            return ParsedRiichiHand.failed(RiichiError.notation(HandNotation.parse(null).error()));
        }
        char[] plain = text.toCharArray();
        int[] reds = new int[3];
        int runStart = -1;
        for (int i = 0; i < plain.length; i++) {
            char c = plain[i];
            if (c >= '0' && c <= '9') {
                if (runStart < 0) {
                    runStart = i;
                }
                continue;
            }
            int suit = "mps".indexOf(c);
            if (runStart >= 0 && suit >= 0) {
                for (int k = runStart; k < i; k++) {
                    if (plain[k] == '0') {
                        plain[k] = '5';
                        reds[suit]++;
                    }
                }
            }
            if (!Character.isWhitespace(c)) {
                runStart = -1;
            }
        }
        ParsedHand parsed = HandNotation.parse(new String(plain));
        if (!parsed.isOk()) {
            return ParsedRiichiHand.failed(RiichiError.notation(parsed.error()));
        }
        int bits = 0;
        for (int s = 0; s < 3; s++) {
            if (reds[s] > 1) {
                String code = "0" + "mps".charAt(s);
                return ParsedRiichiHand.failed(RiichiError.of(RiichiError.Code.RED_FIVE, "the hand has " + reds[s]
                        + " red fives " + code + "; a set holds one red five per suit", code,
                        String.valueOf(reds[s])));
            }
            bits |= reds[s] << s;
        }
        return ParsedRiichiHand.ok(new RiichiHand(parsed.hand(), bits));
    }

    /** Writes a hand: the engine's notation with the red five of each red suit written {@code 0}. */
    public static String format(RiichiHand hand) {
        StringBuilder sb = new StringBuilder(HandNotation.format(hand.tiles()));
        for (int s = 0; s < 3; s++) {
            if ((hand.redFives() >> s & 1) != 0) {
                markRedFive(sb, "mps".charAt(s));
            }
        }
        return sb.toString();
    }

    /** Turns the first 5 of a run of digits closed by this suit letter into 0. */
    private static void markRedFive(StringBuilder sb, char letter) {
        for (int i = 0; i < sb.length(); i++) {
            if (sb.charAt(i) != letter) {
                continue;
            }
            int k = i - 1;
            while (k >= 0 && Character.isDigit(sb.charAt(k))) {
                k--;
            }
            for (int j = k + 1; j < i; j++) {
                if (sb.charAt(j) == '5') {
                    sb.setCharAt(j, '0');
                    return;
                }
            }
        }
    }
}
