package org.mahjongresults.engine.tile;

/**
 * The three suits of numbered tiles (序数牌) and the honour group. The notation letter follows the tile digits:
 * {@code m} characters 万, {@code p} dots 饼/筒, {@code s} bamboo 条.
 */
public enum Suit {
    /** Characters 万 ({@code m}). */
    CHARACTERS('m'),
    /** Dots 饼 ({@code p}). */
    DOTS('p'),
    /** Bamboo 条 ({@code s}). */
    BAMBOO('s'),
    /** Winds and dragons (字牌); not a suit in the rules, kept here so every tile has a group. */
    HONOURS(' ');

    private final char letter;

    Suit(char letter) {
        this.letter = letter;
    }

    /** The notation letter ({@code m}, {@code p}, {@code s}); a space for honours. */
    public char letter() {
        return letter;
    }

    /** True for the three numbered suits. */
    public boolean isNumbered() {
        return this != HONOURS;
    }
}
