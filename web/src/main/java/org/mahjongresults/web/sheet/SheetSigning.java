package org.mahjongresults.web.sheet;

import org.mahjongresults.db.Actor;

/**
 * What the score sheet needs of its table's signing and referee calls (web/table): the panel it shows under the
 * hands, and closing the calls when a referee closes the sheet. The table package builds on the sheet (its pages,
 * tables and service), so the sheet reaches it through this interface rather than back through a package cycle.
 */
public interface SheetSigning {

    /** The table's signing panel as it stands; the sheet's template reads it. */
    Panel panel(SheetTable table);

    /** The referee closed the table's sheet: the calls still open at the table are answered by that. */
    void closeCalls(Actor actor, String referee, SheetTable table);

    /** What the sheet itself asks of the panel. */
    interface Panel {

        /** Whether closing the sheet needs the referee's reason (players have not all confirmed). */
        boolean needsReason();
    }
}
