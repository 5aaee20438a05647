package org.mahjongresults.web.staff;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link StaffController}, stays package-private.
 */
public interface StaffHandlers {

    /** The feature's controller over what App wires. */
    static StaffHandlers create(TournamentLookup lookup, StaffService staff, Auth auth, Messages messages) {
        return new StaffController(lookup, staff, auth, messages);
    }

    void list(Context ctx);

    void assign(Context ctx);

    void remove(Context ctx);
}
