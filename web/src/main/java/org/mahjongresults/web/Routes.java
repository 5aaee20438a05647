package org.mahjongresults.web;

import io.javalin.config.RoutesConfig;
import org.mahjongresults.web.home.HomeController;
import org.mahjongresults.web.system.SystemController;
import org.mahjongresults.web.tournament.TournamentController;

/**
 * Every route of the website in one table: method, path, handler, and who may use it. No logic here.
 */
final class Routes {

    /** The controllers the table points at, built by {@link App}. */
    record Controllers(HomeController home, TournamentController tournament, SystemController system) {
    }

    private Routes() {
    }

    static void register(RoutesConfig r, Controllers c) {
        r.get("/", c.home()::index, Role.PUBLIC);
        r.get("/tournaments/{id}", c.tournament()::overview, Role.PUBLIC);

        r.get("/health", c.system()::health, Role.PUBLIC);
        r.error(404, c.system()::notFound);
        r.exception(Exception.class, c.system()::serverError);
    }
}
