package org.mahjongresults.engine.tournament;

/**
 * A criterion the director may add after table points and match points (issue 28), applied in the chosen order to
 * players who are still equal; players equal after every chosen criterion share the place ("=3").
 */
public enum TieBreaker {
    /**
     * Among the tied players alone, in the sessions where two of them sat at the same table: each meeting is won by
     * the one with more table points at that table (then more match points); most meetings won minus lost first.
     */
    HEAD_TO_HEAD,
    /** The number of sessions finished first at the table (a shared first counts); more first. */
    FIRSTS,
    /** The best single session, by table points then match points (in the tournament's ranking order); best first. */
    BEST_SESSION,
    /**
     * A lot drawn once by the director and recorded in the audit log: a stored seed that gives every player a fixed
     * number, so the same lot orders the same players the same way on every computation. Lower number first.
     */
    LOT
}
