package org.mahjongresults.web;

import io.javalin.Javalin;
import java.nio.file.Path;
import java.time.Clock;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.account.SetupTokenRepository;
import org.mahjongresults.db.backup.DatabaseBackup;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.web.auth.FirstAdmin;
import org.mahjongresults.web.auth.PasswordHasher;
import org.mahjongresults.web.system.AutomaticBackups;
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
        PasswordHasher hasher = new PasswordHasher();
        prepare(db, config, clock, hasher);
        Javalin app = App.create(db, clock, config, hasher);
        AutomaticBackups backups = config.backup().enabled()
                ? AutomaticBackups.start(new DatabaseBackup(db.dataSource(), db.url()),
                        Path.of(config.backup().directory()), config.backup().everyMinutes(), config.backup().keep(),
                        clock)
                : null;
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            if (backups != null) {
                backups.close();
            }
            app.stop();
            db.close();
        }));
        app.start(config.port());
        LOG.info("Mahjong Results is running at http://localhost:{}/", app.port());
    }

    /**
     * The demo (if wanted, into an empty database) and the first administrator, under the database's startup lock:
     * any number of servers may start together on one database, and one of them does this work.
     */
    static void prepare(Database db, AppConfig config, Clock clock, PasswordHasher hasher) {
        db.underStartupLock(() -> {
            if (config.demo()) {
                new DemoData(db, clock, hasher::hash).loadIfEmpty();
            }
            AuditLog audit = new AuditLog(db, clock);
            FirstAdmin.ensure(new UserRepository(db, clock, audit), new SetupTokenRepository(db), hasher, clock,
                    config.adminPassword(), config.port());
        });
    }
}
