package org.mahjongresults.web.rankings;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link RankingsController}, stays package-private.
 */
public interface RankingsHandlers {

    /** The feature's controller over what App wires. */
    static RankingsHandlers create(RankingsService service, TournamentLookup lookup, Auth auth, Messages messages,
                                   ThymeleafRenderer renderer, Publisher publisher) {
        return new RankingsController(service, lookup, auth, messages, renderer, publisher);
    }

    void form(Context ctx);

    void save(Context ctx);

    void nations(Context ctx);

    void nationsCsv(Context ctx);

    void nationsJson(Context ctx);
}
