package org.mahjongresults.engine.tournament;

/** What happens when players at a table finish a session with equal scores (RULINGS §3). */
public enum TieRule {
    /** Tied players share the points of the places they occupy equally (two tied first: (4+2)/2 = 3 each). */
    SHARE,
    /** The referee decides the order; the sheet is flagged until then. */
    REFEREE
}
