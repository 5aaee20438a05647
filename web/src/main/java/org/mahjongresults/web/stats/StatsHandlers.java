package org.mahjongresults.web.stats;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link StatsController}, stays package-private.
 */
public interface StatsHandlers {

    /** The feature's controller over what App wires. */
    static StatsHandlers create(StatsService service, TournamentLookup lookup, Auth auth, Messages messages, ThymeleafRenderer renderer, Publisher publisher,
                                org.mahjongresults.web.table.RefereeCallService calls) {
        return new StatsController(service, lookup, auth, messages, renderer, publisher, calls);
    }

    void tournament(Context ctx);

    void headToHead(Context ctx);

    void player(Context ctx);

    void apiTournament(Context ctx);

    void apiHeadToHead(Context ctx);

    void apiPlayer(Context ctx);
}
