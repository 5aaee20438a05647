package org.mahjongresults.web.system;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DatabaseFailure;
import org.eclipse.jetty.http.HttpException;
import org.mahjongresults.web.auth.AccessGuard;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Health for load balancers, and the 404 and error pages in the common layout. */
public final class SystemController {

    private static final Logger LOG = LoggerFactory.getLogger(SystemController.class);

    private final Database db;
    private final BooleanSupplier spectatorsReady;

    /** {@code spectatorsReady}: whether the spectators' pages were prepared after the start (the publisher's warm). */
    public SystemController(Database db, BooleanSupplier spectatorsReady) {
        this.db = db;
        this.spectatorsReady = spectatorsReady;
    }

    /** How long /health waits for the database: a load balancer must hear "down" quickly. */
    static final Duration HEALTH_TIMEOUT = Duration.ofMillis(1_500);

    /**
     * {@code GET /health}: 200 with {"status":"UP"} while the database answers and the spectators' pages are ready,
     * 200 with {"status":"DEGRADED","database":"DISK_FULL"} while the disk is full, 503 otherwise, within 2 s.
     * Right after a start the server answers {"status":"STARTING","database":"UP"} with
     * 503 until the spectators' pages are prepared (issue 30: a load balancer sent phones to a server that took 2 s
     * per first page), so a load balancer's readiness check waits for it; a liveness check may take any answer.
     */
    public void health(Context ctx) {
        if (db.diskFull()) {
            // Degraded, not down (issue 36): spectators' pages are still served, and writes are refused only when
            // they fail (H2 may still have room inside its file). A load balancer keeps the server.
            ctx.status(HttpStatus.OK).json(new Health("DEGRADED", "DISK_FULL"));
            return;
        }
        boolean up = db.isHealthy(HEALTH_TIMEOUT);
        String database = up ? "UP" : "DOWN";
        String state = !up ? "DOWN" : spectatorsReady.getAsBoolean() ? "UP" : "STARTING";
        ctx.status(state.equals("UP") ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE)
                .json(new Health(state, database));
    }

    /** The body of {@code /health}: the website's state and its database's. */
    record Health(String status, String database) {
    }

    public void notFound(Context ctx) {
        if (ctx.attribute(ErrorAttributes.OWN_NOT_FOUND) != null) {
            return; // the handler answered with a page that says what was not found and what to do
        }
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
        boolean siteAdminOnly = ctx.routeRoles().contains(org.mahjongresults.web.Role.SITE_ADMIN);
        ctx.render("error/403", Map.of("page", new ForbiddenPage(why == AccessGuard.Denial.CSRF, siteAdminOnly)));
    }

    /**
     * The model of the 403 page: whether the cause was an expired form (CSRF) rather than a missing role, and
     * whether the page is the site administrators' (no tournament role opens it: asking a director is no help).
     */
    public record ForbiddenPage(boolean expiredForm, boolean siteAdminOnly) {
    }

