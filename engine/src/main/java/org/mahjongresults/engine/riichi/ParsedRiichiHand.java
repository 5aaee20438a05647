package org.mahjongresults.engine.riichi;

/** The result of reading a riichi hand: exactly one of {@code hand} and {@code error} is non-null. */
public record ParsedRiichiHand(RiichiHand hand, RiichiError error) {

    static ParsedRiichiHand ok(RiichiHand hand) {
        return new ParsedRiichiHand(hand, null);
    }

    static ParsedRiichiHand failed(RiichiError error) {
        return new ParsedRiichiHand(null, error);
    }

    public boolean isOk() {
        return error == null;
    }
}
