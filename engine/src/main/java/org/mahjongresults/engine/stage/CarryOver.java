package org.mahjongresults.engine.stage;

/** What a player brings into a stage from the standings of the stage before it. */
public enum CarryOver {
    /** A fresh start: the stage counts its own sessions only. */
    NONE,
    /** Table points and match points alike. */
    ALL,
    /** Table points only; match points start again from zero. */
    TABLE_POINTS
}
