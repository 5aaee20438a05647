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
 * The build runs every test class once with each, except the classes marked {@link NoDatabase} (H2 run only), so
 * the same tests prove both; a class so marked is refused a database ({@link TestDatabaseGuard}).
 */
public final class TestDatabase {

    private static EmbeddedPostgres postgres;
    private static String template;

    private TestDatabase() {
    }

    public static String kind() {
        TestDatabaseGuard.requireDatabaseAllowed();
        return System.getProperty("test.db", "h2");
    }

    /** A new empty database with the schema migrated. Close it when done. */
    public static Database fresh() {
        return Database.open(freshConfig());
    }

    /**
     * The configuration of a new database for a test, e.g. for an application start. On PostgreSQL it is a copy of a
     * template migrated once per JVM ({@code CREATE DATABASE ... TEMPLATE}: a file copy, where Flyway takes a
     * second per database), so opening it finds the schema up to date; on H2 it is empty and migrated when opened.
     * A test of the migration itself takes {@link #emptyConfig()}.
     */
    public static DbConfig freshConfig() {
        if (!kind().equals("postgres")) {
            return emptyConfig();
        }
        return postgresConfig(createPostgres(migratedTemplate()));
    }

    /** The configuration of a new empty database, not yet migrated (e.g. servers racing to migrate it). */
    public static DbConfig emptyConfig() {
        if (!kind().equals("postgres")) {
            return new DbConfig("jdbc:h2:mem:" + uniqueName() + ";DB_CLOSE_DELAY=-1", "sa", "", 5);
        }
        return postgresConfig(createPostgres(null));
    }

    private static DbConfig postgresConfig(String name) {
        return new DbConfig(postgres().getJdbcUrl("postgres", name), "postgres", "", 5);
    }

    private static String uniqueName() {
        return "t" + UUID.randomUUID().toString().replace("-", "");
    }

    /** Creates a database, as a copy of {@code template} if given; one at a time (a template is copied alone). */
    private static synchronized String createPostgres(String template) {
        EmbeddedPostgres pg = postgres();
        String name = uniqueName();
        try (Connection c = pg.getPostgresDatabase().getConnection(); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + name + (template == null ? "" : " TEMPLATE " + template));
        } catch (SQLException e) {
            throw new IllegalStateException("could not create test database", e);
        }
        return name;
    }

    /** The template's name, migrated by Flyway on first use; no connection to it stays open (a copy needs that). */
    private static synchronized String migratedTemplate() {
        if (template == null) {
            String name = createPostgres(null);
            Database.open(postgresConfig(name)).close();
            template = name;
        }
        return template;
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
