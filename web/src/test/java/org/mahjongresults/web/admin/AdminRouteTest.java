package org.mahjongresults.web.admin;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

class AdminRouteTest {

    private TestApp app;
    private AuditLog audit;
    private Staff admin;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        audit = app.parts().audit();
        app.parts().users()
                .create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
        admin = Staff.login(app, "admin", "admin-password");
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void quotesAndSqlInAnyFieldAreStoredAndShownVerbatim() {
        String name = "O'Brien \"Cup\" '; DROP TABLE tournament; -- <b>bold</b> & 麻将";
        Http.Response created = admin.post(app, "/tournaments", Map.of("name", name, "venue", "Hall \"A\"",
                "ruleSet", "MCR", "sessionCount", "7", "startsOn", "2026-06-01", "endsOn", "2026-06-02"));
        assertThat(created.status()).isEqualTo(302);
        String location = created.header("Location");
        Http.Response page = admin.get(app, location);
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.html().selectFirst("h1").text()).isEqualTo(name);
        assertThat(page.body()).contains("&lt;b&gt;bold&lt;/b&gt;").doesNotContain("<b>bold</b>");
        assertThat(page.html().select(".tournament-header__meta").text()).contains("Hall \"A\"");
        assertThat(new Http().get(app.url(location)).status()).as("a draft is hidden from the public").isEqualTo(404);
    }

    @Test
    void aBadTournamentFormIsShownAgainWithTheInputAndTheReasons() {
        Http.Response r = admin.post(app, "/tournaments?lang=en", Map.of("name", "  ", "venue", "Kept venue",
                "ruleSet", "NOPE", "sessionCount", "0", "startsOn", "2026-06-02", "endsOn", "2026-06-01"));
        assertThat(r.status()).isEqualTo(422);
        var html = r.html();
        assertThat(html.selectFirst("#venue").val()).isEqualTo("Kept venue");
        assertThat(html.selectFirst("#name-error").text()).isEqualTo("This field is required.");
        assertThat(html.selectFirst("#sessionCount-error").text()).isEqualTo("A number from 1 to 40.");
        assertThat(html.selectFirst("#endsOn-error").text()).isEqualTo("The last day cannot be before the first.");
        assertThat(html.selectFirst("#ruleSet-error").text()).isEqualTo("Choose one of the offered values.");
    }

    @Test
    void theAdministratorCreatesAnAccountAndTheDirectorMakesItAScorekeeperForSomeTables() {
        Http.Response created = admin.post(app, "/admin/users", Map.of("username", "sk-table3",
                "displayName", "Table Three", "password", "table-three-pw", "confirm", "table-three-pw"));
        assertThat(created.status()).isEqualTo(302);
        Http.Response duplicate = admin.post(app, "/admin/users?lang=en", Map.of("username", "SK-TABLE3",
                "displayName", "Again", "password", "table-three-pw", "confirm", "table-three-pw"));
        assertThat(duplicate.status()).isEqualTo(422);
        assertThat(duplicate.html().selectFirst("#username-error").text()).isEqualTo("This username is taken.");

        Staff director = Staff.login(app, "director", "demo-director");
        String staffPath = "/tournaments/" + app.demoTournamentId() + "/staff";
        Http.Response assigned = director.post(app, staffPath,
                Map.of("username", "sk-table3", "role", "SCOREKEEPER", "tables", "3, 4"));
        assertThat(assigned.status()).isEqualTo(302);
        Http.Response staffPage = director.get(app, staffPath + "?lang=en");
        assertThat(staffPage.status()).as(staffPage.body()).isEqualTo(200);
        var rows = staffPage.html().select("table.data tbody tr");
        assertThat(rows.eachText()).anyMatch(t -> t.contains("Table Three") && t.contains("3, 4"));

        Http.Response unknown = director.post(app, staffPath + "?lang=en",
                Map.of("username", "ghost", "role", "REFEREE", "tables", ""));
        assertThat(unknown.status()).isEqualTo(422);
        assertThat(unknown.html().selectFirst("#username-error").text()).isEqualTo("There is no account ghost.");
    }

    @Test
    void theAuditLogRecordsLoginsFailedLoginsAndWritesWithBeforeAndAfter() {
        Http http = new Http();
        http.post(app.url("/login"), Map.of("username", "director", "password", "wrong-password",
                "_csrf", Staff.anonymousCsrf(app, http)));
        admin.post(app, "/tournaments", Map.of("name", "Audited Cup", "ruleSet", "MCR", "sessionCount", "6"));

        List<AuditLog.Entry> entries = audit.recent(null, 50);
        assertThat(entries).extracting(AuditLog.Entry::action)
                .contains("login", "login.failed", "tournament.create", "user.create");
        AuditLog.Entry failed = entries.stream().filter(e -> e.action().equals("login.failed")).findFirst().orElseThrow();
        assertThat(failed.actor()).isEqualTo("director");
        assertThat(failed.address()).isEqualTo("127.0.0.1");
        AuditLog.Entry create = entries.stream().filter(e -> e.action().equals("tournament.create")).findFirst().orElseThrow();
        assertThat(create.actor()).isEqualTo("admin");
        assertThat(create.after()).contains("\"name\":\"Audited Cup\"");

        Http.Response page = admin.get(app, "/admin/audit?lang=en");
        assertThat(page.html().select("table.audit tbody tr").text()).contains("login.failed", "Audited Cup");
    }
}
