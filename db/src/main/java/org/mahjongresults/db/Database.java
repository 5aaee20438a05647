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
    private final ExecutorService probes = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "database-probe");
        t.setDaemon(true);
        return t;
    });
    /** What every query goes through: fails at once while the database is known not to answer. */
    private final FailFastDataSource guarded;

    private final DbConfig config;
    /** The directory of an H2 file database (whose free space says whether it can write), else null. */
    private final java.nio.file.Path fileDirectory;
    /** When a write last failed on a full disk (System.nanoTime), or 0. */
    private volatile long diskFullAt;

    /** Below this much free space on an H2 database's volume, the disk counts as full. */
    static final long MIN_FREE_BYTES = 1024 * 1024;
    /** Without a volume to look at (PostgreSQL), a full disk is believed for this long after a write failed on it. */
    static final Duration DISK_FULL_MEMORY = Duration.ofSeconds(10);

    private Database(HikariDataSource dataSource, SQLDialect dialect, java.nio.file.Path fileDirectory,
                     DbConfig config) {
        this.config = config;
        this.fileDirectory = fileDirectory;
        this.dataSource = dataSource;
        this.dialect = dialect;
        this.guarded = new FailFastDataSource(dataSource, this::answersDirectly, probes);
        // The generated names are lower case; quoting them keeps H2 (upper-case folding) and PostgreSQL alike.
        Settings settings = new Settings()
                .withRenderQuotedNames(RenderQuotedNames.EXPLICIT_DEFAULT_UNQUOTED)
                .withExecuteLogging(false);
        this.dsl = DSL.using(guarded, dialect, settings);
    }

    /** HikariCP's setting of how recently used a connection may be to skip its validation, read per pool. */
    private static final String ALIVE_BYPASS_WINDOW = "com.zaxxer.hikari.aliveBypassWindowMs";

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
        if (config.isPostgres() && !config.url().contains("socketTimeout")) {
            // A query on a server that stopped answering (issue 30: SIGSTOP) would wait for ever without this; no
            // query of this website takes anywhere near so long.
            hikari.addDataSourceProperty("socketTimeout", "30");
        }
        // Every connection is validated when it is taken from the pool, however recently it was used (HikariCP
        // skips that within half a second): a connection to a database that has just stopped answering is then
        // noticed within the validation timeout instead of hanging its request's query (issue 30).
        if (System.getProperty(ALIVE_BYPASS_WINDOW) == null) {
            System.setProperty(ALIVE_BYPASS_WINDOW, "0");
        }
        HikariDataSource ds = new HikariDataSource(hikari);
        try {
            // One server migrates at a time, the others then find the schema up to date (issue 36).
            MigrationLock.around(config, () -> Flyway.configure()
                    .dataSource(ds)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate());
            if (!config.isPostgres()) {
                H2Identities.realign(ds);
            }
        } catch (java.sql.SQLException e) {
            ds.close();
            throw new IllegalStateException("could not check the database's identity columns", e);
        } catch (RuntimeException e) {
            ds.close();
            throw e;
        }
        return new Database(ds, config.isPostgres() ? SQLDialect.POSTGRES : SQLDialect.H2,
                h2FileDirectory(config.url()), config);
    }

    /** The JDBC address the database was opened at (backups need to know whether it is an H2 file). */
    public String url() {
        return config.url();
    }

    public DSLContext dsl() {
        return dsl;
    }

    /** How many connections the pool holds: what a queue of its own may take half of. */
    public int poolSize() {
        return dataSource.getMaximumPoolSize();
    }

    public SQLDialect dialect() {
        return dialect;
    }

    public DataSource dataSource() {
        return guarded;
    }

    /**
     * Has the connection pool report its meters (connections active, idle, pending; acquire and usage times) to a
     * metrics registry: HikariCP takes a Micrometer {@code MeterRegistry} as a plain object, so this module needs no
     * metrics library, and the web module never touches the pool itself. A pool already reporting is left as it is.
     */
    public void reportPoolMetricsTo(Object meterRegistry) {
        if (dataSource.getMetricRegistry() == null && dataSource.getMetricsTrackerFactory() == null) {
            dataSource.setMetricRegistry(meterRegistry);
        }
    }

    /** True while the database is known not to answer: requests are told so at once (see FailFastDataSource). */
    public boolean knownDown() {
        return guarded.knownDown();
    }

    /**
     * Asked past the pool (a pool busy with slow requests is not a dead database): a connection of its own, opened
     * and validated within about a second each.
     */
    private boolean answersDirectly() {
        java.util.Properties props = new java.util.Properties();
        props.setProperty("user", config.user());
        props.setProperty("password", config.password());
        if (config.isPostgres()) {
            props.setProperty("connectTimeout", "1");
            props.setProperty("loginTimeout", "1");
            props.setProperty("socketTimeout", "2");
        }
        try (Connection c = java.sql.DriverManager.getDriver(config.url()).connect(config.url(), props)) {
            return c != null && c.isValid(1);
        } catch (SQLException | RuntimeException e) {
            return false;
        }
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
                takeStartupLock(c, locked);
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

    /**
     * Takes the startup lock's row. On PostgreSQL the wait goes in turns of 2 s ({@code lock_timeout}), for up to 10
     * minutes: one wait as long as another server's demo load would be cut by the pool's socket timeout (30 s, or what
     * the URL sets) on a busy machine (issue 36: "could not take the startup lock" in {@code StartupRaceRouteTest}).
     */
    private void takeStartupLock(Connection c, DSLContext locked) throws SQLException {
        long deadline = System.nanoTime() + java.time.Duration.ofMinutes(10).toNanos();
        while (true) {
            try {
                if (dialect == SQLDialect.POSTGRES) {
                    locked.execute("SET LOCAL lock_timeout = '2s'");
                }
                locked.select(STARTUP_LOCK.ID)
                        .from(STARTUP_LOCK)
                        .where(STARTUP_LOCK.ID.eq(1))
                        .forUpdate()
                        .fetch();
                return;
            } catch (org.jooq.exception.DataAccessException e) {
                // 55P03 lock_not_available: this turn's wait ran out; the transaction is aborted, so start another.
                if (!"55P03".equals(e.sqlState()) || System.nanoTime() > deadline) {
                    throw e;
                }
                c.rollback();
            }
        }
    }

    /** The directory an H2 file URL keeps its database in; null for memory, servers and PostgreSQL. */
    static java.nio.file.Path h2FileDirectory(String url) {
        String rest;
        if (url.startsWith("jdbc:h2:file:")) {
            rest = url.substring("jdbc:h2:file:".length());
        } else if (url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:") && !url.startsWith("jdbc:h2:tcp:")
                && !url.startsWith("jdbc:h2:ssl:") && !url.startsWith("jdbc:h2:zip:")) {
            rest = url.substring("jdbc:h2:".length());
        } else {
            return null;
        }
        String file = rest.split(";", 2)[0];
        if (file.startsWith("~")) {
            file = System.getProperty("user.home") + file.substring(1);
        }
        java.nio.file.Path parent = java.nio.file.Path.of(file).toAbsolutePath().getParent();
        return parent;
    }

    /**
     * Whether the database's disk is full (issue 30): for H2, its volume has less than {@link #MIN_FREE_BYTES}
     * free; for PostgreSQL, a write failed on a full disk within {@link #DISK_FULL_MEMORY}. When space is back, the
     * pool's connections are renewed, since H2 closes a database whose write failed.
     */
    public boolean diskFull() {
        if (fileDirectory != null) {
            long free = fileDirectory.toFile().getUsableSpace();
            if (free > 0 && free < MIN_FREE_BYTES || free == 0 && fileDirectory.toFile().isDirectory()) {
                return true;
            }
            if (diskFullAt != 0) {
                diskFullAt = 0;
                evictAll();
            }
            return false;
        }
        return diskFullAt != 0 && System.nanoTime() - diskFullAt < DISK_FULL_MEMORY.toNanos();
    }

    /** A write failed because the disk is full: remembered, and the pool's connections renewed when they return. */
    public void diskFullSeen() {
        diskFullAt = System.nanoTime();
        evictAll();
    }

    /**
     * An unexpected failure: if it says the database was closed under the pool (H2 closes itself after a failed
     * write), the pool's connections are renewed, so that the next request opens it again instead of failing.
     */
    public void failedOddly(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException sql && (sql.getErrorCode() == 90098 || sql.getErrorCode() == 90121)) {
                evictAll();
                return;
            }
        }
    }

    /** Every pooled connection is replaced: idle ones now, busy ones when they come back. */
    private void evictAll() {
        var pool = dataSource.getHikariPoolMXBean();
        if (pool != null) {
            pool.softEvictConnections();
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
        probes.shutdownNow();
        dataSource.close();
    }
}
