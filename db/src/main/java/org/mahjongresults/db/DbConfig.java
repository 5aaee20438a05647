package org.mahjongresults.db;

import java.util.Map;

/**
 * Where the database is. The default is an embedded H2 file database under {@code ./data/}; a
 * {@code jdbc:postgresql:} URL selects PostgreSQL.
 */
public record DbConfig(String url, String user, String password, int poolSize) {

    public static final String DEFAULT_URL = "jdbc:h2:file:./data/mahjong;AUTO_SERVER=FALSE";

    /** Reads {@code DB_URL}, {@code DB_USER}, {@code DB_PASSWORD}, {@code DB_POOL_SIZE} with sensible defaults. */
    public static DbConfig fromEnvironment(Map<String, String> env) {
        String url = env.getOrDefault("DB_URL", DEFAULT_URL);
        String user = env.getOrDefault("DB_USER", url.startsWith("jdbc:h2:") ? "sa" : "");
        String password = env.getOrDefault("DB_PASSWORD", "");
        int pool = Integer.parseInt(env.getOrDefault("DB_POOL_SIZE", "10"));
        return new DbConfig(url, user, password, pool);
    }

    public boolean isPostgres() {
        return url.startsWith("jdbc:postgresql:");
    }
}
