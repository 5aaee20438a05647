package org.mahjongresults.engine.hand;

/**
 * The result of reading a hand: exactly one of {@code hand} and {@code error} is non-null.
 */
public record ParsedHand(Hand hand, HandError error) {

    public static ParsedHand ok(Hand hand) {
        return new ParsedHand(hand, null);
    }

    public static ParsedHand failed(HandError error) {
        return new ParsedHand(null, error);
    }

    public boolean isOk() {
        return error == null;
    }
}
