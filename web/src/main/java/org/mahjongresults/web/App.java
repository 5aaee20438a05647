package org.mahjongresults.web;

import io.javalin.Javalin;
import io.javalin.http.Context;
import io.javalin.http.staticfiles.Location;
import io.javalin.json.JavalinJackson;
import java.time.Clock;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.backup.DatabaseBackup;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.account.SessionRepository;
import org.mahjongresults.db.account.SetupTokenRepository;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.TableCodeRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.referee.RefereeCallRepository;
import org.mahjongresults.db.season.SeasonRepository;
import org.mahjongresults.db.sheet.SigningRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.stage.StageRepository;
import org.mahjongresults.db.hall.HallRepository;
import org.mahjongresults.db.rankings.StandingsRuleRepository;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.riichi.RiichiSettingsRepository;
import org.mahjongresults.db.site.SiteSettingRepository;
import org.mahjongresults.db.stats.StatsRepository;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.account.AccountController;
import org.mahjongresults.web.account.AccountService;
import org.mahjongresults.web.admin.AdminController;
import org.mahjongresults.web.admin.AdminService;
import org.mahjongresults.web.admin.SiteController;
import org.mahjongresults.web.appeal.AppealController;
import org.mahjongresults.web.appeal.AppealService;
import org.mahjongresults.web.table.RefereeCallController;
import org.mahjongresults.web.table.RefereeCallService;
import org.mahjongresults.web.auth.AccessGuard;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.ClientAddress;
import org.mahjongresults.web.auth.CurrentUser;
import org.mahjongresults.web.auth.LoginController;
import org.mahjongresults.web.auth.LoginService;
import org.mahjongresults.web.auth.PasswordChecks;
import org.mahjongresults.web.auth.TableGrants;
import org.mahjongresults.web.auth.PasswordHasher;
import org.mahjongresults.web.auth.ServerKey;
import org.mahjongresults.web.account.SetupController;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.draw.DrawController;
import org.mahjongresults.web.checkin.CheckinController;
import org.mahjongresults.web.checkin.CheckinService;
import org.mahjongresults.web.season.SeasonController;
import org.mahjongresults.web.season.SeasonService;
import org.mahjongresults.web.draw.DrawService;
import org.mahjongresults.web.draw.McrDrawRules;
import org.mahjongresults.web.draw.RiichiDrawRules;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.web.hall.HallService;
import org.mahjongresults.web.hall.HallController;
import org.mahjongresults.web.home.HomeController;
import org.mahjongresults.web.home.HomeService;
import org.mahjongresults.web.penalty.PenaltyController;
import org.mahjongresults.web.penalty.PenaltyService;
import org.mahjongresults.web.persons.PersonService;
import org.mahjongresults.web.persons.PersonsController;
import org.mahjongresults.web.persons.RegistryController;
import org.mahjongresults.web.players.PlayerService;
import org.mahjongresults.web.players.PlayersController;
import org.mahjongresults.web.players.PlayerPageController;
import org.mahjongresults.web.live.LiveController;
import org.mahjongresults.web.live.LiveService;
import org.mahjongresults.web.sheet.SheetController;
import org.mahjongresults.web.sheet.SheetPageBuilder;
import org.mahjongresults.web.sheet.SheetService;
import org.mahjongresults.web.table.CodeHasher;
import org.mahjongresults.web.table.PlayerCodes;
import org.mahjongresults.web.table.SigningController;
import org.mahjongresults.web.table.TableCodeController;
import org.mahjongresults.web.table.TableCodeService;
import org.mahjongresults.web.table.SigningService;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.ChangeFeed;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.PublishingServer;
import org.mahjongresults.web.rendering.LayoutModel;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.staff.StaffController;
import org.mahjongresults.web.staff.StaffService;
import org.mahjongresults.web.rankings.RankingsController;
import org.mahjongresults.web.rankings.RankingsService;
import org.mahjongresults.web.stages.StageService;
import org.mahjongresults.web.stages.StagesController;
import org.mahjongresults.web.standings.StandingsController;
import org.mahjongresults.web.standings.McrStandingsRules;
import org.mahjongresults.web.standings.RiichiStandingsRules;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.stats.StatsController;
import org.mahjongresults.web.stats.StatsService;
import org.mahjongresults.web.swiss.SwissDrawRules;
import org.mahjongresults.web.swiss.SwissService;
import org.mahjongresults.web.swiss.SwissStandingsRules;
import org.mahjongresults.web.system.Metrics;
import org.mahjongresults.web.system.MetricsController;
import org.mahjongresults.web.system.PublicAddress;
import org.mahjongresults.web.system.SecureErrorHandler;
import org.mahjongresults.web.system.ErrorAttributes;
import org.mahjongresults.web.system.SystemController;
import org.mahjongresults.web.tournament.SettingsController;
import org.mahjongresults.web.system.ServingWarmup;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.tournament.TournamentService;
import org.mahjongresults.web.tournament.TournamentController;

