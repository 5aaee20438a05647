package org.mahjongresults.web.account;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.User;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.auth.ClientAddress;
import org.mahjongresults.web.auth.Passwords;
import org.mahjongresults.web.auth.Tokens;
import org.mahjongresults.web.auth.WebSessions;

/** The one-time setup link that creates the first site administrator. */
public final class SetupController {

    /** The setup page. */
    public record SetupPage(Form form, String token) {
    }

    private final AccountService accounts;
    private final WebSessions sessions;
    private final Messages messages;

    public SetupController(AccountService accounts, WebSessions sessions, Messages messages) {
        this.accounts = accounts;
        this.sessions = sessions;
        this.messages = messages;
    }

    public void form(Context ctx) {
        String token = ctx.pathParam("token");
        if (!accounts.setupTokenValid(Tokens.hash(token))) {
            throw new NotFoundResponse();
        }
        sessions.ensure(ctx);
        ctx.render("auth/setup", Map.of("page", new SetupPage(Form.empty(ctx, messages), token)));
    }

    public void create(Context ctx) {
        String token = ctx.pathParam("token");
        Form form = Form.from(ctx, messages, "username", "displayName", "password", "confirm");
        String username = form.required("username", 64);
        String displayName = form.required("displayName", 200);
        if (!username.isEmpty() && !username.matches("[A-Za-z0-9._-]+")) {
            form.error("username", "account.usernameChars");
        }
        Passwords.check(form, "password", "confirm");
        String password = form.get("password");
        form.set("password", "").set("confirm", "");
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("auth/setup", Map.of("page", new SetupPage(form, token)));
            return;
        }
        Optional<User> admin;
        try {
            admin = accounts.createFirstAdmin(Actor.anonymous(ClientAddress.of(ctx)), Tokens.hash(token), username,
                    displayName, password);
        } catch (AccountService.UsernameTakenException e) {
            form.error("username", "account.usernameTaken");
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("auth/setup", Map.of("page", new SetupPage(form, token)));
            return;
        }
        if (admin.isEmpty()) {
            throw new NotFoundResponse(); // used or expired in the meantime
        }
        sessions.signIn(ctx, admin.get().id());
        ctx.redirect("/admin/users");
    }
}
