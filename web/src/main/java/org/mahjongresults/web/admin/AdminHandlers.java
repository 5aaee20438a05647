package org.mahjongresults.web.admin;

import io.javalin.http.Context;
import org.mahjongresults.web.account.AccountService;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link AdminController}, stays package-private.
 */
public interface AdminHandlers {

    /** The feature's controller over what App wires. */
    static AdminHandlers create(AccountService accounts, AdminService admin, Auth auth, Messages messages) {
        return new AdminController(accounts, admin, auth, messages);
    }

    void users(Context ctx);

    void newUserForm(Context ctx);

    void createUser(Context ctx);

    void resetForm(Context ctx);

    void reset(Context ctx);

    void deactivate(Context ctx);

    void reactivate(Context ctx);

    void renewStaff(Context ctx);

    void newTournamentForm(Context ctx);

    void createTournament(Context ctx);

    void audit(Context ctx);
}
