package org.mahjongresults.engine.riichi.game;

import java.util.List;

/**
 * The points a hand's result moves: what each seat gains (positive) or pays (negative), and how many riichi sticks
 * leave the table for a winner. The changes add up to the sticks' value taken, so that scores plus sticks on the
 * table stay constant.
 *
 * @param changes the four seats' changes, indexed by seat, counting the sticks a winner takes
 * @param sticksTaken the number of riichi sticks taken from the table
 */
public record Payments(List<Integer> changes, int sticksTaken) {

    public Payments {
        changes = List.copyOf(changes);
        if (changes.size() != 4) {
            throw new IllegalArgumentException("a payment has four seats");
        }
    }

    static Payments of(int[] changes, int sticksTaken) {
        return new Payments(List.of(changes[0], changes[1], changes[2], changes[3]), sticksTaken);
    }

    /** The change for one seat. */
    public int of(int seat) {
        return changes.get(seat);
    }
}
