package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import java.util.Map;
import org.mahjongresults.db.tournament.Tournament;

/** A tournament's overview page: its rules in force, its teams and its players. */
public final class TournamentController {

    private final TournamentService service;
    private final TournamentLookup lookup;

    public TournamentController(TournamentService service, TournamentLookup lookup) {
        this.service = service;
        this.lookup = lookup;
    }

    public void overview(Context ctx) {
        Tournament t = lookup.visible(ctx);
        ctx.render("tournament/overview", Map.of("page", service.overview(t, lookup.canManage(ctx, t))));
    }
}
