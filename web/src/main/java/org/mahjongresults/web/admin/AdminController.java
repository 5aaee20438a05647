package org.mahjongresults.web.admin;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.account.AccountService;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.Passwords;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.forms.Numbers;

/** The site administrator's pages: accounts, password resets, new tournaments, the audit log. */
public final class AdminController {

    /**
     * The account list; {@code now} tells which locks are still running, {@code lapsed} how many staff roles of
     * finished tournaments each user has lost, {@code me} the administrator's own account (not deactivated here).
     */
    public record UsersPage(List<User> users, OffsetDateTime now, Map<Long, Integer> lapsed, long me) {
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

    /** The newest audit entries, each with its time in its tournament's venue zone (else UTC). */
    public record AuditPage(List<AdminService.AuditLine> entries) {
    }

    private final AccountService accounts;
    private final AdminService admin;
    private final Auth auth;
    private final Messages messages;

    public AdminController(AccountService accounts, AdminService admin, Auth auth, Messages messages) {
        this.accounts = accounts;
        this.admin = admin;
        this.auth = auth;
        this.messages = messages;
    }

    public void users(Context ctx) {
        List<User> users = accounts.users();
        ctx.render("admin/users", Map.of("page", new UsersPage(users, accounts.now(),
                admin.lapsedRoles(users.stream().map(User::id).toList()), auth.user(ctx).orElseThrow().user().id())));
    }

    /** Deactivates an account: it cannot sign in, and its sessions end at once, on every server. */
    public void deactivate(Context ctx) {
        User user = user(ctx);
        if (user.id() == auth.user(ctx).orElseThrow().user().id()) {
            auth.flash(ctx, "account.deactivateSelf");
        } else {
            accounts.setActive(auth.actor(ctx), user, false);
            auth.flash(ctx, "account.deactivated", user.username());
        }
        ctx.redirect("/admin/users");
    }

    public void reactivate(Context ctx) {
        User user = user(ctx);
        accounts.setActive(auth.actor(ctx), user, true);
        auth.flash(ctx, "account.reactivated", user.username());
        ctx.redirect("/admin/users");
    }

    /** Renews the user's staff roles, those of finished tournaments too, which otherwise lapse. */
    public void renewStaff(Context ctx) {
        User user = user(ctx);
        admin.renewStaff(auth.actor(ctx), user.id());
        auth.flash(ctx, "account.staffRenewed", user.username());
        ctx.redirect("/admin/users");
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
                accounts.create(auth.actor(ctx), username, displayName, password, form.checkbox("siteAdmin"));
                auth.flash(ctx, "account.created", username);
                ctx.redirect("/admin/users");
                return;
            } catch (AccountService.UsernameTakenException e) {
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
        accounts.resetPassword(auth.actor(ctx), user, password);
        auth.flash(ctx, "account.reset", user.username());
        ctx.redirect("/admin/users");
    }

    public void newTournamentForm(Context ctx) {
        Form form = Form.empty(ctx, messages).set("ruleSet", RuleSet.forNewTournaments().name()).set("sessionCount", 6);
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
        Tournament saved = admin.createTournament(auth.actor(ctx), t, auth.user(ctx).orElseThrow().user().id());
        auth.flash(ctx, "tournament.created");
        ctx.redirect("/tournaments/" + saved.id());
    }

    public void audit(Context ctx) {
        ctx.render("admin/audit", Map.of("page", new AuditPage(admin.audit())));
    }

    private User user(Context ctx) {
        try {
            return accounts.find(Numbers.parseId(ctx.pathParam("userId"))).orElseThrow(NotFoundResponse::new);
        } catch (NumberFormatException e) {
            throw new NotFoundResponse();
        }
    }
}
