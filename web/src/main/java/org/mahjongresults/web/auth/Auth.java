package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;

/** What controllers ask about the request's user: who, which powers in a tournament, and the flash message. */
public final class Auth {

    private final WebSessions sessions;
    private final UserRepository users;
    private final StaffRepository staff;
    private final Messages messages;
    private final TableGrants grants;

    public Auth(WebSessions sessions, UserRepository users, StaffRepository staff, Messages messages) {
        this(sessions, users, staff, messages, TableGrants.NONE);
    }

    /** {@code grants}: the tables that phones signed in by a sign-in code keep (issue 39). */
    public Auth(WebSessions sessions, UserRepository users, StaffRepository staff, Messages messages,
                TableGrants grants) {
        this.sessions = sessions;
        this.users = users;
        this.staff = staff;
        this.messages = messages;
        this.grants = grants;
    }

    public Optional<CurrentUser> user(Context ctx) {
        return CurrentUser.of(ctx, sessions, users, staff);
    }

    /** Who asks to keep a sheet: the account and the table a sign-in code was printed for (issue 39). */
    public Scorer scorer(Context ctx) {
        return new Scorer(user(ctx), grants.of(ctx));
    }

    /** The audit actor: the signed-in user, a phone signed in by a table's code, or the anonymous address. */
    public Actor actor(Context ctx) {
        return user(ctx).map(u -> u.actor(ctx)).or(() -> grants.actor(ctx))
                .orElse(Actor.anonymous(ClientAddress.of(ctx)));
    }

    /** Whether the request's phone was signed in by the sign-in code of this table of this session. */
    public boolean scoresByCode(Context ctx, long tournamentId, int session, int table) {
        return grants.scores(ctx, tournamentId, session, table);
    }

    public boolean isStaff(Context ctx, long tournamentId) {
        return user(ctx).map(u -> u.isStaffOf(tournamentId)).orElse(false);
    }

    public boolean has(Context ctx, long tournamentId, StaffRole role) {
        return user(ctx).map(u -> u.has(tournamentId, role)).orElse(false);
    }

    public StaffRepository staff() {
        return staff;
    }

    /** Shows a translated one-time message on the next page. */
    public void flash(Context ctx, String key, Object... args) {
        sessions.flash(ctx, messages.get(RequestLanguage.of(ctx), key, args));
    }

    /** The same for a refusal: shown on the next page in the error style, not as a success. */
    public void flashRefusal(Context ctx, String key, Object... args) {
        sessions.flash(ctx, WebSessions.FLASH_REFUSAL
                + messages.get(RequestLanguage.of(ctx), key, args));
    }
}
