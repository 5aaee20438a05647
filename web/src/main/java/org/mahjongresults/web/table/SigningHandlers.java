package org.mahjongresults.web.table;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.sheet.SheetPages;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for the players' confirmation of a sheet and a
 * table's call of a referee (issue 26), and the one way to build them: the controller behind them,
 * {@link SigningController}, stays package-private.
 */
public interface SigningHandlers {

    /** The feature's controller over what App wires. */
    static SigningHandlers create(SigningService signing, SheetPages pages, TournamentLookup lookup, Auth auth,
                                  WebSessions sessions, Messages messages) {
        return new SigningController(signing, pages, lookup, auth, sessions, messages);
    }

    void page(Context ctx);

    void sign(Context ctx);

    void call(Context ctx);

    void callsPage(Context ctx);

    void codes(Context ctx);

    void generate(Context ctx);

    void setCode(Context ctx);

    void mode(Context ctx);
}
