package org.mahjongresults.web.home;

import io.javalin.http.Context;
import java.util.Map;
import org.mahjongresults.web.auth.Auth;

/** The home page: the public tournaments, and for staff also the drafts they work on. */
public final class HomeController {

    private final HomeService home;
    private final Auth auth;

    public HomeController(HomeService home, Auth auth) {
        this.home = home;
        this.auth = auth;
    }

    public void index(Context ctx) {
        var visible = home.visible(id -> auth.isStaff(ctx, id));
        boolean organiser = auth.user(ctx).map(u -> u.organiser()).orElse(false);
        ctx.render("home/index", Map.of("page", new HomePage(visible, organiser)));
    }
}
