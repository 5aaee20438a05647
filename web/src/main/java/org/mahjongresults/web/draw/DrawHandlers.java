package org.mahjongresults.web.draw;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link DrawController}, stays package-private.
 */
public interface DrawHandlers {

    /** The feature's controller over what App wires. */
    static DrawHandlers create(DrawService service, TournamentLookup lookup, Auth auth, ThymeleafRenderer renderer, Publisher publisher, ClockService clocks) {
        return new DrawController(service, lookup, auth, renderer, publisher, clocks);
    }

    void draw(Context ctx);

    void generate(Context ctx);

    void redraw(Context ctx);

    void swap(Context ctx);

    void seatByStandings(Context ctx);

    void lock(Context ctx);

    void unlock(Context ctx);

    void publish(Context ctx);

    void players(Context ctx);

    void session(Context ctx);

    void cards(Context ctx);

    void table(Context ctx);

    void drawRound(Context ctx);
}
