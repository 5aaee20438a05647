package org.mahjongresults.db;

import java.util.Map;

/**
 * Where the database is. The default is an embedded H2 file database under {@code ./data/}; a
 * {@code jdbc:postgresql:} URL selects PostgreSQL.
 */
public record DbConfig(String url, String user, String password, int poolSize, java.time.Duration connectionTimeout) {

    /**
     * How long a request waits for a connection before it is told the database does not answer: a page must
     * answer within 2 s while the database is down, not after HikariCP's default 30 s.
     */
    public static final java.time.Duration CONNECTION_TIMEOUT = java.time.Duration.ofMillis(1_500);

    public DbConfig(String url, String user, String password, int poolSize) {
        this(url, user, password, poolSize, CONNECTION_TIMEOUT);
    }

    /**
     * {@code WRITE_DELAY=0}: H2 writes every commit to its file before the commit returns, so a write the website
     * has acknowledged survives the process being killed (H2's default keeps up to 500 ms of commits in memory).
     */
    public static final String DEFAULT_URL = "jdbc:h2:file:./data/mahjong;AUTO_SERVER=FALSE;WRITE_DELAY=0";

    /** Reads {@code DB_URL}, {@code DB_USER}, {@code DB_PASSWORD}, {@code DB_POOL_SIZE} with sensible defaults. */
    public static DbConfig fromEnvironment(Map<String, String> env) {
        String url = durable(env.getOrDefault("DB_URL", DEFAULT_URL));
        String user = env.getOrDefault("DB_USER", url.startsWith("jdbc:h2:") ? "sa" : "");
        String password = env.getOrDefault("DB_PASSWORD", "");
        int pool = Integer.parseInt(env.getOrDefault("DB_POOL_SIZE", "10"));
        return new DbConfig(url, user, password, pool);
    }

    /** An H2 file URL without its own write delay gets {@code WRITE_DELAY=0} (see {@link #DEFAULT_URL}). */
    static String durable(String url) {
        if (url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:")
                && !url.toUpperCase(java.util.Locale.ROOT).contains("WRITE_DELAY")) {
            return url + ";WRITE_DELAY=0";
        }
        return url;
    }

    public boolean isPostgres() {
        return url.startsWith("jdbc:postgresql:");
    }
}
