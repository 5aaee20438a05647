package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;

/** Finds the tournament of a route's {@code {id}}, hiding drafts from everyone but the tournament's staff. */
public final class TournamentLookup {

    private final TournamentRepository tournaments;
    private final Auth auth;

    public TournamentLookup(TournamentRepository tournaments, Auth auth) {
        this.tournaments = tournaments;
        this.auth = auth;
    }

    /** The tournament if this visitor may see it; 404 otherwise (a draft is not admitted to exist). */
    public Tournament visible(Context ctx) {
        Tournament t = tournaments.find(id(ctx, "id")).orElseThrow(NotFoundResponse::new);
        if (!t.isPublic() && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        return t;
    }

    /** True if the visitor may manage (direct) the tournament: shows the staff controls on pages. */
    public boolean canManage(Context ctx, Tournament t) {
        return auth.has(ctx, t.id(), StaffRole.DIRECTOR);
    }

    /** A numeric path parameter; anything else is a 404. */
    public static long id(Context ctx, String name) {
        try {
            return Long.parseLong(ctx.pathParam(name));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }

    /** A small positive integer path parameter (session or table number); anything else is a 404. */
    public static int number(Context ctx, String name) {
        try {
            int n = Integer.parseInt(ctx.pathParam(name));
            if (n < 1 || n > 10_000) {
                throw new NotFoundResponse();
            }
            return n;
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}
