package org.mahjongresults.web.admin;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.PasswordHasher;
import org.mahjongresults.web.auth.Passwords;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;

/** The site administrator's pages: accounts, password resets, new tournaments, the audit log. */
public final class AdminController {

    /** The account list; {@code now} tells which locks are still running. */
    public record UsersPage(List<User> users, OffsetDateTime now) {
    }

    /** The new-account form. */
    public record NewUserPage(Form form) {
    }

    /** The password-reset form for one account. */
    public record ResetPage(User user, Form form) {
    }

    /** The new-tournament form. */
    public record NewTournamentPage(Form form, List<RuleSet> ruleSets) {
    }

    /** The newest audit entries. */
    public record AuditPage(List<AuditLog.Entry> entries) {
    }

    private final UserRepository users;
    private final StaffRepository staff;
    private final LoginAttemptRepository attempts;
    private final TournamentRepository tournaments;
    private final AuditLog audit;
    private final PasswordHasher hasher;
    private final Auth auth;
    private final Messages messages;
    private final Clock clock;

    public AdminController(UserRepository users, StaffRepository staff,
                           LoginAttemptRepository attempts, TournamentRepository tournaments, AuditLog audit,
                           PasswordHasher hasher, Auth auth, Messages messages, Clock clock) {
        this.users = users;
        this.staff = staff;
        this.attempts = attempts;
        this.tournaments = tournaments;
        this.audit = audit;
        this.hasher = hasher;
        this.auth = auth;
        this.messages = messages;
        this.clock = clock;
    }

    public void users(Context ctx) {
        ctx.render("admin/users", Map.of("page", new UsersPage(users.list(), OffsetDateTime.now(clock))));
    }

    public void newUserForm(Context ctx) {
        ctx.render("admin/user-new", Map.of("page", new NewUserPage(Form.empty(ctx, messages))));
    }

    public void createUser(Context ctx) {
        Form form = Form.from(ctx, messages, "username", "displayName", "password", "confirm", "siteAdmin");
        String username = form.required("username", 64);
        String displayName = form.required("displayName", 200);
        if (!username.isEmpty() && !username.matches("[A-Za-z0-9._-]+")) {
            form.error("username", "account.usernameChars");
        }
        Passwords.check(form, "password", "confirm");
        String password = form.get("password");
        form.set("password", "").set("confirm", "");
        if (form.ok()) {
            try {
                users.create(auth.actor(ctx), username, displayName, hasher.hash(password), form.checkbox("siteAdmin"));
                auth.flash(ctx, "account.created", username);
                ctx.redirect("/admin/users");
                return;
            } catch (UserRepository.DuplicateUsernameException e) {
                form.error("username", "account.usernameTaken");
            }
        }
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("admin/user-new", Map.of("page", new NewUserPage(form)));
    }

    public void resetForm(Context ctx) {
        User user = user(ctx);
        ctx.render("admin/user-reset", Map.of("page", new ResetPage(user, Form.empty(ctx, messages))));
    }

    /** Sets a new password, ends all the user's sessions, and lifts any lock. */
    public void reset(Context ctx) {
        User user = user(ctx);
        Form form = Form.from(ctx, messages, "password", "confirm");
        Passwords.check(form, "password", "confirm");
        String password = form.get("password");
        form.set("password", "").set("confirm", "");
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("admin/user-reset", Map.of("page", new ResetPage(user, form)));
            return;
        }
        users.changePassword(auth.actor(ctx), user.id(), hasher.hash(password), null, "user.resetPassword");
        attempts.clearFailures(user.username(), OffsetDateTime.now(clock));
        auth.flash(ctx, "account.reset", user.username());
        ctx.redirect("/admin/users");
    }

    public void newTournamentForm(Context ctx) {
        Form form = Form.empty(ctx, messages).set("ruleSet", RuleSet.MCR.name()).set("sessionCount", 6);
        ctx.render("admin/tournament-new", Map.of("page", new NewTournamentPage(form, List.of(RuleSet.values()))));
    }

    public void createTournament(Context ctx) {
        Form form = Form.from(ctx, messages, "name", "venue", "startsOn", "endsOn", "ruleSet", "sessionCount",
                "teamEvent");
        String name = form.required("name", 200);
        String venue = form.optional("venue", 200);
        var startsOn = form.date("startsOn");
        var endsOn = form.date("endsOn");
        RuleSet ruleSet = form.choice("ruleSet", RuleSet.class);
        Integer sessions = form.integer("sessionCount", 1, 40, true);
        if (startsOn != null && endsOn != null && endsOn.isBefore(startsOn)) {
            form.error("endsOn", "tournament.endsBeforeStart");
        }
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("admin/tournament-new",
                    Map.of("page", new NewTournamentPage(form, List.of(RuleSet.values()))));
            return;
        }
        Tournament t = Tournament.newMcr(name).withDetails(name, venue, startsOn, endsOn, form.checkbox("teamEvent"),
                sessions).withRuleSet(ruleSet);
        Tournament saved = tournaments.create(auth.actor(ctx), t);
        // The organiser directs the new tournament; the administrator may hand it to another director later.
        staff.assign(auth.actor(ctx), saved.id(), auth.user(ctx).orElseThrow().user().id(), StaffRole.DIRECTOR, java.util.Set.of());
        auth.flash(ctx, "tournament.created");
        ctx.redirect("/tournaments/" + saved.id());
    }

    public void audit(Context ctx) {
        ctx.render("admin/audit", Map.of("page", new AuditPage(audit.recent(null, 300))));
    }

    private User user(Context ctx) {
        try {
            return users.find(Long.parseLong(ctx.pathParam("userId"))).orElseThrow(NotFoundResponse::new);
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}