/**
 * The application factory: takes its dependencies, wires repositories and controllers, and returns a configured,
 * unstarted {@link Javalin}. {@code Main} and the tests call the same factory.
 */
public final class App {

    /** No inline script or style anywhere: the policy can be strict. */
    static final String CONTENT_SECURITY_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; "
            + "img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; "
            + "form-action 'self'; frame-ancestors 'none'";

    private App() {
    }

    /**
     * An application as {@link #compose} built it: the unstarted server, the repositories and services behind its
     * routes (one of each, shared by every request), and its route table.
     */
    public record Application(Javalin server, Parts parts, List<Routes.Route> routes) {
    }

    /** The repositories and services of one application: what its controllers call, built once by {@link #wire}. */
    public record Parts(Database db, Clock clock, AuditLog audit,
                        TournamentRepository tournaments, UserRepository users, StaffRepository staff,
                        LoginAttemptRepository loginAttempts, SetupTokenRepository setupTokens,
                        DrawRepository draws, SheetRepository sheets, PenaltyRepository penalties,
                        AppealRepository appeals, SwissRepository swiss, StageRepository stages,
                        StandingsRuleRepository standingsRules, PersonRepository persons, HallRepository halls,
                        SigningRepository signatures, RefereeCallRepository refereeCalls, SeasonRepository seasons,
                        WebSessions sessions, LoginService logins, AccountService accounts, Publisher publisher,
                        TournamentService tournamentService, DrawService drawService, SheetService sheetService,
                        StandingsService standings, PenaltyService penaltyService, AppealService appealService,
                        SwissService swissService, ClockService clocks, HallService hall, PersonService personService,
                        PlayerService players, StaffService staffService, StatsService stats, StageService stageService,
                        RefereeCallService calls, SigningService signing) {
    }

    public static Javalin create(Database db, Clock clock, AppConfig config) {
        return create(db, clock, config, new PasswordHasher());
    }

    public static Javalin create(Database db, Clock clock, AppConfig config, PasswordHasher hasher) {
        return create(db, clock, config, hasher, LoginService.Pacing.forThisMachine());
    }

    /** With the pacing of logins given: how many password checks run at once, and how a slowed login waits. */
    public static Javalin create(Database db, Clock clock, AppConfig config, PasswordHasher hasher,
                                 LoginService.Pacing pacing) {
        return compose(db, clock, config, hasher, pacing).server();
    }

    /** The composition root: the application over {@code db} and what it is built from. */
    public static Application compose(Database db, Clock clock, AppConfig config, PasswordHasher hasher,
                                      LoginService.Pacing pacing) {
        return compose(db, clock, config, hasher, new PasswordHasher(PlayerCodes.COST), pacing);
    }

