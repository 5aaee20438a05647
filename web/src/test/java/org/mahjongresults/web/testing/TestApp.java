package org.mahjongresults.web.testing;

import io.javalin.Javalin;
import java.time.Clock;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.auth.PasswordHasher;

/**
 * The real application on a free port over a fresh test database (H2 or PostgreSQL, per {@code test.db}),
 * optionally with the demo tournament (its players, published draw and staff accounts, password "demo-" +
 * username; no results, so every sheet starts empty) loaded.
 */
public final class TestApp implements AutoCloseable {

    /** Real Argon2id, shared so each app does not recompute its timing-equaliser hash. */
    public static final PasswordHasher HASHER = new PasswordHasher();

    private final Database db;
    private final DbConfig dbConfig;
    private final Javalin app;
    private final Long demoTournamentId;

    private TestApp(Database db, DbConfig dbConfig, Javalin app, Long demoTournamentId) {
        this.db = db;
        this.dbConfig = dbConfig;
        this.app = app;
        this.demoTournamentId = demoTournamentId;
    }

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
        return start(config, demo, clock, AppConfig.forTests());
    }

    /** The same with the website's own settings (a public address, a metrics token, ...). */
    public static TestApp start(DbConfig config, boolean demo, Clock clock, AppConfig appConfig) {
        Database db = Database.open(config);
        Long demoId = demo ? new DemoData(db, clock, HASHER::hash).loadIfEmpty(false) : null;
        Javalin app = App.create(db, clock, appConfig, HASHER).start("127.0.0.1", 0);
        return new TestApp(db, config, app, demoId);
    }

    public String url(String path) {
        return "http://127.0.0.1:" + app.port() + path;
    }

    /** The handler that answers spectators' cached pages ahead of the website (FrontDoor). */
    public org.mahjongresults.web.rendering.FrontDoor frontDoor() {
        return (org.mahjongresults.web.rendering.FrontDoor) app.jettyServer().server().getHandler();
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
     * Waits out the spectators' shared snapshot of a tournament (TournamentSnapshots, at most a quarter of a second
     * old) after a test wrote to the database behind the website's back: a write through the website is seen at once.
     */
    public static void awaitSpectatorSnapshot() {
        try {
            Thread.sleep(350);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        app.stop();
        db.close();
    }
}
