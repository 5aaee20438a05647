package org.mahjongresults.db.testing;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
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
    private static Path h2Script;

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
     * The configuration of a new database for a test, e.g. for an application start. It is a copy of a template
     * migrated once per JVM, so opening it finds the schema up to date and Flyway only validates it: on PostgreSQL
     * by {@code CREATE DATABASE ... TEMPLATE} (a file copy, where Flyway takes a second per database), on H2 by
     * running the template's script ({@code SCRIPT} / {@code RUNSCRIPT}) into a new in-memory database.
     * A test of the migration itself takes {@link #emptyConfig()}.
     */
    public static DbConfig freshConfig() {
        if (!kind().equals("postgres")) {
            return h2Copy();
        }
        return postgresConfig(createPostgres(migratedTemplate()));
    }

    /** A new in-memory H2 database holding what the template's script holds: the migrated schema. */
    private static DbConfig h2Copy() {
        DbConfig config = emptyConfig();
        try (Connection c = DriverManager.getConnection(config.url(), config.user(), config.password());
             Statement s = c.createStatement()) {
            s.execute("RUNSCRIPT FROM '" + h2TemplateScript() + "'");
        } catch (SQLException e) {
            throw new IllegalStateException("could not copy the H2 test template", e);
        }
        return config;
    }

    /** The script of an H2 database migrated by Flyway, written once per JVM into a temporary file. */
    private static synchronized Path h2TemplateScript() {
        if (h2Script == null) {
            DbConfig config = emptyConfig();
            try {
                Path file = Files.createTempFile("h2-test-template", ".sql");
                file.toFile().deleteOnExit();
                Database.open(config).close();
                try (Connection c = DriverManager.getConnection(config.url(), config.user(), config.password());
                     Statement s = c.createStatement()) {
                    s.execute("SCRIPT TO '" + file + "'");
                    s.execute("SHUTDOWN"); // the template itself is not needed any more
                }
                h2Script = file;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (SQLException e) {
                throw new IllegalStateException("could not write the H2 test template", e);
            }
        }
        return h2Script;
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
