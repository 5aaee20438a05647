package org.mahjongresults.web.live;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link LiveController}, stays package-private.
 */
public interface LiveHandlers {

    /** The feature's controller over what App wires. */
    static LiveHandlers create(LiveService service, TournamentLookup lookup, Auth auth, StandingsService results, ThymeleafRenderer renderer, Publisher publisher, ClockService clocks) {
        return new LiveController(service, lookup, auth, results, renderer, publisher, clocks);
    }

    void current(Context ctx);

    void live(Context ctx);

    void events(Context ctx) throws Exception ;

    void version(Context ctx);
}
