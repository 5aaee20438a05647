package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import java.util.Map;
import org.mahjongresults.db.tournament.Tournament;

/** A tournament's overview page (its rules in force, its teams and its players) and its printed pledge. */
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

    /** The participant's pledge (附件2, MCR 2006 附件2), printed for each player to sign at registration. */
    public void pledge(Context ctx) {
        Tournament t = lookup.visible(ctx);
        ctx.render("tournament/pledge", Map.of("page", new PledgePage(t)));
    }

    /** The pledge's page: the tournament whose name it bears. */
    public record PledgePage(Tournament tournament) {
    }
}
