package org.mahjongresults.engine.riichi.game;

/** What happens to the placement bonuses when two or more players end a game on the same score. */
public enum TieRule {
    /**
     * The tied players share the uma (and the oka and leftover riichi sticks of the places they hold) equally; an
     * indivisible remainder of 100 points goes to the player who sat nearer the first dealer (RULINGS §10.6).
     */
    SPLIT,
    /** The tie is broken by seat: the player who sat nearer the first dealer (起家) takes the higher place. */
    SEAT_ORDER
}
