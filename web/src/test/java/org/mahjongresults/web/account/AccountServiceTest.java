package org.mahjongresults.web.account;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.SetupTokenRepository;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.web.auth.LoginService;
import org.mahjongresults.web.auth.Tokens;
import org.mahjongresults.web.testing.TestApp;

/** The accounts' use cases called directly on the application's own services: names taken, passwords checked and changed, delays lifted, the setup link. */
class AccountServiceTest {

    private static final Actor ADMIN = new Actor(null, "admin", "127.0.0.1");

    @Test
    void aResetSetsTheNewPasswordAndLiftsTheLoginDelayWhileATakenNameIsRefused() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(false, clock)) {
            AuditLog audit = app.parts().audit();
            AccountService accounts = app.parts().accounts();
            LoginService logins = app.parts().logins();

            User keeper = accounts.create(ADMIN, "keeper", "Score Keeper", "first-password-1", false);
            assertThatThrownBy(() -> accounts.create(ADMIN, "keeper", "Another", "other-password-1", false))
                    .isInstanceOf(AccountService.UsernameTakenException.class);
            assertThat(accounts.isCurrentPassword(keeper.id(), "first-password-1")).isTrue();
            assertThat(accounts.isCurrentPassword(keeper.id(), "wrong")).isFalse();

            for (int i = 0; i < 5; i++) {
                logins.login("keeper", "wrong", "10.0.0.1");
            }
            assertThat(logins.delay("keeper", "10.0.0.2")).isPositive();
            clock.advance(Duration.ofSeconds(1));
            accounts.resetPassword(ADMIN, keeper, "second-password-2");
            assertThat(logins.delay("keeper", "10.0.0.2")).as("a reset lifts the account's delay").isZero();
            assertThat(accounts.isCurrentPassword(keeper.id(), "second-password-2")).isTrue();
            assertThat(logins.login("keeper", "second-password-2", "10.0.0.2"))
                    .isInstanceOf(LoginService.Outcome.SignedIn.class);

            accounts.changeOwnPassword(new Actor(keeper.id(), "keeper", "10.0.0.2"), keeper.id(), "third-password-3",
                    null);
            assertThat(accounts.isCurrentPassword(keeper.id(), "third-password-3")).isTrue();
            assertThat(audit.recent(null, 20)).extracting(AuditLog.Entry::action)
                    .contains("user.create", "user.resetPassword", "user.changePassword");
        }
    }

    @Test
    void theSetupLinkCreatesOneFirstAdministratorAndThenNoMore() {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T07:00:00Z"));
        try (TestApp app = TestApp.start(false, clock)) {
            SetupTokenRepository tokens = app.parts().setupTokens();
            AccountService accounts = app.parts().accounts();
            String hash = Tokens.hash("the-link-token");
            OffsetDateTime now = OffsetDateTime.now(clock);
            tokens.create(hash, "FIRST_ADMIN", now, now.plusHours(1));

            assertThat(accounts.setupTokenValid(hash)).isTrue();
            assertThat(accounts.setupTokenValid(Tokens.hash("another"))).isFalse();
            User admin = accounts.createFirstAdmin(Actor.anonymous("127.0.0.1"), hash, "root", "Root",
                    "admin-password-1").orElseThrow();
            assertThat(admin.siteAdmin()).isTrue();
            assertThat(accounts.setupTokenValid(hash)).as("used up").isFalse();
            assertThat(accounts.createFirstAdmin(Actor.anonymous("127.0.0.1"), hash, "root2", "Root",
                    "admin-password-1")).isEmpty();
        }
    }
}
