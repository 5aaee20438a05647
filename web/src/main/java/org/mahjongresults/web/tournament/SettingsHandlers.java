package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link SettingsController}, stays package-private.
 */
public interface SettingsHandlers {

    /** The feature's controller over what App wires. */
    static SettingsHandlers create(TournamentService service, TournamentLookup lookup, Auth auth, Messages messages) {
        return new SettingsController(service, lookup, auth, messages);
    }

    void form(Context ctx);

    void save(Context ctx);
}
