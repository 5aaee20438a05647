package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.HttpCookie;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

class SessionRouteTest {

    private static boolean signedIn(TestApp app, Http http) {
        return http.get(app.url("/account/password")).status() == 200;
    }

    @Test
    void aSessionSurvivesARestartOfTheApplication() {
        DbConfig db = TestDatabase.freshConfig();
        Staff director;
        try (TestApp first = TestApp.start(db, true, java.time.Clock.systemUTC())) {
            director = Staff.login(first, "director", "demo-director");
            assertThat(signedIn(first, director.http())).isTrue();
        }
        try (TestApp restarted = TestApp.start(db, true, java.time.Clock.systemUTC())) {
            assertThat(signedIn(restarted, director.http())).isTrue();
        }
    }

    @Test
    void twoWebServersOnOneDatabaseShareTheSessions() {
        DbConfig db = TestDatabase.freshConfig();
        try (TestApp a = TestApp.start(db, true, java.time.Clock.systemUTC());
             TestApp b = TestApp.start(db, false, java.time.Clock.systemUTC())) {
            Staff referee = Staff.login(a, "referee", "demo-referee");
            assertThat(signedIn(b, referee.http())).isTrue();
            Http.Response signOut = referee.post(b, "/logout", Map.of());
            assertThat(signOut.status()).isEqualTo(302);
            assertThat(signedIn(a, referee.http())).isFalse();
        }
    }

    @Test
    void changingThePasswordEndsTheOtherSessionsButNotThisOne() {
        try (TestApp app = TestApp.startWithDemo()) {
            Staff laptop = Staff.login(app, "chief", "demo-chief");
            Staff phone = Staff.login(app, "chief", "demo-chief");
            Http.Response changed = laptop.post(app, "/account/password",
                    Map.of("current", "demo-chief", "password", "a-new-long-secret", "confirm", "a-new-long-secret"));
            assertThat(changed.status()).isEqualTo(302);
            assertThat(signedIn(app, laptop.http())).isTrue();
            assertThat(signedIn(app, phone.http())).isFalse();
            Staff.login(app, "chief", "a-new-long-secret");
        }
    }

    @Test
    void signingInIssuesANewSessionIdAndTheOldOneIsWorthless() {
        try (TestApp app = TestApp.startWithDemo()) {
            Http http = new Http();
            Http.Response loginPage = http.get(app.url("/login"));
            String before = cookieValue(loginPage.header("Set-Cookie"));
            String token = loginPage.html().selectFirst("input[name=_csrf]").val();
            Http.Response login = http.post(app.url("/login"),
                    Map.of("username", "director", "password", "demo-director", "_csrf", token));
            String after = cookieValue(login.header("Set-Cookie"));
            assertThat(after).isNotBlank().isNotEqualTo(before);

            Http attacker = new Http();
            Http.Response withOld = attacker.get(app.url("/account/password"), "Cookie", "msid=" + before);
            assertThat(withOld.status()).isEqualTo(302);
        }
    }

    @Test
    void theSessionCookieIsHttpOnlyAndSameSiteLax() {
        try (TestApp app = TestApp.startWithDemo()) {
            String setCookie = new Http().get(app.url("/login")).header("Set-Cookie");
            assertThat(setCookie).startsWith("msid=").containsIgnoringCase("HttpOnly")
                    .containsIgnoringCase("SameSite=Lax").containsIgnoringCase("Path=/");
        }
    }

    @Test
    void anIdleSessionEndsAfterTheTimeout() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(true, clock)) {
            Staff director = Staff.login(app, "director", "demo-director");
            clock.advance(Duration.ofHours(7));
            assertThat(signedIn(app, director.http())).as("still within 8 idle hours").isTrue();
            clock.advance(Duration.ofHours(7));
            assertThat(signedIn(app, director.http())).as("7 hours after the last request").isTrue();
            clock.advance(Duration.ofHours(8).plusMinutes(1));
            assertThat(signedIn(app, director.http())).as("8 idle hours later").isFalse();
        }
    }

    @Test
    void expiredSessionsAreSweptAwayAsNewOnesAreMade() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        try (TestApp app = TestApp.start(false, clock)) {
            String old = cookieValue(new Http().get(app.url("/login")).header("Set-Cookie"));
            var repo = new org.mahjongresults.db.account.SessionRepository(app.db());
            assertThat(repo.find(Tokens.hash(old))).isPresent();
            clock.advance(Duration.ofHours(9));
            for (int i = 0; i < 100; i++) {
                new Http().get(app.url("/login"));
            }
            assertThat(repo.find(Tokens.hash(old))).as("the abandoned session's row is gone").isEmpty();
        }
    }

    private static String cookieValue(String setCookie) {
        List<HttpCookie> cookies = HttpCookie.parse(setCookie);
        return cookies.get(0).getValue();
    }
}
