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
 */
public record AppConfig(int port, boolean secureCookies, boolean cacheTemplates, boolean demo,
                        String adminPassword, int sessionIdleMinutes, java.util.Set<String> trustedProxies) {

    public static AppConfig fromEnvironment(Map<String, String> env) {
        return new AppConfig(
                Integer.parseInt(env.getOrDefault("PORT", "7070")),
                Boolean.parseBoolean(env.getOrDefault("SECURE_COOKIES", "false")),
                Boolean.parseBoolean(env.getOrDefault("TEMPLATE_CACHE", "true")),
                !env.getOrDefault("DEMO", "true").equalsIgnoreCase("false")
                        && !env.getOrDefault("DEMO", "on").equalsIgnoreCase("off"),
                env.get("ADMIN_PASSWORD"),
                Integer.parseInt(env.getOrDefault("SESSION_IDLE_MINUTES", "480")),
                org.mahjongresults.web.auth.ClientAddress.parse(env.get("TRUSTED_PROXIES")));
    }

    /** For tests: a free port, no demo, no administrator password. */
    public static AppConfig forTests() {
        return new AppConfig(0, false, true, false, null, 480, java.util.Set.of());
    }
}
