package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.engine.tournament.StaffRole;

/** Who is signed in on this request, and their roles per tournament (looked up once per request). */
public final class CurrentUser {

    private static final String ATTRIBUTE = CurrentUser.class.getName();
    private static final String NONE = ATTRIBUTE + ".none";

    private final User user;
    private final StaffRepository staff;
    private final Map<Long, Set<StaffRole>> rolesByTournament = new HashMap<>();

    private CurrentUser(User user, StaffRepository staff) {
        this.user = user;
        this.staff = staff;
    }

    /** Resolves the signed-in user of a request through its session. */
    public static Optional<CurrentUser> of(Context ctx, WebSessions sessions, UserRepository users,
                                           StaffRepository staff) {
        CurrentUser cached = ctx.attribute(ATTRIBUTE);
        if (cached != null) {
            return Optional.of(cached);
        }
        if (ctx.attribute(NONE) != null) {
            return Optional.empty();
        }
        Optional<CurrentUser> found = sessions.current(ctx)
                .filter(WebSessions.Session::signedIn)
                .flatMap(s -> users.find(s.userId()))
                .filter(User::active)
                .map(u -> new CurrentUser(u, staff));
        found.ifPresentOrElse(u -> ctx.attribute(ATTRIBUTE, u), () -> ctx.attribute(NONE, Boolean.TRUE));
        return found;
    }

    public User user() {
        return user;
    }

    public boolean siteAdmin() {
        return user.siteAdmin();
    }

    /** The user's roles in a tournament; a site administrator acts as director of every tournament. */
    public Set<StaffRole> roles(long tournamentId) {
        return rolesByTournament.computeIfAbsent(tournamentId, id -> {
            Set<StaffRole> roles = EnumSet.noneOf(StaffRole.class);
            roles.addAll(staff.roles(user.id(), id));
            if (user.siteAdmin()) {
                roles.add(StaffRole.DIRECTOR);
            }
            return roles;
        });
    }

    /** True if one of the user's roles in the tournament gives the powers of {@code needed}. */
    public boolean has(long tournamentId, StaffRole needed) {
        return roles(tournamentId).stream().anyMatch(r -> r.includes(needed));
    }

    /** The site administrator or a director of any tournament: may create tournaments. */
    public boolean organiser() {
        return user.siteAdmin() || staff.directsAny(user.id());
    }

    public boolean isStaffOf(long tournamentId) {
        return !roles(tournamentId).isEmpty();
    }

    public Actor actor(Context ctx) {
        return new Actor(user.id(), user.username(), ClientAddress.of(ctx));
    }
}
