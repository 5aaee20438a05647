package org.mahjongresults.web.auth;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
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
        java.time.Duration wait = logins.delay(username, address);
        if (wait.isZero()) {
            answer(ctx, form, next, logins.login(username, password, address));
            return;
        }
        // Slowed after repeated failures: the answer waits, without holding a server thread, and then the password
        // is checked. The right password is never refused (at most LoginService.MAX_DELAY late).
        ctx.future(() -> CompletableFuture.runAsync(() -> answer(ctx, form, next,
                logins.login(username, password, address)), CompletableFuture.delayedExecutor(wait.toMillis(),
                TimeUnit.MILLISECONDS, checks)));
    }

    private void answer(Context ctx, Form form, String next, LoginService.Outcome outcome) {
        if (outcome instanceof LoginService.Outcome.SignedIn signedIn) {
            sessions.signIn(ctx, signedIn.user().id());
            ctx.redirect(next);
            return;
        }
        form.error(Form.GLOBAL, "login.refused");
        ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
        ctx.render("auth/login", Map.of("page", new LoginPage(form, next)));
    }

    /** Checks of slowed logins: two at a time, so a flood of them cannot take every core for password hashing. */
    private final Executor checks = Executors.newFixedThreadPool(2, r -> {
        Thread t = new Thread(r, "slowed-login-check");
        t.setDaemon(true);
        return t;
    });

    public void logout(Context ctx) {
        sessions.current(ctx).filter(WebSessions.Session::signedIn).ifPresent(s ->
                audit.record(new Actor(s.userId(), null, ClientAddress.of(ctx)), "logout", "user", s.userId(), null));
        sessions.signOut(ctx);
        ctx.redirect("/");
    }
}
