package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.util.Optional;
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

    /** Where {@link #prefetch} leaves the tournament for the handler's first {@link #visible} call. */
    private static final String PREFETCHED = "tournament.prefetched";

    /**
     * Reads the route's tournament ahead of its handler (the rule-set dispatch needs its rule set), so the handler's
     * first {@link #visible} uses it instead of reading it again. Empty for an unknown or malformed id.
     */
    public Optional<Tournament> prefetch(Context ctx) {
        Optional<Tournament> t;
        try {
            t = tournaments.find(Long.parseLong(ctx.pathParam("id")));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
        t.ifPresent(found -> ctx.attribute(PREFETCHED, found));
        return t;
    }

    /**
     * The tournament if this visitor may see it; 404 otherwise (a draft is not admitted to exist). A prefetched
     * tournament serves once: later calls (after the handler's writes) read it afresh.
     */
    public Tournament visible(Context ctx) {
        Tournament prefetched = ctx.attribute(PREFETCHED);
        if (prefetched != null) {
            ctx.req().removeAttribute(PREFETCHED);
        }
        Tournament t = prefetched != null ? prefetched
                : tournaments.find(id(ctx, "id")).orElseThrow(NotFoundResponse::new);
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
