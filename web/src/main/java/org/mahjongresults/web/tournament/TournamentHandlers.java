package org.mahjongresults.web.tournament;

import io.javalin.http.Context;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link TournamentController}, stays package-private.
 */
public interface TournamentHandlers {

    /** The feature's controller over what App wires. */
    static TournamentHandlers create(TournamentService service, TournamentLookup lookup) {
        return new TournamentController(service, lookup);
    }

    void overview(Context ctx);

    void pledge(Context ctx);
}
