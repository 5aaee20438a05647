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
 * The pool, with a memory of the database not answering (issue 30). Once a request has waited the pool's whole
 * connection timeout in vain, the database is known not to answer: every later request is told so at once instead
 * of waiting its own timeout in the same queue, so ten requests at once fail as fast as one. A probe in the
 * background asks the database every {@link #PROBE_EVERY} and lifts the state as soon as it answers again.
 */
final class FailFastDataSource implements DataSource {

    static final Duration PROBE_EVERY = Duration.ofMillis(500);

    private final DataSource pool;
    private final BooleanSupplier answers;
    private final ExecutorService probes;
    private final AtomicBoolean down = new AtomicBoolean();

    /**
     * {@code answers}: whether the database answers now, asked of the pool itself within a bounded time;
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
        if (!down.compareAndSet(false, true)) {
            return;
        }
        try {
            probes.execute(this::probeUntilItAnswers);
        } catch (RejectedExecutionException closed) {
            down.set(false); // shutting down: nothing will probe, so do not keep anyone out
        }
    }

    private void probeUntilItAnswers() {
        while (down.get() && !Thread.currentThread().isInterrupted()) {
            try {
                Thread.sleep(PROBE_EVERY.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
            if (answers.getAsBoolean()) {
                down.set(false);
            }
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
