package org.mahjongresults.web.system;

import io.javalin.http.Context;
import java.util.function.BooleanSupplier;
import org.mahjongresults.db.Database;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link SystemController}, stays package-private.
 */
public interface SystemHandlers {

    /** Set on a request whose error is the database not answering: its page is rendered without reading it. */
    String DATABASE_DOWN = SystemHandlers.class.getName() + ".databaseDown";

    /** The feature's controller over what App wires. */
    static SystemHandlers create(Database db, BooleanSupplier spectatorsReady) {
        return new SystemController(db, spectatorsReady);
    }

    void health(Context ctx);

    void forbidden(Context ctx);

    void notFound(Context ctx);

    void serverError(Exception e, Context ctx);
}
