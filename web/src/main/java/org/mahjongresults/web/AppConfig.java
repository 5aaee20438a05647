package org.mahjongresults.web;

import java.util.Map;

/**
 * Settings of the running website, from the environment.
 *
 * @param port           HTTP port ({@code PORT}, default 7070; 0 picks a free one, as tests do)
 * @param secureCookies  mark cookies Secure, when the site is served over HTTPS ({@code SECURE_COOKIES=true})
 * @param cacheTemplates parse templates once ({@code TEMPLATE_CACHE}, default true)
 * @param demo           load the demo tournament into an empty database ({@code DEMO}, default true)
 * @param adminPassword  the first administrator's password, if given ({@code ADMIN_PASSWORD}); otherwise a
 *                       one-time setup link is printed to the log
 * @param sessionIdleMinutes a signed-in session ends after this long without a request
 *                       ({@code SESSION_IDLE_MINUTES}, default 480: a tournament day)
 * @param trustedProxies the reverse proxies whose {@code X-Forwarded-For} names the client ({@code TRUSTED_PROXIES},
 *                       comma-separated addresses; default none)
 * @param publicUrl      the address phones and printed QR codes reach the site at ({@code PUBLIC_URL}, such as
 *                       {@code https://results.example.org}); null to let an administrator set it on the admin page
 * @param metricsToken   a bearer token that may read {@code /metrics} from other machines ({@code METRICS_TOKEN});
 *                       null: loopback only
 * @param backup         automatic backups ({@code BACKUP_DIR}, {@code BACKUP_EVERY_MINUTES}, {@code BACKUP_KEEP})
 * @param cacheInFront   a cache (nginx {@code proxy_cache}, a CDN) stands in front ({@code CACHE_IN_FRONT=true}, issue
 *                       39): spectators' pages are shared for a second, and open pages poll a version document
 */
public record AppConfig(int port, boolean secureCookies, boolean cacheTemplates, boolean demo,
                        String adminPassword, int sessionIdleMinutes, java.util.Set<String> trustedProxies,
                        String publicUrl, String metricsToken, Backups backup, boolean cacheInFront) {

    /** Automatic backups: every {@code everyMinutes} into {@code directory}, keeping the newest {@code keep}. */
    public record Backups(String directory, int everyMinutes, int keep) {

        public static final Backups NONE = new Backups(null, 0, 0);

        public boolean enabled() {
            return directory != null && !directory.isBlank() && everyMinutes > 0;
        }
    }

    /** The settings before the public address, the metrics token and backups existed. */
    public AppConfig(int port, boolean secureCookies, boolean cacheTemplates, boolean demo, String adminPassword,
                     int sessionIdleMinutes, java.util.Set<String> trustedProxies) {
        this(port, secureCookies, cacheTemplates, demo, adminPassword, sessionIdleMinutes, trustedProxies, null, null,
                Backups.NONE, false);
    }

    public static AppConfig fromEnvironment(Map<String, String> env) {
        return new AppConfig(
                Integer.parseInt(env.getOrDefault("PORT", "7070")),
                Boolean.parseBoolean(env.getOrDefault("SECURE_COOKIES", "false")),
                Boolean.parseBoolean(env.getOrDefault("TEMPLATE_CACHE", "true")),
                !env.getOrDefault("DEMO", "true").equalsIgnoreCase("false")
                        && !env.getOrDefault("DEMO", "on").equalsIgnoreCase("off"),
                env.get("ADMIN_PASSWORD"),
                Integer.parseInt(env.getOrDefault("SESSION_IDLE_MINUTES", "480")),
                org.mahjongresults.web.auth.ClientAddress.parse(env.get("TRUSTED_PROXIES")),
                blankToNull(env.get("PUBLIC_URL")),
                blankToNull(env.get("METRICS_TOKEN")),
                new Backups(blankToNull(env.get("BACKUP_DIR")),
                        Integer.parseInt(env.getOrDefault("BACKUP_EVERY_MINUTES", "0")),
                        Integer.parseInt(env.getOrDefault("BACKUP_KEEP", "12"))),
                Boolean.parseBoolean(env.getOrDefault("CACHE_IN_FRONT", "false")));
    }

    /** The same settings with the public address {@code url}. */
    public AppConfig withPublicUrl(String url) {
        return new AppConfig(port, secureCookies, cacheTemplates, demo, adminPassword, sessionIdleMinutes,
                trustedProxies, url, metricsToken, backup, cacheInFront);
    }

    /** The same settings with the metrics token {@code token}. */
    public AppConfig withMetricsToken(String token) {
        return new AppConfig(port, secureCookies, cacheTemplates, demo, adminPassword, sessionIdleMinutes,
                trustedProxies, publicUrl, token, backup, cacheInFront);
    }

    /** The same settings with a cache in front or not. */
    public AppConfig withCacheInFront(boolean inFront) {
        return new AppConfig(port, secureCookies, cacheTemplates, demo, adminPassword, sessionIdleMinutes,
                trustedProxies, publicUrl, metricsToken, backup, inFront);
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s.trim();
    }
}
