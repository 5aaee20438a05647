package org.mahjongresults.web;

import io.javalin.Javalin;
import java.time.Clock;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.demo.DemoData;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Starts the website: reads the environment, opens (and migrates) the database, loads the demo, serves. */
public final class Main {

    private static final Logger LOG = LoggerFactory.getLogger(Main.class);

    private Main() {
    }

    public static void main(String[] args) {
        var env = System.getenv();
        AppConfig config = AppConfig.fromEnvironment(env);
        DbConfig dbConfig = DbConfig.fromEnvironment(env);
        Clock clock = Clock.systemUTC();
        Database db = Database.open(dbConfig);
        if (config.demo()) {
            new DemoData(db, clock).loadIfEmpty();
        }
        Javalin app = App.create(db, clock, config);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            app.stop();
            db.close();
        }));
        app.start(config.port());
        LOG.info("Mahjong Results is running at http://localhost:{}/", app.port());
    }
}
