package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.web.i18n.Messages;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link LoginController}, stays package-private.
 */
public interface LoginHandlers {

    /** The feature's controller over what App wires. */
    static LoginHandlers create(LoginService logins, WebSessions sessions, Messages messages, AuditLog audit) {
        return new LoginController(logins, sessions, messages, audit);
    }

    void form(Context ctx);

    void login(Context ctx);

    void logout(Context ctx);
}
