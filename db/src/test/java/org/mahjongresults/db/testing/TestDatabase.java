package org.mahjongresults.db.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;

/**
 * Fresh, uniquely named databases for tests, migrated by Flyway. The kind comes from the system property
 * {@code test.db}: {@code h2} (the default) or {@code postgres}, a real PostgreSQL 16 started once per test JVM.
 * The build runs every database test class once with each, so the same tests prove both.
 */
public final class TestDatabase {

    private static EmbeddedPostgres postgres;

    private TestDatabase() {
    }

    public static String kind() {
        return System.getProperty("test.db", "h2");
    }

    /** A new empty database with the schema migrated. Close it when done. */
    public static Database fresh() {
        return Database.open(freshConfig());
    }

    /** The configuration of a new empty database (not yet migrated), e.g. for an application start. */
    public static DbConfig freshConfig() {
        String name = "t" + UUID.randomUUID().toString().replace("-", "");
        if (!kind().equals("postgres")) {
            return new DbConfig("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1", "sa", "", 5);
        }
        EmbeddedPostgres pg = postgres();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("could not create test database", e);
        }
        return new DbConfig(pg.getJdbcUrl("postgres", name), "postgres", "", 5);
    }

    private static synchronized EmbeddedPostgres postgres() {
        if (postgres == null) {
            try {
                postgres = EmbeddedPostgres.builder().start();
            } catch (IOException e) {
                throw new UncheckedIOException("could not start the embedded PostgreSQL", e);
            }
            EmbeddedPostgres started = postgres;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    started.close();
                } catch (IOException ignored) {
                    // the JVM is ending; the data directory is temporary anyway
                }
            }));
        }
        return postgres;
    }
}
