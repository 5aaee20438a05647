package org.mahjongresults.web.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
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
 *
 * <p>On H2 the loaded demo is also shared by the run's test JVMs: the first to ask loads it and writes its script
 * into the folder the build names ({@code played.demo.dir}, one per Maven run), under a file lock; the others copy
 * it from there ({@code RUNSCRIPT}, a second where the load takes several), as TestDatabase copies its template.
 */
public final class PlayedDemo {

    private static TestApp app;
    private static long mcr;

    private PlayedDemo() {
    }

    /** The shared application, started and loaded on first use. */
    public static synchronized TestApp app() {
        if (app == null) {
            String shared = System.getProperty("played.demo.dir");
            DbConfig config = shared != null && TestDatabase.kind().equals("h2")
                    ? copyOfTheRunsDemo(Path.of(shared))
                    : loaded(TestDatabase.freshConfig());
            // Loaded before the start, so that the start prepares the spectators' pages of the demo as a server does.
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

    /** Loads the whole demo into the database of {@code config}; the same configuration. */
    private static DbConfig loaded(DbConfig config) {
        try (Database db = Database.open(config)) {
            mcr = new DemoData(db, Clock.systemUTC(), TestApp.HASHER::hash).loadIfEmpty(true);
        }
        return config;
    }

    /** A new H2 database holding the run's played demo, loaded by whichever test JVM of the run came first. */
    private static DbConfig copyOfTheRunsDemo(Path dir) {
        Path script = dir.resolve("played-demo.sql");
        Path id = dir.resolve("mcr-id");
        try {
            Files.createDirectories(dir);
            try (FileChannel lockFile = FileChannel.open(dir.resolve("lock"), StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE); FileLock ignored = lockFile.lock()) {
                if (!Files.exists(script)) {
                    DbConfig first = loaded(TestDatabase.freshConfig());
                    Path written = dir.resolve("played-demo.sql.part");
                    sql(first, "SCRIPT TO '" + written + "'");
                    Files.writeString(id, Long.toString(mcr));
                    Files.move(written, script, StandardCopyOption.ATOMIC_MOVE);
                    forgetEarlierRuns(dir);
                    return first;
                }
            }
            mcr = Long.parseLong(Files.readString(id).trim());
        } catch (IOException e) {
            throw new UncheckedIOException("could not share the played demo through " + dir, e);
        }
        DbConfig copy = TestDatabase.emptyConfig();
        sql(copy, "RUNSCRIPT FROM '" + script + "'");
        return copy;
    }

    /** Removes the played demos of earlier runs beside this run's folder: only this run's is read. */
    private static void forgetEarlierRuns(Path dir) throws IOException {
        try (var runs = Files.list(dir.getParent())) {
            for (Path run : runs.filter(r -> !r.equals(dir) && Files.isDirectory(r)).toList()) {
                try (var files = Files.list(run)) {
                    for (Path f : files.toList()) {
                        Files.deleteIfExists(f);
                    }
                }
                Files.deleteIfExists(run);
            }
        }
    }

    private static void sql(DbConfig config, String statement) {
        try (Connection c = DriverManager.getConnection(config.url(), config.user(), config.password());
             Statement s = c.createStatement()) {
            s.execute(statement);
        } catch (SQLException e) {
            throw new IllegalStateException("could not run " + statement, e);
        }
    }
}
