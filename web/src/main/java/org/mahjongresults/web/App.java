package org.mahjongresults.web;

import io.javalin.Javalin;
import io.javalin.http.staticfiles.Location;
import java.time.Clock;
import java.util.List;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.home.HomeController;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.rendering.LayoutModel;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.system.SystemController;
import org.mahjongresults.web.tournament.TournamentController;

/**
 * The application factory: takes its dependencies, wires repositories and controllers, and returns a configured,
 * unstarted {@link Javalin}. {@code Main} and the tests call the same factory.
 */
public final class App {

    private App() {
    }

    public static Javalin create(Database db, Clock clock, AppConfig config) {
        Messages messages = new Messages();
        AuditLog audit = new AuditLog(clock);
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);

        Routes.Controllers controllers = new Routes.Controllers(
                new HomeController(tournaments),
                new TournamentController(tournaments),
                new SystemController(db, messages));

        ThymeleafRenderer renderer = new ThymeleafRenderer(messages, ctx -> layoutModel(ctx), config.cacheTemplates());

        return Javalin.create(javalin -> {
            javalin.startup.showJavalinBanner = false;
            javalin.fileRenderer(renderer);
            javalin.staticFiles.add(files -> {
                files.hostedPath = "/static";
                files.directory = "/static";
                files.location = Location.CLASSPATH;
            });
            javalin.routes.before(ctx -> RequestLanguage.resolve(ctx, config.secureCookies()));
            Routes.register(javalin.routes, controllers);
        });
    }

    private static LayoutModel layoutModel(io.javalin.http.Context ctx) {
        Language current = RequestLanguage.of(ctx);
        String path = ctx.path();
        List<LayoutModel.LanguageLink> links = java.util.Arrays.stream(Language.values())
                .map(l -> new LayoutModel.LanguageLink(l.code(), l.nativeName(), path + "?lang=" + l.code(),
                        l == current))
                .toList();
        return new LayoutModel(current.code(), links, null, false, false, null, null);
    }
}
