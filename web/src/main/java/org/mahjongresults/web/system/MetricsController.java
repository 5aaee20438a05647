package org.mahjongresults.web.system;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * {@code /metrics} for a monitoring system: answered to a request from this machine that no proxy forwarded, and
 * to one that carries the configured token ({@code Authorization: Bearer <METRICS_TOKEN>}); everyone else is
 * refused. A reverse proxy on this machine connects from loopback too, so a forwarded request needs the token.
 */
public final class MetricsController {

    private final Metrics metrics;
    private final byte[] token;

    public MetricsController(Metrics metrics, String token) {
        this.metrics = metrics;
        this.token = token == null ? null : ("Bearer " + token).getBytes(StandardCharsets.UTF_8);
    }

    public void metrics(Context ctx) {
        if (!allowed(ctx)) {
            throw new ForbiddenResponse();
        }
        ctx.header("Cache-Control", "no-store");
        ctx.contentType("text/plain; version=0.0.4; charset=utf-8").result(metrics.scrape());
    }

    private boolean allowed(Context ctx) {
        String authorization = ctx.header("Authorization");
        if (token != null && authorization != null
                && MessageDigest.isEqual(token, authorization.getBytes(StandardCharsets.UTF_8))) {
            return true;
        }
        boolean forwarded = ctx.header("X-Forwarded-For") != null || ctx.header("Forwarded") != null
                || ctx.header("X-Real-IP") != null;
        return !forwarded && loopback(ctx.req().getRemoteAddr());
    }

    private static boolean loopback(String address) {
        try {
            return address != null && InetAddress.getByName(address).isLoopbackAddress();
        } catch (UnknownHostException e) {
            return false;
        }
    }
}
