package org.mahjongresults.web.table;

import io.javalin.http.Context;
import java.util.Optional;
import java.util.function.Function;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * The handlers the route table ({@code web/Routes.java}) points at for the referees' calls page (issue 26), and the
 * one way to build them: the controller behind them, {@link RefereeCallController}, stays package-private.
 */
public interface RefereeCallHandlers {

    /** The feature's controller over what App wires; {@code currentSession}: the session being played, if any. */
    static RefereeCallHandlers create(RefereeCallService calls, TournamentLookup lookup, Auth auth,
                                      Function<Tournament, Optional<Integer>> currentSession) {
        return new RefereeCallController(calls, lookup, auth, currentSession);
    }

    void page(Context ctx);

    void take(Context ctx);

    void close(Context ctx);
}
