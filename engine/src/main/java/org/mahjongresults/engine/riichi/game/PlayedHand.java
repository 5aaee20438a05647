package org.mahjongresults.engine.riichi.game;

/**
 * One recorded hand with the table before and after it.
 *
 * @param record how the hand ended
 * @param before the table when the hand was dealt
 * @param payments what the result moved (riichi deposits not included)
 * @param after the table after the hand: the next dealer, counters, sticks and scores
 */
public record PlayedHand(HandRecord record, TableState before, Payments payments, TableState after) {

    /** A seat's change over the hand, riichi deposit included. */
    public int change(int seat) {
        return after.score(seat) - before.score(seat);
    }
}
