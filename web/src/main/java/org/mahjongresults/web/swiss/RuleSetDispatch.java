package org.mahjongresults.web.swiss;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;

/**
 * Lets one route of the table serve both rule sets: the MCR handler, or the Swiss (Sichuan) one for a tournament
 * with that rule set. The handlers check visibility and access themselves; an unknown tournament goes to the MCR
 * handler, which answers 404.
 */
public final class RuleSetDispatch {

    private final TournamentRepository tournaments;

    public RuleSetDispatch(TournamentRepository tournaments) {
        this.tournaments = tournaments;
    }

    /** A handler that calls {@code sichuan} for a Sichuan tournament and {@code mcr} otherwise. */
    public Handler of(Handler mcr, Handler sichuan) {
        return ctx -> (isSichuan(ctx) ? sichuan : mcr).handle(ctx);
    }

    private boolean isSichuan(Context ctx) {
        try {
            long id = Long.parseLong(ctx.pathParam("id"));
            return tournaments.find(id).map(t -> t.ruleSet() == RuleSet.SICHUAN).orElse(false);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
