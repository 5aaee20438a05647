package org.mahjongresults.engine.sheet;

/**
 * Where a table's score sheet stands (MCR 2006 附件5): hands are entered while it is OPEN, the scorekeeper SUBMITS it, a
 * referee CLOSES it (the appeal window starts then). Stored under these names.
 */
public enum SheetStatus {
    OPEN,
    SUBMITTED,
    CLOSED
}
