package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.web.App;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Login throttling by progressive delays (issue 14): failures slow an account and an address down, but the right
 * password is never refused, only answered late (at most {@link LoginService#MAX_DELAY}).
 */
class LoginThrottleRouteTest {

    private static Http.Response attempt(TestApp app, String username, String password, String... headers) {
        return attempt(app.url("/login?lang=en"), username, password, app.url("/login"), headers);
    }

    private static Http.Response attempt(String url, String username, String password, String loginPage,
                                         String... headers) {
        Http http = new Http();
        String csrf = http.get(loginPage).html().selectFirst("input[name=_csrf]").val();
        return http.post(url, Map.of("username", username, "password", password, "_csrf", csrf), headers);
    }

    private static String message(Http.Response r) {
        return r.html().select(".errors").text();
    }

    /**
     * The delays the server decided for slowed logins, newest first: read from the audit ({@code login.throttled}
     * records each with its length), not measured, so a loaded machine cannot make them look longer or shorter.
     */
    private static List<Duration> delays(TestApp app) {
        return app.parts().audit().recent(null, 1_000).stream()
                .filter(e -> e.action().equals("login.throttled"))
                .map(e -> Duration.ofMillis(Long.parseLong(e.after().replaceAll("[^0-9]", ""))))
                .toList();
    }

    @Test
    void wrongPasswordsSlowAnAccountDownButTheRightPasswordIsAnsweredAfterTheDelay() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            for (int i = 1; i <= 4; i++) {
                Http.Response r = attempt(app, "referee", "wrong-" + i);
                assertThat(r.status()).as("failure " + i).isEqualTo(422);
                assertThat(message(r)).isEqualTo("Wrong username or password.");
                clock.advance(Duration.ofMinutes(1));
            }
            clock.advance(Duration.ofSeconds(-60)); // the fourth failure was just now: 2 s to wait (1, 2, 4, 8 s)
            assertThat(delays(app)).as("no login waited yet").isEmpty();
            Http.Response answer = attempt(app, "referee", "demo-referee");
            assertThat(answer.status()).as("the right password is not refused").isEqualTo(302);
            assertThat(delays(app)).as("but answered after the delay").containsExactly(Duration.ofSeconds(2));
            assertThat(attempt(app, "referee", "wrong-again").status()).as("counting starts afresh").isEqualTo(422);
        }
    }

    @Test
    void twentyFailuresWithMadeUpNamesFromOneAddressDoNotLockTheStaffOut() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            for (int i = 0; i < 20; i++) {
                assertThat(attempt(app, "guess" + i, "password").status()).isEqualTo(422);
                clock.advance(Duration.ofSeconds(5));
            }
            clock.advance(Duration.ofSeconds(-5));
            Http.Response answer = attempt(app, "director", "demo-director");
            assertThat(answer.status()).isEqualTo(302);
            assertThat(delays(app)).as("an address is slowed gently").hasSize(1)
                    .allSatisfy(d -> assertThat(d).isLessThanOrEqualTo(LoginService.MAX_ADDRESS_DELAY));
        }
    }

    @Test
    void anAdministratorsPasswordResetLiftsEveryDelayAtOnce() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            app.parts().users()
                    .create(Actor.SYSTEM, "admin", "Admin", TestApp.HASHER.hash("admin-password"), true);
            for (int i = 0; i < 12; i++) {
                attempt(app, i < 6 ? "scorekeeper" : "stranger" + i, "wrong");
                clock.advance(Duration.ofSeconds(10));
            }
            Staff admin = Staff.login(app, "admin", "admin-password");
            long id = app.parts().users()
                    .findByUsername("scorekeeper").orElseThrow().id();
            Http.Response reset = admin.post(app, "/admin/users/" + id + "/password",
                    Map.of("password", "fresh-password-1", "confirm", "fresh-password-1"));
            assertThat(reset.status()).isEqualTo(302);
            int slowed = delays(app).size();
            Http.Response answer = attempt(app, "scorekeeper", "fresh-password-1");
            assertThat(answer.status()).isEqualTo(302);
            assertThat(delays(app)).as("no delay left after the reset").hasSize(slowed);
        }
    }

    @Test
    void behindATrustedProxyTheForwardedAddressIsTheClientAndIsAudited() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp plain = TestApp.start(true, clock)) {
            AppConfig behindProxy = new AppConfig(0, false, true, false, null, 480, Set.of("127.0.0.1"));
            Javalin proxied = App.create(plain.db(), clock, behindProxy, TestApp.HASHER).start("127.0.0.1", 0);
            try {
                String base = "http://127.0.0.1:" + proxied.port();
                for (int i = 0; i < 12; i++) {
                    assertThat(attempt(base + "/login?lang=en", "nobody" + i, "wrong", base + "/login",
                            "X-Forwarded-For", "198.51.100.9, 203.0.113.7").status()).isEqualTo(422);
                }
                LoginAttemptRepository attempts = plain.parts().loginAttempts();
                OffsetDateTime since = OffsetDateTime.now(clock).minusHours(1);
                assertThat(attempts.failuresFromAddress("203.0.113.7", since)).hasSize(12);
                assertThat(attempts.failuresFromAddress("127.0.0.1", since)).isEmpty();
                assertThat(plain.parts().audit().recent(null, 50))
                        .filteredOn(e -> e.action().equals("login.failed"))
                        .extracting(AuditLog.Entry::address).containsOnly("203.0.113.7");

                // Another visitor behind the same proxy is not slowed by the first one's failures.
                int slowed = delays(plain).size();
                Http.Response answer = attempt(base + "/login", "director", "demo-director", base + "/login",
                        "X-Forwarded-For", "192.0.2.44");
                assertThat(answer.status()).isEqualTo(302);
                assertThat(delays(plain)).as("not slowed").hasSize(slowed);

                // Without a trusted proxy the header is ignored: a client cannot choose its address.
                attempt(plain, "nobody", "wrong", "X-Forwarded-For", "192.0.2.99");
                assertThat(attempts.failuresFromAddress("192.0.2.99", since)).isEmpty();
                assertThat(attempts.failuresFromAddress("127.0.0.1", since)).hasSize(1);
            } finally {
                proxied.stop();
            }
        }
    }

    @Test
    void anUnknownAccountGetsTheSameAnswerAsAWrongPassword() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http.Response unknown = attempt(app, "nobody", "whatever-password");
            Http.Response wrong = attempt(app, "director", "whatever-password");
            assertThat(unknown.status()).isEqualTo(wrong.status()).isEqualTo(422);
            assertThat(message(unknown)).isEqualTo(message(wrong));
            assertThat(unknown.html().selectFirst("#username").val()).as("input kept").isEqualTo("nobody");
            assertThat(unknown.html().selectFirst("#password").val()).as("password never echoed").isEmpty();
        }
    }
}