    /** The same with the hasher of the players' codes given (production's is at {@link PlayerCodes#COST}). */
    public static Application compose(Database db, Clock clock, AppConfig config, PasswordHasher hasher,
                                      PasswordHasher codeHasher, LoginService.Pacing pacing) {
        Wiring w = wire(db, clock, config, hasher, codeHasher, pacing);
        ThymeleafRenderer renderer = w.renderer();
        AccessGuard guard = new AccessGuard(w.sessions(), w.users(), w.staff(), w.grants());

        PublishingServer publisher = w.publishing();
        var jetty = new java.util.concurrent.atomic.AtomicReference<org.eclipse.jetty.server.Server>();
        Javalin app = Javalin.create(javalin -> {
            javalin.startup.showJavalinBanner = false;
            javalin.jetty.modifyServer(server -> {
                server.setErrorHandler(new SecureErrorHandler(SECURITY_HEADERS));
                // Spectators' kept pages, answered ahead of the servlet and the router while their snapshot holds.
                server.setHandler(publisher.frontDoor()); // Javalin puts its servlet context inside
                jetty.set(server);
            });
            javalin.fileRenderer(renderer);
            // ctx.json(...) of the API and the exports: Jackson, configured once in the db module (JsonCodec).
            javalin.jsonMapper(new JavalinJackson(JsonCodec.mapper(), false));
            javalin.staticFiles.add(files -> {
                files.hostedPath = "/static";
                files.directory = "/static";
                files.location = Location.CLASSPATH;
                files.roles = Set.of(Role.PUBLIC);
                files.headers = Map.of("Cache-Control", "public, max-age=3600");
            });
            ClientAddress clients = new ClientAddress(config.trustedProxies());
            javalin.routes.before(ctx -> {
                w.metrics().started(ctx);
                securityHeaders(ctx);
                clients.resolve(ctx);
                w.publicAddress().attach(ctx);
                RequestLanguage.resolve(ctx, config.secureCookies());
            });
            javalin.routes.beforeMatched(guard::check);
            javalin.routes.after(publisher::afterRequest);
            javalin.routes.after(w.metrics()::finished);
            // The spectators' pages prepared before /health says UP: the server answers meanwhile (503, STARTING).
            javalin.events.serverStarted(() -> {
                publisher.warm();
                // then asked for over loopback, so that the first phone after /health's 200 finds the way warm too
                w.servingWarmup().run(((org.eclipse.jetty.server.NetworkConnector) jetty.get().getConnectors()[0])
                        .getLocalPort());
            });
            javalin.events.serverStopping(publisher::close);
            Routes.register(javalin.routes, w.controllers());
        });
        return new Application(app, w.parts(), Routes.table(w.controllers()));
    }

    /** Everything the routes and the guard share: built once per application. */
    private record Wiring(Routes.Controllers controllers, Messages messages, WebSessions sessions,
                          UserRepository users, StaffRepository staff, ThymeleafRenderer renderer,
                          PublishingServer publishing, Parts parts, PublicAddress publicAddress,
                          Metrics metrics, ServingWarmup servingWarmup, TableGrants grants) {
    }

