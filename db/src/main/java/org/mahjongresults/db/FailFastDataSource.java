package org.mahjongresults.db;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * The pool, with a memory of the database not answering (issue 30). When a request has waited the pool's whole
 * connection timeout in vain, a probe asks the database directly, past the pool (a busy pool is not a dead
 * database): if it does not answer either, the database is known not to answer and every later request is told so at
 * once instead of waiting its own timeout in the same queue, so ten requests at once fail as fast as one. The probe
 * asks again every {@link #PROBE_EVERY} and lifts the state as soon as the database answers.
 */
final class FailFastDataSource implements DataSource {

    static final Duration PROBE_EVERY = Duration.ofMillis(500);

    private final DataSource pool;
    private final BooleanSupplier answers;
    private final ExecutorService probes;
    private final AtomicBoolean down = new AtomicBoolean();
    private final AtomicBoolean probing = new AtomicBoolean();

    /**
     * {@code answers}: whether the database answers now, asked past the pool within a bounded time;
     * {@code probes}: where the background probe runs.
     */
    FailFastDataSource(DataSource pool, BooleanSupplier answers, ExecutorService probes) {
        this.pool = pool;
        this.answers = answers;
        this.probes = probes;
    }

    /** True while the database is known not to answer. */
    boolean knownDown() {
        return down.get();
    }

    @Override
    public Connection getConnection() throws SQLException {
        if (down.get()) {
            throw new SQLTransientConnectionException("the database does not answer (the pool's probe says so)",
                    "08001");
        }
        try {
            return pool.getConnection();
        } catch (SQLTransientConnectionException timedOut) {
            markDown();
            throw timedOut;
        }
    }

    private void markDown() {
        if (!probing.compareAndSet(false, true)) {
            return;
        }
        try {
            probes.execute(this::probeUntilItAnswers);
        } catch (RejectedExecutionException closed) {
            probing.set(false); // shutting down: nothing will probe
        }
    }

    private void probeUntilItAnswers() {
        try {
            while (!Thread.currentThread().isInterrupted()) {
                if (answers.getAsBoolean()) {
                    down.set(false);
                    return;
                }
                down.set(true);
                Thread.sleep(PROBE_EVERY.toMillis());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            probing.set(false);
        }
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return getConnection();
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return pool.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        pool.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        pool.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return pool.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return pool.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return type.isInstance(this) ? type.cast(this) : pool.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return type.isInstance(this) || pool.isWrapperFor(type);
    }
}
