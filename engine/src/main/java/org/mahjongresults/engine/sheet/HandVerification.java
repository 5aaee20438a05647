package org.mahjongresults.engine.sheet;

/**
 * How a hand's fan points on the score sheet stand against the engine (MCR 2006 附件5, issue 15). Stored under these
 * names, so the database keeps readable values.
 */
public enum HandVerification {
    /** No hand notation was given (or the hand is a draw): the claimed points stand as entered. */
    NOT_GIVEN,
    /** The hand was given and the engine's total is the one recorded. */
    VERIFIED,
    /** The claimed total differs from the engine's: a referee must accept the claim. */
    MISMATCH,
    /** A referee accepted the claimed total of a mismatched hand. */
    ACCEPTED
}
