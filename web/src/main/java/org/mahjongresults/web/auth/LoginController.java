package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
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

    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("HH:mm:ss 'UTC'");

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
        LoginService.Outcome outcome = logins.login(username, password, ctx.ip());
        if (outcome instanceof LoginService.Outcome.SignedIn signedIn) {
            sessions.signIn(ctx, signedIn.user().id());
            ctx.redirect(next);
            return;
        }
        if (outcome instanceof LoginService.Outcome.Slowed slowed) {
            form.error(Form.GLOBAL, "login.slowed", utc(slowed.retryAt()));
            ctx.status(HttpStatus.TOO_MANY_REQUESTS);
        } else if (outcome instanceof LoginService.Outcome.Locked locked) {
            form.error(Form.GLOBAL, "login.locked", utc(locked.until()));
            ctx.status(HttpStatus.TOO_MANY_REQUESTS);
        } else {
            form.error(Form.GLOBAL, "login.refused");
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        }
        ctx.render("auth/login", Map.of("page", new LoginPage(form, next)));
    }

    private static String utc(java.time.OffsetDateTime t) {
        return TIME.format(t.withOffsetSameInstant(ZoneOffset.UTC));
    }

    public void logout(Context ctx) {
        sessions.current(ctx).filter(WebSessions.Session::signedIn).ifPresent(s ->
                audit.record(new Actor(s.userId(), null, ctx.ip()), "logout", "user", s.userId(), null));
        sessions.signOut(ctx);
        ctx.redirect("/");
    }
}
