package org.mahjongresults.web.testing;

import io.javalin.Javalin;
import java.time.Clock;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.AppConfig;

/**
 * The real application on a free port over a fresh test database (H2 or PostgreSQL, per {@code test.db}),
 * optionally with the demo tournament loaded.
 */
public final class TestApp implements AutoCloseable {

    private final Database db;
    private final Javalin app;
    private final Long demoTournamentId;

    private TestApp(Database db, Javalin app, Long demoTournamentId) {
        this.db = db;
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
        Database db = TestDatabase.fresh();
        Long demoId = demo ? new DemoData(db, clock).loadIfEmpty() : null;
        Javalin app = App.create(db, clock, AppConfig.forTests()).start("127.0.0.1", 0);
        return new TestApp(db, app, demoId);
    }

    public String url(String path) {
        return "http://127.0.0.1:" + app.port() + path;
    }

    public Database db() {
        return db;
    }

    public long demoTournamentId() {
        return demoTournamentId;
    }

    @Override
    public void close() {
        app.stop();
        db.close();
    }
}
