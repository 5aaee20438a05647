package org.mahjongresults.web.hall;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.clock.ClockService;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link HallController}, stays package-private.
 */
public interface HallHandlers {

    /** The feature's controller over what App wires. */
    static HallHandlers create(HallService hall, ClockService clocks, StandingsService results, TournamentLookup lookup, Auth auth, Messages messages, ThymeleafRenderer renderer, Publisher publisher, SwissService swiss) {
        return new HallController(hall, clocks, results, lookup, auth, messages, renderer, publisher, swiss);
    }

    void clock(Context ctx);

    void screen(Context ctx);

    void find(Context ctx);

    void hall(Context ctx);

    void saveSettings(Context ctx);

    void act(Context ctx);

    void extendTable(Context ctx);
}
