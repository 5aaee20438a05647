package org.mahjongresults.web.home;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link HomeController}, stays package-private.
 */
public interface HomeHandlers {

    /** The feature's controller over what App wires. */
    static HomeHandlers create(HomeService home, Auth auth) {
        return new HomeController(home, auth);
    }

    void index(Context ctx);
}
