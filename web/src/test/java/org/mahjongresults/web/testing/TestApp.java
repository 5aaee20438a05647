package org.mahjongresults.web.testing;

import io.javalin.Javalin;
import java.time.Clock;
import java.time.Duration;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.auth.LoginService;
import org.mahjongresults.web.auth.PasswordHasher;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.swiss.SwissStandingsRules;

/**
 * The real application on a free port over a fresh test database (H2 or PostgreSQL, per {@code test.db}),
 * optionally with the demo tournament (its players, published draw and staff accounts, password "demo-" +
 * username; no results, so every sheet starts empty) loaded.
 */
public final class TestApp implements AutoCloseable {

    /**
     * Real Argon2id at a test's cost (64 KiB, one pass), shared so each app does not recompute its timing-equaliser
     * hash. Production's 19 MiB and two passes take hundreds of times as long, and hashes are made thousands of times
     * in the suite (the demo's five staff accounts at every start, every sign-in and code); even 1 MiB was, under the
     * test JVMs' C1, a sixth of the CPU of the route tests that sign in and set codes. PasswordHasherTest proves
     * production's parameters.
     */
    public static final PasswordHasher HASHER = new PasswordHasher(new PasswordHasher.Cost(64, 1, 1));

    /**
     * The players' codes hashed at the same cheap cost: production's 4 MiB (PlayerCodes.COST) cost each application
     * start a timing hash and each code a hash. PlayerCodesCostTest proves production's parameter.
     */
    public static final PasswordHasher CODE_HASHER = HASHER;

    /** The website's settings in a test: a free port, no demo, no administrator password, plain-HTTP cookies. */
    public static final AppConfig CONFIG = new AppConfig(0, false, true, false, null, 480, java.util.Set.of());

    private final Database db;
    private final DbConfig dbConfig;
    private final App.Application application;
    private final Javalin app;
    private final Long demoTournamentId;

    private TestApp(Database db, DbConfig dbConfig, App.Application application, Long demoTournamentId,
                    SettableClock clock) {
        this.db = db;
        this.dbConfig = dbConfig;
        this.application = application;
        this.app = application.server();
        this.demoTournamentId = demoTournamentId;
        this.clock = clock;
    }

    /** The application's clock: the test's, moved on by {@link #awaitSpectatorSnapshot}. */
    private final SettableClock clock;

    public static TestApp start() {
        return start(false, Clock.systemUTC());
    }

    public static TestApp startWithDemo() {
        return start(true, Clock.systemUTC());
    }

    public static TestApp start(boolean demo, Clock clock) {
        return start(TestDatabase.freshConfig(), demo, clock);
    }

    /** Starts an application on the given database (e.g. a second server, or a restart on the same data). */
    public static TestApp start(DbConfig config, boolean demo, Clock clock) {
        return start(config, demo, clock, TestApp.CONFIG);
    }

    /** The same with the website's own settings (a public address, a metrics token, ...). */
    public static TestApp start(DbConfig config, boolean demo, Clock clock, AppConfig appConfig) {
        Database db = Database.open(config);
        Long demoId = demo ? new DemoData(db, clock, HASHER::hash).loadIfEmpty(false) : null;
        SettableClock later = SettableClock.following(clock);
        App.Application application = App.compose(db, later, appConfig, HASHER, CODE_HASHER,
                LoginService.Pacing.forThisMachine());
        application.server().start("127.0.0.1", 0);
        return new TestApp(db, config, application, demoId, later);
    }

    public String url(String path) {
        return "http://127.0.0.1:" + app.port() + path;
    }

    /** The handler that answers spectators' cached pages ahead of the website (the publisher's front door). */
    public org.eclipse.jetty.server.Handler frontDoor() {
        return app.jettyServer().server().getHandler();
    }

    /**
     * The repositories and services the running application was built from (its composition root, App.compose): a
     * test arranges data and calls a use case through the same objects the routes use, on the application's clock.
     */
    public App.Parts parts() {
        return application.parts();
    }

    /**
     * A second standings service over the application's repositories, with nothing kept yet: what the application's
     * own ({@code parts().standings()}, kept up to date hand by hand) must equal when computed from scratch.
     */
    public StandingsService standingsFromScratch() {
        App.Parts p = parts();
        return new StandingsService(p.tournaments(), p.draws(), p.sheets(), p.penalties(),
                new SwissStandingsRules(p.swissService()), p.standingsRules(), p.stages());
    }

    /** The application as composed: its parts and its route table. */
    public App.Application application() {
        return application;
    }

    /** The application's clock: the test's, moved on by {@link #advanceClock} and {@link #awaitSpectatorSnapshot}. */
    public SettableClock clock() {
        return clock;
    }

    public Database db() {
        return db;
    }

    public DbConfig dbConfig() {
        return dbConfig;
    }

    public long demoTournamentId() {
        return demoTournamentId;
    }

    /**
     * Moves the application's clock past the spectators' shared snapshot of a tournament (the publisher's, at most a
     * quarter of a second old by that clock) after a test wrote to the database behind the website's back: a write
     * through the website is seen at once. No waiting: the next spectator request reads the database.
     */
    public void awaitSpectatorSnapshot() {
        clock.advance(Duration.ofSeconds(1));
    }

    /** Moves the application's clock on by {@code d}, e.g. exactly the age at which a snapshot is read again. */
    public void advanceClock(Duration d) {
        clock.advance(d);
    }

    @Override
    public void close() {
        app.stop();
        db.close();
    }
}
