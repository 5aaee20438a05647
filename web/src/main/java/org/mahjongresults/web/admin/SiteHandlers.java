package org.mahjongresults.web.admin;

import io.javalin.http.Context;
import java.io.IOException;
import org.mahjongresults.db.backup.DatabaseBackup;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.system.PublicAddress;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link SiteController}, stays package-private.
 */
public interface SiteHandlers {

    /** The feature's controller over what App wires. */
    static SiteHandlers create(PublicAddress address, DatabaseBackup backup, Auth auth, Messages messages) {
        return new SiteController(address, backup, auth, messages);
    }

    void site(Context ctx);

    void savePublicUrl(Context ctx);

    void download(Context ctx) throws IOException ;
}
