package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.web.forms.Form;
import org.mahjongresults.web.i18n.Messages;

/** Sign in and sign out. */
public final class LoginController {

    /** The sign-in page: the form and where to go afterwards. */
    public record LoginPage(Form form, String next) {
    }

    private final LoginService logins;
    private final WebSessions sessions;
    private final Messages messages;
    private final AuditLog audit;

    public LoginController(LoginService logins, WebSessions sessions, Messages messages, AuditLog audit) {
        this.logins = logins;
        this.sessions = sessions;
        this.messages = messages;
        this.audit = audit;
    }

    public void form(Context ctx) {
        sessions.ensure(ctx); // the form's CSRF token lives in a session
        String next = AccessGuard.safeNext(ctx.queryParam("next"));
        ctx.render("auth/login", Map.of("page", new LoginPage(Form.empty(ctx, messages), next)));
    }

    public void login(Context ctx) {
        Form form = Form.from(ctx, messages, "username", "password", "next");
        String next = AccessGuard.safeNext(form.get("next"));
        String username = form.required("username", 64);
        String password = form.get("password");
        if (password.isEmpty()) {
            form.error("password", "form.required");
        }
        form.set("password", ""); // never echo a password back
        if (!form.ok()) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).render("auth/login", Map.of("page", new LoginPage(form, next)));
            return;
        }
        String address = ClientAddress.of(ctx);
        // Answered when the password has been checked: after its turn among the checks (a few at a time, whatever
        // the number of logins) and any delay earned by failures; no server thread waits meanwhile. The right
        // password is never refused (at most LoginService.MAX_DELAY late).
        ctx.future(() -> logins.attempt(username, password, address)
                .thenAccept(outcome -> answer(ctx, form, next, outcome)));
    }

    private void answer(Context ctx, Form form, String next, LoginService.Outcome outcome) {
        if (outcome instanceof LoginService.Outcome.SignedIn signedIn) {
            sessions.signIn(ctx, signedIn.user().id());
            ctx.redirect(next);
            return;
        }
        if (outcome instanceof LoginService.Outcome.Busy busy) {
            long seconds = Math.max(1, (busy.retryAfter().toMillis() + 999) / 1000);
            form.error(Form.GLOBAL, "login.busy", seconds);
            ctx.status(HttpStatus.TOO_MANY_REQUESTS).header("Retry-After", String.valueOf(seconds));
        } else if (outcome instanceof LoginService.Outcome.Crowded crowded) {
            long seconds = Math.max(1, (crowded.retryAfter().toMillis() + 999) / 1000);
            form.error(Form.GLOBAL, "login.crowded", seconds);
            ctx.status(HttpStatus.TOO_MANY_REQUESTS).header("Retry-After", String.valueOf(seconds));
        } else {
            form.error(Form.GLOBAL, "login.refused");
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        }
        ctx.render("auth/login", Map.of("page", new LoginPage(form, next)));
    }

    public void logout(Context ctx) {
        sessions.current(ctx).filter(WebSessions.Session::signedIn).ifPresent(s ->
                audit.record(new Actor(s.userId(), null, ClientAddress.of(ctx)), "logout", "user", s.userId(), null));
        sessions.signOut(ctx);
        ctx.redirect("/");
    }
}
