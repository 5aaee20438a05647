package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The address of the client a request came from, for login throttling and the audit log. Behind a reverse proxy
 * every request comes from the proxy: when the connection comes from a trusted proxy ({@code TRUSTED_PROXIES}, a
 * comma-separated list of addresses), the client is the last address of {@code X-Forwarded-For} that is not itself
 * a trusted proxy. From anyone else the header is ignored: a client could write anything in it.
 */
public final class ClientAddress {

    private static final String ATTRIBUTE = ClientAddress.class.getName();

    private final Set<String> trustedProxies;

    public ClientAddress(Set<String> trustedProxies) {
        this.trustedProxies = Set.copyOf(trustedProxies);
    }

    /** Parses {@code TRUSTED_PROXIES}: addresses separated by commas or spaces; blank for none. */
    public static Set<String> parse(String setting) {
        if (setting == null || setting.isBlank()) {
            return Set.of();
        }
        return Arrays.stream(setting.split("[,\\s]+")).map(String::trim).filter(s -> !s.isEmpty())
                .collect(Collectors.toUnmodifiableSet());
    }

    /** Works out the request's client address once, before its handler (see {@link #of}). */
    public void resolve(Context ctx) {
        ctx.attribute(ATTRIBUTE, clientOf(ctx.ip(), ctx.header("X-Forwarded-For")));
    }

    String clientOf(String peer, String forwardedFor) {
        if (!trustedProxies.contains(peer) || forwardedFor == null || forwardedFor.isBlank()) {
            return peer;
        }
        List<String> hops = Arrays.stream(forwardedFor.split(",")).map(String::trim).toList();
        for (int i = hops.size() - 1; i >= 0; i--) {
            String hop = hops.get(i);
            if (!plausible(hop)) {
                return peer;
            }
            if (!trustedProxies.contains(hop)) {
                return hop;
            }
        }
        return peer;
    }

    /** An IPv4 or IPv6 address as proxies write it; anything else means the header cannot be used. */
    private static boolean plausible(String hop) {
        return !hop.isEmpty() && hop.length() <= 45 && hop.chars().allMatch(c -> Character.digit(c, 16) >= 0
                || c == '.' || c == ':');
    }

    /** The request's client address: resolved by {@link #resolve}, else the connection's. */
    public static String of(Context ctx) {
        String resolved = ctx.attribute(ATTRIBUTE);
        return resolved != null ? resolved : ctx.ip();
    }
}
