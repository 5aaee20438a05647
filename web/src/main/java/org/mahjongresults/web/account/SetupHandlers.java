package org.mahjongresults.web.account;

import io.javalin.http.Context;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.auth.WebSessions;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link SetupController}, stays package-private.
 */
public interface SetupHandlers {

    /** The feature's controller over what App wires. */
    static SetupHandlers create(AccountService accounts, WebSessions sessions, Messages messages) {
        return new SetupController(accounts, sessions, messages);
    }

    void form(Context ctx);

    void create(Context ctx);
}
