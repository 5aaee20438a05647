package org.mahjongresults.web.sheet;

import io.javalin.http.Context;
import java.util.List;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.forms.Form;

/**
 * What every rule set's sheet page starts from: the table's sheet (null before its first hand), its hands, and what
 * the reader may do with it (keep it while it is open, as the sheet service decides; referee it).
 */
record SheetState(Sheet sheet, List<HandRecord> hands, boolean canScore, boolean canReferee) {

    static SheetState of(SheetService service, Auth auth, Context ctx, SheetTable table) {
        Sheet sheet = service.find(table).orElse(null);
        boolean open = sheet == null || sheet.open();
        return new SheetState(sheet, service.hands(sheet), open && service.mayScore(auth.scorer(ctx), table),
                auth.has(ctx, table.t().id(), StaffRole.REFEREE));
    }

    /**
     * The form's version is the sheet's when the form has none yet, or when it missed hands saved meanwhile (it is
     * shown them, and sent again at the version that has them).
     */
    void versionInto(Form form, List<HandRecord> missed) {
        if (form.get("version").isEmpty() || !missed.isEmpty()) {
            form.set("version", sheet == null ? 0 : sheet.version());
        }
    }

    /** Whether a correction may be asked for: a sheet with hands, to its referee or its scorekeeper. */
    boolean canCorrect() {
        return sheet != null && (canReferee || canScore);
    }
}
