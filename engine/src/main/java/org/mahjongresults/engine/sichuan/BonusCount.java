package org.mahjongresults.engine.sichuan;

/**
 * One bonus in a scored hand.
 *
 * @param bonus the bonus
 * @param count how many times it is earned (for example two kongs); at least 1
 */
public record BonusCount(Bonus bonus, int count) {

    /** Points this line adds. */
    public int subtotal() {
        return bonus.points() * count;
    }
}
