package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import io.javalin.http.ForbiddenResponse;
import io.javalin.http.HandlerType;
import io.javalin.http.NotFoundResponse;
import io.javalin.security.RouteRole;
import java.util.Set;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.Role;
import org.mahjongresults.web.forms.Numbers;

/**
 * The one access check, run before every matched route: a state-changing request must carry the session's CSRF
 * token; a route's roles must be held by the signed-in user (per-tournament roles against the route's
 * {@code {id}}). Everything is decided here on the server; pages only hide what a user cannot do.
 */
public final class AccessGuard {

    /** Why a request was refused, for the 403 page. */
    public enum Denial { CSRF, ROLE }

    public static final String DENIAL = AccessGuard.class.getName() + ".denial";
    public static final String CSRF_FIELD = "_csrf";
    public static final String CSRF_HEADER = "X-CSRF-Token";

    private final WebSessions sessions;
    private final UserRepository users;
    private final StaffRepository staff;
    private final TableGrants grants;

    public AccessGuard(WebSessions sessions, UserRepository users, StaffRepository staff) {
        this(sessions, users, staff, TableGrants.NONE);
    }

    /** {@code grants}: the tables that phones signed in by a sign-in code may keep the sheet of (issue 39). */
    public AccessGuard(WebSessions sessions, UserRepository users, StaffRepository staff, TableGrants grants) {
        this.sessions = sessions;
        this.users = users;
        this.staff = staff;
        this.grants = grants;
    }

    public void check(Context ctx) {
        if (changesState(ctx.method())) {
            String presented = ctx.header(CSRF_HEADER);
            if (presented == null) {
                presented = ctx.formParam(CSRF_FIELD);
            }
            String expected = sessions.current(ctx).map(WebSessions.Session::csrfToken).orElse(null);
            if (!Tokens.same(presented, expected)) {
                deny(ctx, Denial.CSRF);
            }
        }

        Set<RouteRole> roles = ctx.routeRoles();
        if (roles.contains(Role.PUBLIC)) {
            return;
        }
        if (roles.isEmpty()) {
            deny(ctx, Denial.ROLE); // a route without a role is a mistake: refuse rather than expose
        }
        CurrentUser user = CurrentUser.of(ctx, sessions, users, staff).orElse(null);
        if (user == null && roles.contains(Role.SCOREKEEPER) && scoresByCode(ctx)) {
            return; // a phone signed in by the code of this very table
        }
        if (user == null) {
            if (ctx.method() == HandlerType.GET || ctx.method() == HandlerType.HEAD) {
                ctx.redirect("/login?next=" + java.net.URLEncoder.encode(pathWithQuery(ctx),
                        java.nio.charset.StandardCharsets.UTF_8));
                ctx.skipRemainingHandlers();
                return;
            }
            deny(ctx, Denial.ROLE);
        }
        if (roles.contains(Role.SIGNED_IN)) {
            return;
        }
        if (roles.contains(Role.SITE_ADMIN) && user.siteAdmin()) {
            return;
        }
        if (roles.contains(Role.ORGANISER) && user.organiser()) {
            return;
        }
        Long tournamentId = tournamentId(ctx);
        if (tournamentId != null) {
            for (RouteRole r : roles) {
                StaffRole needed = staffRole(r);
                if (needed != null && user.has(tournamentId, needed)) {
                    return;
                }
            }
        }
        deny(ctx, Denial.ROLE);
    }

    /** Whether the route names a table ({id}, {n}, {t}) that the session's sign-in code was printed for. */
    private boolean scoresByCode(Context ctx) {
        var params = ctx.pathParamMap();
        if (!params.containsKey("id") || !params.containsKey("n") || !params.containsKey("t")) {
            return false;
        }
        try {
            return grants.scores(ctx, Numbers.parseId(params.get("id")), Integer.parseInt(params.get("n")),
                    Integer.parseInt(params.get("t")));
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static StaffRole staffRole(RouteRole role) {
        if (!(role instanceof Role r)) {
            return null;
        }
        return switch (r) {
            case DIRECTOR -> StaffRole.DIRECTOR;
            case CHIEF_REFEREE -> StaffRole.CHIEF_REFEREE;
            case REFEREE -> StaffRole.REFEREE;
            case COMMITTEE -> StaffRole.COMMITTEE;
            case SCOREKEEPER -> StaffRole.SCOREKEEPER;
            default -> null;
        };
    }

    private static Long tournamentId(Context ctx) {
        if (!ctx.pathParamMap().containsKey("id")) {
            return null;
        }
        try {
            return Numbers.parseId(ctx.pathParam("id"));
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }

    private static boolean changesState(HandlerType method) {
        return method != HandlerType.GET && method != HandlerType.HEAD && method != HandlerType.OPTIONS;
    }

    private static String pathWithQuery(Context ctx) {
        String q = ctx.queryString();
        return q == null ? ctx.path() : ctx.path() + "?" + q;
    }

    private static void deny(Context ctx, Denial why) {
        ctx.attribute(DENIAL, why);
        throw new ForbiddenResponse();
    }

    /**
     * A safe target for "next": a local path only. Browsers drop tabs and line breaks from a URL and read a
     * backslash as a slash, so {@code /\t/evil.example/} would be {@code //evil.example}: only a slash followed by
     * a path character is accepted, and the whole path must be plain printable ASCII (what our links are, once
     * encoded).
     */
    public static String safeNext(String next) {
        if (next == null || next.length() > 2000 || !next.startsWith("/")
                || (next.length() > 1 && !isPathStart(next.charAt(1)))) {
            return "/";
        }
        for (int i = 0; i < next.length(); i++) {
            char c = next.charAt(i);
            if (c <= 0x20 || c >= 0x7f || c == '\\') {
                return "/";
            }
        }
        return next;
    }

    private static boolean isPathStart(char c) {
        return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '?' || c == '#'
                || c == '-' || c == '_' || c == '.' || c == '~' || c == '%';
    }
}
