package org.mahjongresults.web.account;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.auth.CurrentUser;
import org.mahjongresults.web.auth.Passwords;
import org.mahjongresults.web.auth.WebSessions;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;

/** A signed-in user's own account: changing the password. */
public final class AccountController {

    /** The change-password page. */
    public record PasswordPage(Form form) {
    }

    private final AccountService accounts;
    private final Auth auth;
    private final WebSessions sessions;
    private final Messages messages;

    public AccountController(AccountService accounts, Auth auth, WebSessions sessions, Messages messages) {
        this.accounts = accounts;
        this.auth = auth;
        this.sessions = sessions;
        this.messages = messages;
    }

    public void passwordForm(Context ctx) {
        ctx.render("account/password", Map.of("page", new PasswordPage(Form.empty(ctx, messages))));
    }

    public void changePassword(Context ctx) {
        CurrentUser me = auth.user(ctx).orElseThrow();
        Form form = Form.from(ctx, messages, "current", "password", "confirm");
        String current = form.get("current");
        String password = form.get("password");
        if (!accounts.isCurrentPassword(me.user().id(), current)) {
            form.error("current", "password.wrongCurrent");
        }
        Passwords.check(form, "password", "confirm");
        form.set("current", "").set("password", "").set("confirm", "");
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("account/password", Map.of("page", new PasswordPage(form)));
            return;
        }
        String keep = sessions.current(ctx).map(WebSessions.Session::id).orElse(null);
        accounts.changeOwnPassword(me.actor(ctx), me.user().id(), password, keep);
        sessions.flash(ctx, messages.get(RequestLanguage.of(ctx), "password.changed"));
        ctx.redirect("/");
    }
}
