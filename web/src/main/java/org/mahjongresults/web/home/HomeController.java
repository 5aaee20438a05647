package org.mahjongresults.web.home;

import io.javalin.http.Context;
import java.util.Map;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.auth.Auth;

/** The home page: the public tournaments, and for staff also the drafts they work on. */
public final class HomeController {

    private final TournamentRepository tournaments;
    private final Auth auth;

    public HomeController(TournamentRepository tournaments, Auth auth) {
        this.tournaments = tournaments;
        this.auth = auth;
    }

    public void index(Context ctx) {
        var visible = tournaments.list().stream()
                .filter(t -> t.isPublic() || auth.isStaff(ctx, t.id()))
                .toList();
        boolean organiser = auth.user(ctx).map(u -> u.organiser()).orElse(false);
        ctx.render("home/index", Map.of("page", new HomePage(visible, organiser)));
    }
}
