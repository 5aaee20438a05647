package org.mahjongresults.web.penalty;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link PenaltyController}, stays package-private.
 */
public interface PenaltyHandlers {

    /** The feature's controller over what App wires. */
    static PenaltyHandlers create(PenaltyService penalties, TournamentLookup lookup, Auth auth, Messages messages) {
        return new PenaltyController(penalties, lookup, auth, messages);
    }

    void form(Context ctx);

    void create(Context ctx);

    void log(Context ctx);

    void cancel(Context ctx);

    void publish(Context ctx);

    void sessionLog(Context ctx);

    void tableLog(Context ctx);

    void playerLog(Context ctx);
}
