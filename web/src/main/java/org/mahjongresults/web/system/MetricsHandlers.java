package org.mahjongresults.web.system;

import io.javalin.http.Context;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link MetricsController}, stays package-private.
 */
public interface MetricsHandlers {

    /** The feature's controller over what App wires. */
    static MetricsHandlers create(Metrics metrics, String token) {
        return new MetricsController(metrics, token);
    }

    void metrics(Context ctx);
}
