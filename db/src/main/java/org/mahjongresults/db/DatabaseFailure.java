package org.mahjongresults.db;

import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;

/**
 * What a failed request's exception says about the database, for the web module's error pages (which know no JDBC):
 * the database does not answer (not the server's fault: 503), or it refused text it cannot store (the user's: 422).
 */
public enum DatabaseFailure {
    /** No connection: SQL state class 08, or the pool gave up waiting for one (HikariCP's timeout has no state). */
    UNAVAILABLE,
    /**
     * The database's disk is full (issue 30): PostgreSQL's 53100, or the operating system's "No space left on
     * device" under H2. Nothing was written; it clears by itself when space is freed.
     */
    DISK_FULL,
    /** Text the database cannot store, such as a NUL byte in PostgreSQL (22021, 22P05). */
    UNSTORABLE_TEXT,
    /** Anything else, or no database failure at all. */
    OTHER;

    /** The failure behind {@code e}, from the first SQL exception among its causes. */
    public static DatabaseFailure of(Throwable e) {
        if (isDiskFull(e)) {
            return DISK_FULL;
        }
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLTransientConnectionException) {
                return UNAVAILABLE;
            }
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                String state = sql.getSQLState();
                if (state.startsWith("08")) {
                    return UNAVAILABLE;
                }
                if (state.equals("22021") || state.equals("22P05")) {
                    return UNSTORABLE_TEXT;
                }
                return OTHER;
            }
        }
        return OTHER;
    }

    /** The operating system's words for a full disk, in every language H2 and the JVM pass them on in. */
    private static final String NO_SPACE = "No space left on device";

    private static boolean isDiskFull(Throwable e) {
        int depth = 0;
        for (Throwable t = e; t != null && depth < 20; t = t.getCause() == t ? null : t.getCause(), depth++) {
            if (t instanceof SQLException sql && "53100".equals(sql.getSQLState())) {
                return true;
            }
            if (t.getMessage() != null && t.getMessage().contains(NO_SPACE)) {
                return true;
            }
            for (Throwable s : t.getSuppressed()) {
                if (s.getMessage() != null && s.getMessage().contains(NO_SPACE)) {
                    return true;
                }
            }
        }
        return false;
    }
}
