package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.List;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.forms.Form;

/**
 * The score sheet's pages under one rule set (issue 34 item 5): the sheet with its entry form, the result the
 * table's players sign, and a hand's correction form. {@link SheetPageBuilder} picks one by the tournament's rule set,
 * so a rule set's sheet plugs in by adding its builder, not a branch in the controllers.
 */
interface RuleSetSheetPageBuilder {

    RuleSet ruleSet();

    /** The sheet page: the hands so far, the form for the next one, what the reader may do. */
    Object sheet(Context ctx, SheetTable table, Form form, List<HandRecord> missed, Form endForm);

    /** The result the players confirm, one line per player by starting seat (issue 37). */
    List<SheetPageBuilder.ResultLine> result(Context ctx, SheetTable table);

    /** The correction form of one of the sheet's hands. */
    SheetPageBuilder.CorrectPage correct(Context ctx, SheetTable table, Sheet sheet, HandRecord hand, Form form);

    /** Fills an empty entry form's defaults. */
    default void blank(Form form) {
    }

    /**
     * Whether every spectator may be sent one rendering of the sheet per results version (the MCR and riichi sheets,
     * whose spectator copy has no controls); a knockout's sheet is rendered per reader.
     */
    default boolean sharedWithSpectators() {
        return true;
    }

    /** Whether the players sign their places at the table (a knockout's, whose first advances) or their points. */
    default boolean signsPlaces() {
        return false;
    }
}