    private static Wiring wire(Database db, Clock clock, AppConfig config, PasswordHasher hasher,
                               PasswordHasher codeHasher, LoginService.Pacing pacing) {
        Messages messages = new Messages();
        AuditLog audit = new AuditLog(db, clock);
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        UserRepository users = new UserRepository(db, clock, audit);
        StaffRepository staff = new StaffRepository(db, audit);
        LoginAttemptRepository attempts = new LoginAttemptRepository(db, audit);
        WebSessions sessions = new WebSessions(new SessionRepository(db), clock,
                Duration.ofMinutes(config.sessionIdleMinutes()), config.secureCookies());
        LoginService logins = new LoginService(users, attempts, hasher, clock, pacing.checks(),
                pacing.waits());
        ServerKey serverKey = ServerKey.forDatabase(db.url(), System.getenv());
        // A table's sign-in code signs a scorekeeper's phone in for that table's sheet (issue 39 item 3).
        TableCodeRepository tableCodes = new TableCodeRepository(db, clock, audit, material -> java.util.Base64
                .getUrlEncoder().withoutPadding().encodeToString(java.util.Arrays.copyOf(serverKey.mac(
                        "table-signin-code", material.getBytes(java.nio.charset.StandardCharsets.UTF_8)), 16)));
        TableGrants grants = new TableGrants(sessions, tableCodes);
        Auth auth = new Auth(sessions, users, staff, messages, grants);
        DrawRepository draws = new DrawRepository(db, audit);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        RiichiSettingsRepository riichiSettings = new RiichiSettingsRepository(db);
        // Publishing to spectators: snapshots, kept pages, the front door, the live events (web/publish).
        // The change log is read once per server, for the live events, the snapshots, the results and the statistics.
        ChangeFeed feed = new ChangeFeed(sheets);
        PublishingServer publishing = new PublishingServer(tournaments, feed, SECURITY_HEADERS, Duration.ofMillis(500),
                clock, config.cacheInFront());
        Publisher publisher = publishing.publisher();
        publishing.keepServingWhen(() -> db.diskFull() || db.knownDown()); // spectators keep their pages (issue 36)
        TournamentLookup lookup = new TournamentLookup(tournaments, auth, publisher);
        PenaltyRepository penalties = new PenaltyRepository(db, clock, audit);
        SwissRepository knockout = new SwissRepository(db, audit, sheets, draws);
        SwissService knockoutService = new SwissService(tournaments, draws, sheets, knockout);
        StandingsRuleRepository standingsRules = new StandingsRuleRepository(db, clock, audit);
        StageRepository stageRepository = new StageRepository(db, audit);
        StandingsService standings = new StandingsService(tournaments, draws, sheets, penalties,
                List.of(new McrStandingsRules(), new SwissStandingsRules(knockoutService),
                        new RiichiStandingsRules(sheets, riichiSettings)), standingsRules,
                stageRepository, feed);
        McrDrawRules mcrDraw = new McrDrawRules(tournaments, draws, standings, stageRepository);
        DrawService drawService = new DrawService(draws, List.of(mcrDraw,
                new SwissDrawRules(tournaments, draws, knockout, knockoutService, publisher),
                new RiichiDrawRules(mcrDraw)), publisher);
        AppealRepository appeals = new AppealRepository(db, clock, audit, penalties);
        PenaltyService penaltyService = new PenaltyService(penalties, draws, sheets, tournaments, publisher,
                riichiSettings);
        Metrics metrics = new Metrics();
        metrics.bindPool(db);
        PublicAddress publicAddress = new PublicAddress(config.publicUrl(), new SiteSettingRepository(db), clock);
        ThymeleafRenderer renderer = new ThymeleafRenderer(messages,
                ctx -> layoutModel(ctx, sessions, users, staff, publicAddress, db::diskFull, config.cacheInFront(),
                        publishing.liveTimings()),
                config.cacheTemplates());
        PersonRepository personRepository = new PersonRepository(db, clock, audit);
        PersonService persons = new PersonService(personRepository, tournaments, standings, publisher);
        HallRepository halls = new HallRepository(db, clock, audit);
        ClockService clocks = new ClockService(halls, draws);
        publishing.currentSessionBy(clocks::currentSession); // the live region of the session played, warm at start
        SetupTokenRepository setupTokens = new SetupTokenRepository(db);
        AccountService accounts = new AccountService(users, attempts, setupTokens, hasher, clock);
        ServingWarmup servingWarmup = new ServingWarmup(() -> spectatorPaths(tournaments, clocks));
        TournamentService tournamentService = new TournamentService(tournaments, draws, clocks, publisher,
                riichiSettings);

        // The score sheet of both rule sets: the Swiss rules record a knockout table's winner (issue 12).
        AppealService appealService = new AppealService(appeals, penaltyService, sheets, tournaments, clocks,
                publisher, clock);
        // Issue 35: closing the last sheet of the sessions forms the stage planned after them.
        StageService stageService = new StageService(tournaments, draws, stageRepository, standings, publisher);
        SheetService sheetService = new SheetService(sheets, draws, knockout, knockoutService, penaltyService,
                appealService, standings, clocks, publisher, stageService::sessionClosed, staff, riichiSettings);

        // Players confirm the sheet with their codes, a table calls a referee (issue 26).
        RefereeCallRepository refereeCalls = new RefereeCallRepository(db, clock, audit);
        RefereeCallService calls = new RefereeCallService(refereeCalls, publisher, clock);
        SigningRepository signatures = new SigningRepository(db, clock, audit);
        // The codes' hashes are sealed with the server's key, kept outside the database (issue 36): serverKey above.
        PlayerCodes playerCodes = new PlayerCodes(signatures,
                new CodeHasher(codeHasher, serverKey), clock);
        playerCodes.sealPlainHashes();
        SigningService signing = new SigningService(sheetService, tournaments, signatures, playerCodes, calls,
                publisher, clock);
        SheetPageBuilder sheetPages = new SheetPageBuilder(sheetService, auth, lookup, messages);
        StaffService staffService = new StaffService(staff, users, publisher);
        PlayerService playerService = new PlayerService(tournaments, draws, persons, publisher);
        StatsService stats = new StatsService(new StatsRepository(db), feed, standings, tournaments,
                new org.mahjongresults.web.riichi.RiichiTables(sheets, draws, riichiSettings));
        HallService hall = new HallService(tournaments, draws, clocks, publisher);
        SeasonRepository seasons = new SeasonRepository(db, clock, audit);

        Routes.Controllers controllers = new Routes.Controllers(
                new HomeController(new HomeService(tournaments), auth),
                new TournamentController(tournamentService, lookup),
                new SystemController(db, () -> publishing.ready() && servingWarmup.done()),
                new LoginController(logins, sessions, messages, audit),
                new SetupController(accounts, sessions, messages),
                new AccountController(accounts, auth, sessions, messages),
                new AdminController(accounts, new AdminService(tournaments, staff, audit, clocks), auth, messages),
                new StaffController(lookup, staffService, auth, messages),
                new SettingsController(tournamentService, lookup, auth, messages),
                new PlayersController(playerService, lookup, auth, messages),
                new DrawController(drawService, lookup, auth, renderer, publisher, clocks),
                new SheetController(sheetService, sheetPages, auth, messages, renderer, publisher, signing, lookup),
                new LiveController(new LiveService(tournaments, draws), lookup, auth, standings, renderer, publisher,
                        clocks),
                new StandingsController(standings, lookup, auth, renderer, publisher),
                new PenaltyController(penaltyService, lookup, auth, messages),
                new AppealController(appealService, lookup, auth, messages),
                new PersonsController(persons, lookup, clock),
                new RegistryController(persons, lookup, auth, messages),
                new StatsController(stats, lookup,
                        auth, messages, renderer, publisher, calls),
                new HallController(hall, clocks, standings, lookup,
                        auth, messages, renderer, publisher, knockoutService),
                new SiteController(publicAddress, new DatabaseBackup(db.dataSource(), db.url()), auth, messages),
                new MetricsController(metrics, config.metricsToken()),
                new SigningController(signing, sheetPages, lookup, auth, sessions, messages),
                new RefereeCallController(calls, lookup, auth, clocks::currentSession),
                new StagesController(stageService,
                        lookup, auth, renderer, publisher, messages),
                new RankingsController(new RankingsService(standings, standingsRules, publisher), lookup, auth,
                        messages, renderer, publisher),
                // Check-in and no-shows; seasons across tournaments (issue 28 items 4-5).
                new CheckinController(new CheckinService(new org.mahjongresults.db.checkin.CheckinRepository(db,
                        clock, audit, serverKey::token), draws, tournaments, halls, publisher, clock),
                        lookup, auth, sessions, messages, id -> clocks.settings(id).zone()),
                new SeasonController(new SeasonService(seasons, tournaments, standings, persons), auth, messages, renderer, publisher),
                new PlayerPageController(standings, lookup, auth, renderer, publisher),
                new TableCodeController(new TableCodeService(tableCodes, draws), lookup, auth, sessions, messages,
                        db.poolSize()));
        // The publisher's own meters: cache hits and misses (the front door's answers are hits), open streams, events.
        metrics.bindPublishing(publishing);
        // A login storm shows in its password checks' queue (issue 36); the clocks' cache in its database reads.
        metrics.bindGauge("mahjong.password.checks.queued", "Password checks waiting for a worker now",
                pacing.checks(), PasswordChecks::queued);
        metrics.bindGauge("mahjong.password.checks.running.most",
                "The most password checks that ran at once since start (bounded by the workers)",
                pacing.checks(), PasswordChecks::mostRunning);
        metrics.bindCounter("mahjong.password.checks.done", "Password checks finished", pacing.checks(),
                PasswordChecks::done);
        metrics.bindCounter("mahjong.clock.database.reads",
                "Reads of the spectators' clocks from the database (once per results version, not per spectator)",
                clocks, ClockService::storedReads);
        Parts parts = new Parts(db, clock, audit, tournaments, users, staff, attempts, setupTokens, draws, sheets,
                penalties, appeals, knockout, stageRepository, standingsRules, personRepository, halls, signatures,
                refereeCalls, seasons,
                sessions, logins, accounts, publisher, tournamentService, drawService, sheetService, standings,
                penaltyService, appealService, knockoutService, clocks, hall, persons, playerService, staffService,
                stats, stageService, calls, signing);
        return new Wiring(controllers, messages, sessions, users, staff, renderer, publishing, parts, publicAddress,
                metrics, servingWarmup, grants);
    }

