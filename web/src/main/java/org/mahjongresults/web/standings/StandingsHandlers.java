package org.mahjongresults.web.standings;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link StandingsController}, stays package-private.
 */
public interface StandingsHandlers {

    /** The feature's controller over what App wires. */
    static StandingsHandlers create(StandingsService service, TournamentLookup lookup, Auth auth, ThymeleafRenderer renderer, Publisher publisher) {
        return new StandingsController(service, lookup, auth, renderer, publisher);
    }

    void player(Context ctx);

    void individual(Context ctx);

    void teams(Context ctx);

    void csv(Context ctx);

    void json(Context ctx);

    void bracket(Context ctx);

    void ema(Context ctx);

    void apiTables(Context ctx);

    void apiSheet(Context ctx);
}
