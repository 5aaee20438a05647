package org.mahjongresults.engine.riichi;

import org.mahjongresults.engine.hand.Hand;
import org.mahjongresults.engine.tile.Suit;

/**
 * A finished riichi hand as written: the tiles (declared melds, standing tiles and the winning tile, as in every
 * rule set) and which of its fives are red (赤ドラ). A set holds one red five per suit (EMA RCR 2016 §1.3 lists it as
 * an optional tile), so a suit is red or not.
 *
 * @param tiles    the melds, standing tiles and winning tile
 * @param redFives one bit per suit that holds its red five: bit 0 characters, 1 dots, 2 bamboo
 */
public record RiichiHand(Hand tiles, int redFives) {

    public RiichiHand {
        java.util.Objects.requireNonNull(tiles, "tiles");
        redFives &= 0b111;
    }

    /** A hand without red fives. */
    public static RiichiHand of(Hand tiles) {
        return new RiichiHand(tiles, 0);
    }

    /** Whether the red five of this suit is in the hand. */
    public boolean hasRedFive(Suit suit) {
        return suit.isNumbered() && (redFives >> suit.ordinal() & 1) != 0;
    }

    /** Number of red fives in the hand (0-3). */
    public int redFiveCount() {
        return Integer.bitCount(redFives);
    }

    /** The hand written in the riichi notation, red fives as {@code 0}. */
    @Override
    public String toString() {
        return RiichiNotation.format(this);
    }
}
