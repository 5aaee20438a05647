package org.mahjongresults.web.players;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link PlayersController}, stays package-private.
 */
public interface PlayersHandlers {

    /** The feature's controller over what App wires. */
    static PlayersHandlers create(PlayerService service, TournamentLookup lookup, Auth auth, Messages messages) {
        return new PlayersController(service, lookup, auth, messages);
    }

    void manage(Context ctx);

    void create(Context ctx);

    void editForm(Context ctx);

    void edit(Context ctx);

    void withdraw(Context ctx);

    void substituteForm(Context ctx);

    void substitute(Context ctx);

    void createTeam(Context ctx);

    void importForm(Context ctx);

    void importCsv(Context ctx);
}
