package org.mahjongresults.web.appeal;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link AppealController}, stays package-private.
 */
public interface AppealHandlers {

    /** The feature's controller over what App wires. */
    static AppealHandlers create(AppealService appeals, TournamentLookup lookup, Auth auth, Messages messages) {
        return new AppealController(appeals, lookup, auth, messages);
    }

    void list(Context ctx);

    void form(Context ctx);

    void file(Context ctx);

    void page(Context ctx);

    void decide(Context ctx);

    void further(Context ctx);

    void committee(Context ctx);

    void withdraw(Context ctx);

    void close(Context ctx);
}
