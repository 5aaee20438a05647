package org.mahjongresults.web.testing;

import java.time.Clock;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;

/**
 * One application with the whole demo loaded, results and all (played sessions, hands, penalties, appeals, the Swiss
 * knockout), shared by the browser tests that only look at its pages: loading the results takes most of a minute
 * on a busy machine, which each such class used to spend again. Started by the first class that asks, stopped when
 * the test JVM ends. A test that writes takes an application of its own.
 */
public final class PlayedDemo {

    private static TestApp app;
    private static long mcr;

    private PlayedDemo() {
    }

    /** The shared application, started and loaded on first use. */
    public static synchronized TestApp app() {
        if (app == null) {
            // Loaded before the start, so that the start prepares the spectators' pages of the demo as a server does.
            DbConfig config = TestDatabase.freshConfig();
            try (Database db = Database.open(config)) {
                mcr = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
            }
            TestApp started = TestApp.start(config, false, Clock.systemUTC());
            Runtime.getRuntime().addShutdownHook(new Thread(started::close, "played-demo-stop"));
            app = started;
        }
        return app;
    }

    /** The id of the demo's MCR tournament; its Swiss tournament is the next id. */
    public static synchronized long mcr() {
        app();
        return mcr;
    }
}
