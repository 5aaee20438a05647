package org.mahjongresults.web.persons;

import io.javalin.http.Context;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link RegistryController}, stays package-private.
 */
public interface RegistryHandlers {

    /** The feature's controller over what App wires. */
    static RegistryHandlers create(PersonService service, TournamentLookup lookup, Auth auth, Messages messages) {
        return new RegistryController(service, lookup, auth, messages);
    }

    void historyForm(Context ctx);

    void historyImport(Context ctx);

    void pastLinks(Context ctx);

    void pastConfirm(Context ctx);

    void links(Context ctx);

    void confirm(Context ctx);

    void merges(Context ctx);

    void merge(Context ctx);

    void undo(Context ctx);

    void editForm(Context ctx);

    void edit(Context ctx);
}
