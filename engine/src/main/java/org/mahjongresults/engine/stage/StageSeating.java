package org.mahjongresults.engine.stage;

/** How a stage's sessions are seated, always inside each group. */
public enum StageSeating {
    /** Every session drawn ahead inside each group, with as few repeat meetings as the group allows. */
    DRAW,
    /** Each session after the first seated by the stage's standings inside the group (the top four together). */
    STANDINGS,
    /**
     * Each session after the first seated by the previous session's places inside the group: the table winners
     * together, then the seconds, and so on (WMC 2019's tenth session).
     */
    TABLE_WINNERS
}
