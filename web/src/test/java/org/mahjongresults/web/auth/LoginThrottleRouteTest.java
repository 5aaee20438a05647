package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.web.testing.TestClock;

class LoginThrottleRouteTest {

    private static Http.Response attempt(TestApp app, String username, String password) {
        Http http = new Http();
        return http.post(app.url("/login?lang=en"), Map.of("username", username, "password", password,
                "_csrf", Staff.anonymousCsrf(app, http)));
    }

    private static String message(Http.Response r) {
        return r.html().select(".errors").text();
    }

    @Test
    void repeatedFailuresAreSlowedDownThenLockedThenReleased() {
        TestClock clock = new TestClock(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            for (int i = 1; i <= 3; i++) {
                Http.Response r = attempt(app, "referee", "wrong-" + i);
                assertThat(r.status()).as("failure " + i).isEqualTo(422);
                assertThat(message(r)).isEqualTo("Wrong username or password.");
            }
            Http.Response slowed = attempt(app, "referee", "demo-referee");
            assertThat(slowed.status()).isEqualTo(429);
            assertThat(message(slowed)).contains("Please wait and try again after 08:00:05 UTC");

            clock.advance(Duration.ofSeconds(6));
            assertThat(attempt(app, "referee", "wrong-4").status()).isEqualTo(422);
            clock.advance(Duration.ofSeconds(11));
            Http.Response locking = attempt(app, "referee", "wrong-5");
            assertThat(locking.status()).isEqualTo(429);
            assertThat(message(locking)).contains("locked").contains("08:15:17 UTC");

            clock.advance(Duration.ofMinutes(10));
            Http.Response stillLocked = attempt(app, "referee", "demo-referee");
            assertThat(stillLocked.status()).as("the right password is refused while locked").isEqualTo(429);

            clock.advance(Duration.ofMinutes(6));
            assertThat(attempt(app, "referee", "demo-referee").status()).as("released").isEqualTo(302);
            assertThat(attempt(app, "referee", "wrong-again").status()).as("counting starts afresh").isEqualTo(422);
        }
    }

    @Test
    void anAdministratorsPasswordResetLiftsTheLockAtOnce() {
        TestClock clock = new TestClock(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            new UserRepository(app.db(), clock, new AuditLog(app.db(), clock))
                    .create(Actor.SYSTEM, "admin", "Admin", TestApp.HASHER.hash("admin-password"), true);
            for (int i = 0; i < 5; i++) {
                attempt(app, "scorekeeper", "wrong");
                clock.advance(Duration.ofSeconds(30));
            }
            assertThat(attempt(app, "scorekeeper", "demo-scorekeeper").status()).isEqualTo(429);

            Staff admin = Staff.login(app, "admin", "admin-password");
            long id = new UserRepository(app.db(), clock, new AuditLog(app.db(), clock))
                    .findByUsername("scorekeeper").orElseThrow().id();
            assertThat(admin.get(app, "/admin/users?lang=en").html().text()).contains("Locked until");
            Http.Response reset = admin.post(app, "/admin/users/" + id + "/password",
                    Map.of("password", "fresh-password-1", "confirm", "fresh-password-1"));
            assertThat(reset.status()).isEqualTo(302);
            assertThat(attempt(app, "scorekeeper", "fresh-password-1").status()).isEqualTo(302);
        }
    }

    @Test
    void manyFailuresFromOneAddressLockThatAddressForEveryAccount() {
        TestClock clock = new TestClock(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            for (int i = 0; i < 20; i++) {
                assertThat(attempt(app, "guess" + i, "password").status()).isIn(422, 429);
                clock.advance(Duration.ofSeconds(11));
            }
            Http.Response r = attempt(app, "director", "demo-director");
            assertThat(r.status()).isEqualTo(429);
            assertThat(message(r)).contains("locked");
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
