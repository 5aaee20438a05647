package org.mahjongresults.web.tournament;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import io.javalin.http.NotFoundResponse;
import java.util.Optional;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.forms.Numbers;

/** Finds the tournament of a route's {@code {id}}, hiding drafts from everyone but the tournament's staff. */
public final class TournamentLookup {

    private final TournamentRepository tournaments;
    private final Auth auth;
    private final Publisher publisher;

    public TournamentLookup(TournamentRepository tournaments, Auth auth, Publisher publisher) {
        this.tournaments = tournaments;
        this.auth = auth;
        this.publisher = publisher;
    }

    /** The tournament if this visitor may see it; 404 otherwise (a draft is not admitted to exist). */
    public Tournament visible(Context ctx) {
        return read(ctx).tournament();
    }

    /**
     * The same with the results version it was read at, for a page computed from the results: what is computed for
     * this request is computed at that version (-1 when read from the database: the newest).
     */
    public TournamentRead read(Context ctx) {
        TournamentRead read = find(ctx, id(ctx, "id")).orElseThrow(NotFoundResponse::new);
        Tournament t = read.tournament();
        if (!t.isPublic() && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        return read;
    }

    /**
     * A spectator's read (a GET without a session) comes from the shared snapshot, at least as new as the results
     * version the page says it was told of ({@code ?v=}); everyone else reads the database.
     */
    private Optional<TournamentRead> find(Context ctx, long id) {
        if (ctx.method() == HandlerType.GET && Publisher.servesSpectator(ctx)) {
            return publisher.read(ctx, id);
        }
        return tournaments.find(id).map(TournamentRead::fromDatabase);
    }

    /** Whether this visitor may see the tournament's standings (and what would reveal them): hidden ones, staff only. */
    public boolean standingsVisible(Context ctx, Tournament t) {
        return t.standingsVisible() || auth.isStaff(ctx, t.id());
    }

    /** The tournament if this visitor may see its standings; 404 otherwise. */
    public Tournament visibleStandings(Context ctx) {
        Tournament t = visible(ctx);
        if (!standingsVisible(ctx, t)) {
            throw new NotFoundResponse();
        }
        return t;
    }

    /** The tournament if this visitor may see its draw (and so its tables and sheets); 404 otherwise. */
    public Tournament visibleDraw(Context ctx) {
        return readDraw(ctx).tournament();
    }

    /** The same with the results version it was read at, as {@link #read} says: a draft draw is for staff only. */
    public TournamentRead readDraw(Context ctx) {
        TournamentRead read = read(ctx);
        Tournament t = read.tournament();
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        return read;
    }

    /** True if the visitor may manage (direct) the tournament: shows the staff controls on pages. */
    public boolean canManage(Context ctx, Tournament t) {
        return auth.has(ctx, t.id(), StaffRole.DIRECTOR);
    }

    /** A numeric path parameter (ASCII digits only: "٣" is no id); anything else is a 404. */
    public static long id(Context ctx, String name) {
        try {
            return Numbers.parseId(ctx.pathParam(name));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }

    /** A small positive integer path parameter (session or table number); anything else is a 404. */
    public static int number(Context ctx, String name) {
        try {
            long n = Numbers.parseId(ctx.pathParam(name));
            if (n < 1 || n > 10_000) {
                throw new NotFoundResponse();
            }
            return (int) n;
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}
