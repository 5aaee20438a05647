package org.mahjongresults.web.home;

import io.javalin.http.Context;
import java.util.Map;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/** The home page. */
public final class HomeController {

    private final TournamentRepository tournaments;

    public HomeController(TournamentRepository tournaments) {
        this.tournaments = tournaments;
    }

    public void index(Context ctx) {
        var visible = tournaments.list().stream().filter(Tournament::isPublic).toList();
        ctx.render("home/index", Map.of("page", new HomePage(visible)));
    }
}
