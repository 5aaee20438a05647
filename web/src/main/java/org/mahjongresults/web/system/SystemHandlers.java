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

    /**
     * Set by a handler that answers 404 with its own page (a check-in code nobody was given: what to do instead);
     * the general "page does not exist" is then not put in its place.
     */
    String OWN_NOT_FOUND = SystemHandlers.class.getName() + ".ownNotFound";

    /** The feature's controller over what App wires. */
    static SystemHandlers create(Database db, BooleanSupplier spectatorsReady) {
        return new SystemController(db, spectatorsReady);
    }

    void health(Context ctx);

    void forbidden(Context ctx);

    void notFound(Context ctx);

    void serverError(Exception e, Context ctx);
}
