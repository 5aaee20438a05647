package org.mahjongresults.web.system;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.Duration;
import java.util.Map;
import org.mahjongresults.db.Database;
import org.mahjongresults.web.auth.AccessGuard;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Health for load balancers, and the 404 and error pages in the common layout. */
public final class SystemController {

    private static final Logger LOG = LoggerFactory.getLogger(SystemController.class);

    private final Database db;

    public SystemController(Database db) {
        this.db = db;
    }

    /** How long /health waits for the database: a load balancer must hear "down" quickly. */
    static final Duration HEALTH_TIMEOUT = Duration.ofMillis(1_500);

    /** {@code GET /health}: 200 with {"status":"UP"} while the database answers, 503 otherwise, within 2 s. */
    public void health(Context ctx) {
        boolean up = db.isHealthy(HEALTH_TIMEOUT);
        String state = up ? "UP" : "DOWN";
        ctx.status(up ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
                .json(new Health(state, state));
    }

    /** The body of {@code /health}: the website's state and its database's. */
    record Health(String status, String database) {
    }

    public void notFound(Context ctx) {
        if (wantsJson(ctx)) {
            ctx.contentType("application/json").result("{\"error\":\"not found\"}");
            return;
        }
        ctx.render("error/404", Map.of("page", new ErrorPage(ctx.path())));
    }

    /** Refused by the access guard: a missing or stale CSRF token, or a role the user does not hold. */
    public void forbidden(Context ctx) {
        AccessGuard.Denial why = ctx.attribute(AccessGuard.DENIAL);
        if (wantsJson(ctx)) {
            ctx.contentType("application/json").result("{\"error\":\"forbidden\"}");
            return;
        }
        ctx.render("error/403", Map.of("page", new ForbiddenPage(why == AccessGuard.Denial.CSRF)));
    }

    /** The model of the 403 page: whether the cause was an expired form (CSRF) rather than a missing role. */
    public record ForbiddenPage(boolean expiredForm) {
    }

    /** Anything unexpected: logged with its stack trace, shown to the user as a plain apology, never the trace. */
    public void serverError(Exception e, Context ctx) {
        LOG.error("unhandled error on {} {}", ctx.method(), ctx.path(), e);
        ctx.status(HttpStatus.INTERNAL_SERVER_ERROR);
        if (wantsJson(ctx)) {
            ctx.contentType("application/json").result("{\"error\":\"server error\"}");
            return;
        }
        try {
            ctx.render("error/500", Map.of("page", new ErrorPage(ctx.path())));
        } catch (RuntimeException renderFailure) {
            LOG.error("the error page failed too", renderFailure);
            ctx.contentType("text/plain").result("500");
        }
    }

    private static boolean wantsJson(Context ctx) {
        return ctx.path().startsWith("/api/");
    }

    /** The model of the error pages: the path that failed. */
    public record ErrorPage(String path) {
    }
}
