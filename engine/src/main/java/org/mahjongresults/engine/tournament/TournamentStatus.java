package org.mahjongresults.engine.tournament;

/** Where a tournament is in its life. */
public enum TournamentStatus {
    /** Being set up; visible to staff only. */
    DRAFT,
    /** Public; players are being registered. */
    REGISTRATION,
    /** Sessions are being played. */
    RUNNING,
    /** All sessions closed; the results are final. */
    FINISHED
}
