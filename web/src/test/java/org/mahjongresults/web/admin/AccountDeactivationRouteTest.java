package org.mahjongresults.web.admin;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.LocalDate;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** Accounts (issue 29): deactivation ends sessions at once; roles of finished tournaments lapse unless renewed. */
class AccountDeactivationRouteTest {

    @Test
    void aDeactivatedAccountIsSignedOutAtOnceAndCannotSignInUntilReactivated() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long tid = app.demoTournamentId();
            UserRepository users = app.parts().users();
            users.create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            Staff admin = Staff.login(app, "admin", "admin-password");
            Staff director = Staff.login(app, "director", "demo-director");
            assertThat(director.get(app, "/tournaments/" + tid + "/edit").status()).isEqualTo(200);
            long directorId = users.findByUsername("director").orElseThrow().id();

            // Only an administrator deactivates; nobody deactivates themselves.
            assertThat(director.post(app, "/admin/users/" + directorId + "/deactivate", Map.of()).status())
                    .isEqualTo(403);
            long adminId = users.findByUsername("admin").orElseThrow().id();
            assertThat(admin.post(app, "/admin/users/" + adminId + "/deactivate", Map.of()).status()).isEqualTo(302);
            assertThat(users.find(adminId).orElseThrow().active()).isTrue();
            assertThat(admin.post(app, "/admin/users/999999/deactivate", Map.of()).status()).isEqualTo(404);

            assertThat(admin.post(app, "/admin/users/" + directorId + "/deactivate", Map.of()).status())
                    .isEqualTo(302);
            assertThat(admin.get(app, "/admin/users?lang=en").html().select(".flash").text())
                    .contains("director is deactivated and signed out everywhere");
            // The open session ends at once: the very next request is anonymous.
            assertThat(director.get(app, "/tournaments/" + tid + "/edit").status()).isNotEqualTo(200);
            assertThat(director.post(app, "/tournaments/" + tid + "/edit", Map.of("name", "x")).status())
                    .isNotIn(200, 302);
            Http again = new Http();
            Http.Response login = again.post(app.url("/login"), Map.of("username", "director",
                    "password", "demo-director", "_csrf", Staff.anonymousCsrf(app, again)));
            assertThat(login.status()).isNotEqualTo(302);
            assertThat(admin.get(app, "/admin/users?lang=en").html().select("td").eachText()).contains("Deactivated");

            assertThat(admin.post(app, "/admin/users/" + directorId + "/reactivate", Map.of()).status())
                    .isEqualTo(302);
            Staff back = Staff.login(app, "director", "demo-director");
            assertThat(back.get(app, "/tournaments/" + tid + "/edit").status()).isEqualTo(200);
        }
    }

    @Test
    void theStaffOfALongFinishedTournamentLoseTheirRolesUntilRenewed() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            long tid = app.demoTournamentId();
            UserRepository users = app.parts().users();
            users.create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            Staff admin = Staff.login(app, "admin", "admin-password");
            Staff director = Staff.login(app, "director", "demo-director");
            assertThat(director.get(app, "/tournaments/" + tid + "/edit").status()).isEqualTo(200);

            // Last season's event: finished, its last day long gone.
            try (Connection c = app.db().dataSource().getConnection();
                 PreparedStatement s = c.prepareStatement(
                         "UPDATE tournament SET status = 'FINISHED', ends_on = ? WHERE id = ?")) {
                s.setObject(1, LocalDate.now().minusDays(60));
                s.setLong(2, tid);
                s.executeUpdate();
            }
            assertThat(director.get(app, "/tournaments/" + tid + "/edit").status()).isEqualTo(403);
            long directorId = users.findByUsername("director").orElseThrow().id();
            Http.Response list = admin.get(app, "/admin/users?lang=en");
            assertThat(list.html().select("td").eachText()).anyMatch(t -> t.contains("lapsed"));

            assertThat(admin.post(app, "/admin/users/" + directorId + "/renew", Map.of()).status()).isEqualTo(302);
            assertThat(director.get(app, "/tournaments/" + tid + "/edit").status()).isEqualTo(200);
        }
    }
}
