package org.mahjongresults.engine.tournament;

/**
 * Where a session (a round of play: every table of one draw) is in its life. Stored under these names. A session is
 * SCHEDULED until a hand is played or its clock starts, RUNNING while its tables play, and FINISHED once every table
 * of its draw has a closed sheet. A session that is no longer SCHEDULED cannot be redrawn.
 */
public enum SessionStatus {
    SCHEDULED,
    RUNNING,
    FINISHED;

    /** The status after a hand is added to one of the session's sheets: the first hand starts the session. */
    public SessionStatus afterHand() {
        return this == SCHEDULED ? RUNNING : this;
    }

    /**
     * The status after a sheet of the session is closed: the session ends when every table of its draw
     * ({@code tables}) has a closed sheet ({@code closedSheets}).
     */
    public SessionStatus afterSheetClosed(int tables, int closedSheets) {
        return tables > 0 && closedSheets >= tables ? FINISHED : this;
    }

    /** True once the session has started: its draw is played and can no longer be changed. */
    public boolean played() {
        return this != SCHEDULED;
    }
}
