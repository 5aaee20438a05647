package org.mahjongresults.web.persons;

import io.javalin.http.Context;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for this feature, and the one way to build them:
 * the controller behind them, {@link PersonsController}, stays package-private.
 */
public interface PersonsHandlers {

    /** The feature's controller over what App wires. */
    static PersonsHandlers create(PersonService service, TournamentLookup lookup, java.time.Clock clock) {
        return new PersonsController(service, lookup, clock);
    }

    void search(Context ctx);

    void career(Context ctx);

    void grade(Context ctx);

    void application(Context ctx);

    void certificate(Context ctx);

    void countries(Context ctx);

    void gradeList(Context ctx);

    void ofPlayer(Context ctx);

    void history(Context ctx);

    void past(Context ctx);
}