    /**
     * Anything unexpected: logged with its stack trace, shown to the user as a plain apology, never the trace. Two
     * database answers are not the server's fault and say so: the database does not answer (503, quickly: the pool
     * waits {@code DbConfig.CONNECTION_TIMEOUT}), or it refuses text it cannot store (422; forms refuse control
     * characters before this, see {@code Form}).
     */
    public void serverError(Exception e, Context ctx) {
        DatabaseFailure failure = DatabaseFailure.of(e);
        if ((failure == DatabaseFailure.OTHER || failure == DatabaseFailure.UNAVAILABLE) && db.diskFull()) {
            // H2 closes a database whose write failed: what fails after that ("closed") is the full disk too.
            failure = DatabaseFailure.DISK_FULL;
        }
        if (failure == DatabaseFailure.UNAVAILABLE) {
            LOG.warn("the database does not answer: {} {}: {}", ctx.method(), ctx.path(), e.getMessage());
            ctx.attribute(ErrorAttributes.DATABASE_DOWN, Boolean.TRUE);
            problem(ctx, HttpStatus.SERVICE_UNAVAILABLE, "unavailable", "error.unavailable");
            return;
        }
        if (failure == DatabaseFailure.DISK_FULL) {
            LOG.error("the database's disk is full: nothing was written ({} {}); free space and the site recovers "
                    + "by itself: {}", ctx.method(), ctx.path(), e.getMessage());
            db.diskFullSeen();
            ctx.attribute(ErrorAttributes.DATABASE_DOWN, Boolean.TRUE);
            ctx.header("Retry-After", "30");
            problem(ctx, HttpStatus.SERVICE_UNAVAILABLE, "disk full", "error.diskFull", keptForm(ctx));
            return;
        }
        if (failure == DatabaseFailure.UNSTORABLE_TEXT) {
            LOG.warn("text the database cannot store: {} {}: {}", ctx.method(), ctx.path(), e.getMessage());
            problem(ctx, HttpStatus.UNPROCESSABLE_CONTENT, "unprocessable", "error.unprocessable");
            return;
        }
        Integer refused = malformedRequest(e);
        if (refused != null) {
            // Not the server's fault: a body Jetty could not read (a broken multipart boundary, a bad chunk, a
            // form that is not what its Content-Type says). The client hears 400, the log a line, not a trace.
            LOG.info("malformed request body: {} {}: {}", ctx.method(), ctx.path(), e.getMessage());
            problem(ctx, HttpStatus.forStatus(refused), "bad request", "error.badRequest");
            return;
        }
        db.failedOddly(e);
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

    /**
     * The status of the client's error if reading the request failed because of what the client sent (Jetty's
     * {@link HttpException}: a bad multipart body, a bad chunk or a body cut short; anywhere in the causes, as Javalin
     * wraps it when it parses the form); else null.
     */
    static Integer malformedRequest(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof HttpException bad) {
                int code = bad.getCode();
                return code >= 400 && code < 500 ? code : HttpStatus.BAD_REQUEST.getCode();
            }
        }
        return null;
    }

    private void problem(Context ctx, HttpStatus status, String json, String prefix) {
        problem(ctx, status, json, prefix, null);
    }

    private void problem(Context ctx, HttpStatus status, String json, String prefix, KeptForm kept) {
        ctx.status(status);
        if (wantsJson(ctx)) {
            ctx.contentType("application/json").result("{\"error\":\"" + json + "\"}");
            return;
        }
        try {
            ctx.render("error/problem", Map.of("page", new ProblemPage(prefix + ".title", prefix + ".text", kept)));
        } catch (RuntimeException renderFailure) {
            LOG.error("the error page failed too", renderFailure);
            ctx.contentType("text/plain").result(String.valueOf(status.getCode()));
        }
    }

    /**
     * The model of a page that names a problem: message keys of its heading and its text, and the form that was
     * refused (null for none), kept to be sent again.
     */
    public record ProblemPage(String heading, String text, KeptForm kept) {
        public ProblemPage(String heading, String text) {
            this(heading, text, null);
        }
    }

    /**
     * A form refused because the disk is full (issue 30: a hand typed at the table was lost with a bare error): what
     * was typed, field by field, sent again to {@code action} by one button once there is room. Its CSRF token is the
     * one the form was posted with; a password is never echoed.
     */
    public record KeptForm(String action, List<Field> fields) {
        /** One value of a field as it was posted. */
        public record Field(String name, String value) {
        }

        /** The fields a person typed, to show: not the form's machinery (its token, version). */
        public List<Field> typed() {
            return fields.stream().filter(f -> !f.name().startsWith("_") && !f.name().equals("version")
                    && !f.value().isBlank()).toList();
        }
    }

    /** The form a refused POST carried, if it was one (read already by the route, so no body is read again here). */
    private static KeptForm keptForm(Context ctx) {
        if (ctx.method() != io.javalin.http.HandlerType.POST || ctx.path().startsWith("/api/")
                || !String.valueOf(ctx.contentType()).startsWith("application/x-www-form-urlencoded")) {
            return null;
        }
        try {
            List<KeptForm.Field> fields = new java.util.ArrayList<>();
            ctx.formParamMap().forEach((name, values) -> {
                if (!name.toLowerCase(java.util.Locale.ROOT).contains("password")) {
                    values.forEach(v -> fields.add(new KeptForm.Field(name, v)));
                }
            });
            return fields.isEmpty() ? null : new KeptForm(ctx.path(), List.copyOf(fields));
        } catch (RuntimeException e) {
            return null; // a body that cannot be read again: the plain page
        }
    }

    private static boolean wantsJson(Context ctx) {
        return ctx.path().startsWith("/api/");
    }

    /** The model of the error pages: the path that failed. */
    public record ErrorPage(String path) {
    }
}
