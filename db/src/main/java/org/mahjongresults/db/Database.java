package org.mahjongresults.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import static org.mahjongresults.db.jooq.Tables.STARTUP_LOCK;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.conf.RenderQuotedNames;
import org.jooq.conf.Settings;
import org.jooq.impl.DSL;

/**
 * The connection pool, migrated by Flyway on open, and a jOOQ context over it. One per application; passed to
 * whoever needs it, never held in a static.
 */
public final class Database implements AutoCloseable {

    private final HikariDataSource dataSource;
    private final DSLContext dsl;
    private final SQLDialect dialect;
    private final ExecutorService healthChecks = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "database-health-check");
        t.setDaemon(true);
        return t;
    });
    private volatile CompletableFuture<Boolean> healthCheck;
    private final String url;

    private Database(HikariDataSource dataSource, SQLDialect dialect, String url) {
        this.dataSource = dataSource;
        this.url = url;
        this.dialect = dialect;
        // The generated names are lower case; quoting them keeps H2 (upper-case folding) and PostgreSQL alike.
        Settings settings = new Settings()
                .withRenderQuotedNames(RenderQuotedNames.EXPLICIT_DEFAULT_UNQUOTED)
                .withExecuteLogging(false);
        this.dsl = DSL.using(dataSource, dialect, settings);
    }

    /** Opens the pool and brings the schema up to date. */
    public static Database open(DbConfig config) {
        HikariConfig hikari = new HikariConfig();
        hikari.setJdbcUrl(config.url());
        hikari.setUsername(config.user());
        hikari.setPassword(config.password());
        hikari.setMaximumPoolSize(config.poolSize());
        hikari.setPoolName("mahjong");
        hikari.setConnectionTimeout(config.connectionTimeout().toMillis());
        // A pooled connection is checked before use when idle; a dead server must not hold that check for 5 s.
        hikari.setValidationTimeout(Math.max(250, Math.min(1_000, config.connectionTimeout().toMillis())));
        HikariDataSource ds = new HikariDataSource(hikari);
        try {
            Flyway.configure()
                    .dataSource(ds)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
        } catch (RuntimeException e) {
            ds.close();
            throw e;
        }
        return new Database(ds, config.isPostgres() ? SQLDialect.POSTGRES : SQLDialect.H2, config.url());
    }

    /** The JDBC address the database was opened at (backups need to know whether it is an H2 file). */
    public String url() {
        return url;
    }

    public DSLContext dsl() {
        return dsl;
    }

    public SQLDialect dialect() {
        return dialect;
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /** Runs the work in one transaction: all of it is written, or none. */
    public <T> T transaction(Function<DSLContext, T> work) {
        return dsl.transactionResult(cfg -> work.apply(DSL.using(cfg)));
    }

    /**
     * Runs {@code work} while holding the database's startup lock (a row lock, V12), so that servers starting
     * together on one database load the demo and create the first administrator one after the other; the others
     * then find the work done. The lock is released when the work ends, or by the database if the server dies.
     */
    public void underStartupLock(Runnable work) {
        try (Connection c = dataSource.getConnection()) {
            c.setAutoCommit(false);
            DSLContext locked = DSL.using(c, dialect, dsl.settings());
            if (dialect == SQLDialect.H2) {
                // H2 gives up waiting for a row lock after 1 s by default; a demo load takes longer.
                locked.execute("SET LOCK_TIMEOUT 600000");
            }
            try {
                locked.select(STARTUP_LOCK.ID)
                        .from(STARTUP_LOCK)
                        .where(STARTUP_LOCK.ID.eq(1))
                        .forUpdate()
                        .fetch();
                work.run();
            } finally {
                c.rollback();
                c.setAutoCommit(true);
                dataSource.evictConnection(c); // not back into the pool with a changed lock timeout
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not take the startup lock", e);
        }
    }

    /** True when the database answers; for the health endpoint. */
    public boolean isHealthy() {
        try {
            return dsl.selectOne().fetchOne(0, Integer.class) == 1;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Whether the database answers within {@code within}. A database that does not answer at all (a dead host, an
     * exhausted pool) would otherwise hold the caller for the pool's whole connection timeout; one check runs at a
     * time, and callers while it runs share its answer.
     */
    public boolean isHealthy(Duration within) {
        CompletableFuture<Boolean> running = healthCheck;
        if (running == null || running.isDone()) {
            synchronized (this) {
                running = healthCheck;
                if (running == null || running.isDone()) {
                    try {
                        running = CompletableFuture.supplyAsync(this::isHealthy, healthChecks);
                    } catch (RejectedExecutionException closed) {
                        return false;
                    }
                    healthCheck = running;
                }
            }
        }
        try {
            return running.get(within.toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException | ExecutionException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() {
        healthChecks.shutdownNow();
        dataSource.close();
    }
}