    /** The pages a phone opens first (the standings, the draw, the live page of the session played): warm at start. */
    private static List<String> spectatorPaths(TournamentRepository tournaments, ClockService clocks) {
        List<String> paths = new java.util.ArrayList<>();
        for (var t : tournaments.list()) {
            if (t.isPublic() && t.drawStatus() == org.mahjongresults.db.tournament.Tournament.DrawStatus.PUBLISHED) {
                String at = "/tournaments/" + t.id();
                paths.add(at + "/standings");
                paths.add(at + "/draw");
                clocks.currentSession(t).ifPresent(n -> paths.add(at + "/sessions/" + n + "/live"));
            }
        }
        return paths;
    }

    /** Sent with every answer: pages, and Jetty's own error answers ({@link SecureErrorHandler}). */
    static final Map<String, String> SECURITY_HEADERS = Map.of(
            "Content-Security-Policy", CONTENT_SECURITY_POLICY,
            "X-Content-Type-Options", "nosniff",
            "X-Frame-Options", "DENY",
            "Referrer-Policy", "same-origin");

    private static void securityHeaders(Context ctx) {
        SECURITY_HEADERS.forEach(ctx::header);
    }

    private static LayoutModel layoutModel(Context ctx, WebSessions sessions, UserRepository users,
                                           StaffRepository staff, PublicAddress publicAddress,
                                           java.util.function.BooleanSupplier diskFull, boolean livePolling,
                                           String liveTimings) {
        Language current = RequestLanguage.of(ctx);
        String path = ctx.path();
        List<LayoutModel.LanguageLink> links = Arrays.stream(Language.values())
                .map(l -> new LayoutModel.LanguageLink(l.code(), l.nativeName(), path + "?lang=" + l.code(),
                        l == current))
                .toList();
        if (ctx.attribute(ErrorAttributes.DATABASE_DOWN) != null) {
            // The page that says the database does not answer must not ask it who is signed in.
            // A signed-in visitor (by the cookie alone) is still told the disk is full.
            return new LayoutModel(current.code(), links, null, false, false, null, null, null, null,
                    ctx.cookie(WebSessions.COOKIE) != null && diskFull.getAsBoolean(), livePolling, liveTimings);
        }
        CurrentUser user = CurrentUser.of(ctx, sessions, users, staff).orElse(null);
        String csrf = sessions.current(ctx).map(WebSessions.Session::csrfToken).orElse(null);
        // A live refresh in the background must not eat the message meant for the page the user is going to.
        String flash = ctx.header("X-Live-Refresh") == null ? sessions.takeFlash(ctx) : null;
        return new LayoutModel(current.code(), links, user == null ? null : user.user().displayName(),
                user != null, user != null && user.siteAdmin(), csrf, flash,
                user == null ? null : id -> user.has(id, StaffRole.REFEREE),
                user == null || publicAddress.configured().isPresent() ? null : publicAddress.base(ctx),
                user != null && diskFull.getAsBoolean(), // staff are told the disk is full before they type
                livePolling, liveTimings);
    }
}
