package org.mahjongresults.web.account;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.i18n.Messages;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link AccountController}, stays package-private.
 */
public interface AccountHandlers {

    /** The feature's controller over what App wires. */
    static AccountHandlers create(AccountService accounts, Auth auth, WebSessions sessions, Messages messages) {
        return new AccountController(accounts, auth, sessions, messages);
    }

    void passwordForm(Context ctx);

    void changePassword(Context ctx);
}
