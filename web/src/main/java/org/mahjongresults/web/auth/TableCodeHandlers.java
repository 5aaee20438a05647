package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for the tables' sign-in codes (issue 39 item 3),
 * and the one way to build them: the controller behind them, {@link TableCodeController}, stays package-private.
 */
public interface TableCodeHandlers {

    static TableCodeHandlers create(TableCodeService codes, TournamentLookup lookup, Auth auth,
                                    WebSessions sessions, Messages messages) {
        return new TableCodeController(codes, lookup, auth, sessions, messages);
    }

    /** {@code GET /tournaments/{id}/sessions/{n}/signin-codes}: the codes to print, one per table (the director). */
    void cards(Context ctx);

    /** {@code POST /tournaments/{id}/sessions/{n}/signin-codes/revoke}: one table's code, or every table's. */
    void revoke(Context ctx);

    /** {@code GET /table-signin/{token}}: where a code leads: a button that signs the phone in. */
    void page(Context ctx);

    /** {@code POST /table-signin/{token}}: signs the phone in for the code's table, once. */
    void signIn(Context ctx);
}
