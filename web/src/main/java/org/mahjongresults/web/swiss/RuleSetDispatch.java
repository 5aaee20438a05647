package org.mahjongresults.web.swiss;

import io.javalin.http.Context;
import io.javalin.http.Handler;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Lets one route of the table serve both rule sets: the MCR handler, or the Swiss (Sichuan) one for a tournament
 * with that rule set. The handlers check visibility and access themselves; an unknown tournament goes to the MCR
 * handler, which answers 404. The tournament read here is the one the handler's lookup then uses: one read a request.
 */
public final class RuleSetDispatch {

    private final TournamentLookup lookup;

    public RuleSetDispatch(TournamentLookup lookup) {
        this.lookup = lookup;
    }

    /** A handler that calls {@code sichuan} for a Sichuan tournament and {@code mcr} otherwise. */
    public Handler of(Handler mcr, Handler sichuan) {
        return ctx -> (isSichuan(ctx) ? sichuan : mcr).handle(ctx);
    }

    private boolean isSichuan(Context ctx) {
        return lookup.prefetch(ctx).map(t -> t.ruleSet() == RuleSet.SICHUAN).orElse(false);
    }
}
