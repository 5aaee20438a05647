package org.mahjongresults.web.account;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.web.auth.FirstAdmin;

class SetupRouteTest {

    @Test
    void aFreshDatabaseGetsAOneTimeSetupLinkThatCreatesTheFirstAdministrator() {
        try (TestApp app = TestApp.start()) {
            Clock clock = Clock.systemUTC();
            UserRepository users = app.parts().users();
            String link = FirstAdmin.ensure(users, app.parts().setupTokens(), TestApp.HASHER, clock, null, 7070);
            assertThat(link).matches("/setup/[A-Za-z0-9_-]{43}");
            assertThat(new Http().get(app.url("/setup/not-the-token")).status()).isEqualTo(404);

            Http http = new Http();
            String token = http.get(app.url(link)).html().selectFirst("input[name=_csrf]").val();
            Http.Response shortPassword = http.post(app.url(link), Map.of("_csrf", token, "username", "root",
                    "displayName", "Root", "password", "short", "confirm", "short"));
            assertThat(shortPassword.status()).isEqualTo(422);
            assertThat(shortPassword.html().selectFirst("#username").val()).isEqualTo("root");

            Http.Response created = http.post(app.url(link), Map.of("_csrf", token, "username", "root",
                    "displayName", "Root", "password", "long-enough-1", "confirm", "long-enough-1"));
            assertThat(created.status()).isEqualTo(302);
            assertThat(http.get(app.url("/admin/users")).status()).as("signed in as administrator").isEqualTo(200);
            assertThat(users.findByUsername("root").orElseThrow().siteAdmin()).isTrue();

            assertThat(new Http().get(app.url(link)).status()).as("the link works once").isEqualTo(404);
            assertThat(FirstAdmin.ensure(users, app.parts().setupTokens(), TestApp.HASHER, clock, null, 7070))
                    .as("no new link once an administrator exists").isNull();
        }
    }

    @Test
    void anAdminPasswordFromTheEnvironmentCreatesTheAdministratorInstead() {
        try (TestApp app = TestApp.start()) {
            Clock clock = Clock.systemUTC();
            UserRepository users = app.parts().users();
            assertThat(FirstAdmin.ensure(users, app.parts().setupTokens(), TestApp.HASHER, clock,
                    "from-the-environment", 7070)).isNull();
            Staff.login(app, "admin", "from-the-environment");
        }
    }
}
