package org.mahjongresults.web.persons;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.person.Entry;
import org.mahjongresults.db.person.PersonRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The registry of persons against the real app (H2 and PostgreSQL): matches proposed at import and confirmed by the
 * director, nothing linked silently; merges audited and undone; past tournaments from EMA results files, refused
 * whole while a line is bad; and a person's pages showing only what each tournament publishes.
 */
class PersonRegistryRouteTest {

    private TestApp app;
    private TournamentRepository tournaments;
    private PersonRepository persons;
    private AuditLog audit;
    private Staff director;
    private Tournament spring;
    private Tournament autumn;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        audit = app.parts().audit();
        tournaments = app.parts().tournaments();
        persons = app.parts().persons();
        UserRepository users = app.parts().users();
        users.create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
        long directorId = users.findByUsername("director").orElseThrow().id();
        StaffRepository staff = app.parts().staff();
        spring = running("Spring Cup");
        autumn = running("Autumn Cup");
        staff.assign(Actor.SYSTEM, spring.id(), directorId, StaffRole.DIRECTOR, Set.of());
        staff.assign(Actor.SYSTEM, autumn.id(), directorId, StaffRole.DIRECTOR, Set.of());
        director = Staff.login(app, "director", "demo-director");
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private Tournament running(String name) {
        Tournament t = tournaments.create(Actor.SYSTEM, Tournament.newMcr(name));
        return tournaments.update(Actor.SYSTEM, t.withStatus(TournamentStatus.RUNNING));
    }

    private Http.Response importPlayers(Tournament t, String csv) {
        return director.post(app, "/tournaments/" + t.id() + "/import", Map.of("csv", csv, "action", "import"));
    }

    private Entry entryOf(Tournament t, String name) {
        Player p = tournaments.players(t.id()).stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow();
        return persons.entry(false, t.id(), p.id()).orElseThrow();
    }

    @Test
    void matchesAreProposedByEmaNumberOrNameAndCountryAndLinkedOnlyOnceTheDirectorConfirms() {
        Http.Response first = importPlayers(spring, "1,Wang Lei,王磊,CN,,\n2,Sato Haruka,佐藤 春香,JP,,09010042\n");
        assertThat(first.status()).isEqualTo(302);
        assertThat(first.header("Location")).as("nobody to confirm").endsWith("/players/manage");
        long wang = entryOf(spring, "Wang Lei").personId();
        long sato = entryOf(spring, "Sato Haruka").personId();

        Http.Response second = importPlayers(autumn,
                "1,WANG LEI,,CN,,\n2,Haruka Sato,,JP,,09010042\n3,Wang Lei,,FR,,\n");
        assertThat(second.header("Location")).isEqualTo("/tournaments/" + autumn.id() + "/persons");
        assertThat(entryOf(autumn, "WANG LEI").personId()).as("not linked silently").isNull();
        assertThat(entryOf(autumn, "Haruka Sato").personId()).as("not linked silently").isNull();
        assertThat(entryOf(autumn, "Wang Lei").personId()).as("another country: somebody new").isNotNull()
                .isNotEqualTo(wang);

        Document page = director.get(app, "/tournaments/" + autumn.id() + "/persons?lang=en").html();
        assertThat(page.select("fieldset.link-entry")).hasSize(2);
        long wangEntry = entryOf(autumn, "WANG LEI").id();
        long satoEntry = entryOf(autumn, "Haruka Sato").id();
        assertThat(page.select("input[name=e" + wangEntry + "][value=" + wang + "]")).hasSize(1);
        assertThat(page.select("input[name=e" + satoEntry + "][value=" + sato + "]"))
                .as("the EMA number proposes the person whatever the name").hasSize(1);

        Http.Response none = director.post(app, "/tournaments/" + autumn.id() + "/persons?lang=en", Map.of());
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.html().text()).contains("Choose an answer for at least one entry.");

        Http.Response notProposed = director.post(app, "/tournaments/" + autumn.id() + "/persons?lang=en",
                Map.of("e" + wangEntry, String.valueOf(wang), "e" + satoEntry, "999999"));
        assertThat(notProposed.status()).isEqualTo(422);
        assertThat(entryOf(autumn, "WANG LEI").personId()).as("all answers or none").isNull();
        assertThat(notProposed.html().select("input[name=e" + wangEntry + "][value=" + wang + "]").attr("checked"))
                .as("the answer is kept").isNotNull();

        Http.Response ok = director.post(app, "/tournaments/" + autumn.id() + "/persons",
                Map.of("e" + wangEntry, String.valueOf(wang), "e" + satoEntry, "new"));
        assertThat(ok.status()).isEqualTo(302);
        assertThat(entryOf(autumn, "WANG LEI").personId()).isEqualTo(wang);
        assertThat(entryOf(autumn, "Haruka Sato").personId()).isNotNull().isNotEqualTo(sato);
        assertThat(director.get(app, "/tournaments/" + autumn.id() + "/persons?lang=en").html()
                .select("#links-done")).hasSize(1);

        Document career = new Http().get(app.url("/persons/" + wang + "?lang=en")).html();
        assertThat(career.select("table.career tbody tr")).hasSize(2);
        assertThat(career.select("table.career").text()).contains("Spring Cup", "Autumn Cup");
        assertThat(audit.recent(null, 50)).extracting(e -> e.action()).contains("person.link", "person.create");

        // A player entered by hand is proposed too.
        Http.Response added = director.post(app, "/tournaments/" + autumn.id() + "/players",
                Map.of("entryNumber", "9", "name", "Sato Haruka", "country", "JP"));
        assertThat(added.header("Location")).isEqualTo("/tournaments/" + autumn.id() + "/persons");
    }

    @Test
    void anAdministratorMergesADuplicateAndUndoesTheMergeBothAudited() {
        importPlayers(spring, "1,Mette Jensen,,DK,,\n");
        importPlayers(autumn, "1,Mette Jensen,,DK,,03001234\n");
        director.post(app, "/tournaments/" + autumn.id() + "/persons",
                Map.of("e" + entryOf(autumn, "Mette Jensen").id(), "new"));
        long kept = entryOf(spring, "Mette Jensen").personId();
        long duplicate = entryOf(autumn, "Mette Jensen").personId();
        assertThat(duplicate).isNotEqualTo(kept);

        Staff admin = Staff.login(app, "admin", "admin-password");
        assertThat(admin.post(app, "/admin/persons/merge?lang=en", Map.of("keep", String.valueOf(kept),
                "merge", String.valueOf(kept))).status()).isEqualTo(422);
        Http.Response bad = admin.post(app, "/admin/persons/merge?lang=en", Map.of("keep", "x", "merge", ""));
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.html().selectFirst("#keep").val()).isEqualTo("x");

        Http.Response merged = admin.post(app, "/admin/persons/merge", Map.of("keep", String.valueOf(kept),
                "merge", String.valueOf(duplicate)));
        assertThat(merged.status()).isEqualTo(302);
        assertThat(entryOf(autumn, "Mette Jensen").personId()).isEqualTo(kept);
        assertThat(persons.find(duplicate).orElseThrow().mergedInto()).isEqualTo(kept);
        assertThat(new Http().get(app.url("/persons/" + duplicate)).header("Location"))
                .isEqualTo("/persons/" + kept);
        assertThat(new Http().get(app.url("/persons/" + kept)).html().select("table.career tbody tr")).hasSize(2);
        assertThat(persons.candidates(entryOf(autumn, "Mette Jensen"))).extracting(p -> p.id())
                .as("a merged duplicate is never proposed").containsExactly(kept);

        long mergeId = persons.merges(10).get(0).id();
        Document list = admin.get(app, "/admin/persons?lang=en").html();
        assertThat(list.select("table.merges tbody tr")).hasSize(1);
        assertThat(admin.post(app, "/admin/persons/merges/" + mergeId + "/undo", Map.of()).status()).isEqualTo(302);
        assertThat(entryOf(autumn, "Mette Jensen").personId()).isEqualTo(duplicate);
        assertThat(entryOf(spring, "Mette Jensen").personId()).isEqualTo(kept);
        assertThat(persons.find(duplicate).orElseThrow().mergedInto()).isNull();
        assertThat(admin.post(app, "/admin/persons/merges/" + mergeId + "/undo?lang=en", Map.of()).status())
                .as("undone once").isEqualTo(409);
        assertThat(audit.recent(null, 50)).extracting(e -> e.action()).contains("person.merge", "person.unmerge");
    }

    @Test
    void anEmaResultsFileWithBadLinesIsRefusedWholeWithEveryReasonThenACleanOneMakesCareersAndGrades() {
        Staff admin = Staff.login(app, "admin", "admin-password");
        String bad = "\uFEFFPlace,Name,EMA number,Table points,Match points,Country\r\n"
                + "1,Ada Lovelace,01000001,22,410,GB\r\n"
                + "x,,123,2.3,ten,G1\r\n"
                + "3,Too,Few\r\n"
                + "4,Bob,01000001,1,-20,GB\r\n";
        Http.Response refused = admin.post(app, "/history?lang=en", Map.of("name", "Old Open", "sessions", "6",
                "csv", bad, "action", "import"));
        assertThat(refused.status()).isEqualTo(422);
        Document html = refused.html();
        assertThat(html.select(".import-preview tr.is-bad")).hasSize(3);
        assertThat(html.select(".import-preview tr.is-bad").get(0).text()).contains(
                "The place must be a whole number from 1: \"x\".", "The name is missing.",
                "An EMA number has 8 digits: \"123\".", "Table points must be a number such as 12, 10.5 or 7.33",
                "Match points must be a whole number: \"ten\".", "A country is 2 or 3 letters: \"G1\".");
        assertThat(html.select(".import-preview tr.is-bad").get(1).text()).contains("6 columns expected");
        assertThat(html.select(".import-preview tr.is-bad").get(2).text())
                .contains("EMA number 01000001 appears twice in the file.");
        assertThat(html.selectFirst("#name").val()).isEqualTo("Old Open");
        assertThat(persons.pastTournaments()).as("nothing imported").isEmpty();

        StringBuilder clean = new StringBuilder("Place,Name,EMA number,Table points,Match points,Country\n");
        clean.append("1,Ada Lovelace,01000001,22,410,GB\n2,Wang Lei,,18.33,-35,CN\n");
        for (int i = 3; i <= 40; i++) {
            // Places follow table points (an import refuses a place with fewer than a place below it).
            clean.append(i).append(",Player ").append(i).append(",,").append((40 - i) / 4.0).append(",0,NL\n");
        }
        Http.Response ok = admin.post(app, "/history", Map.of("name", "Old Open", "sessions", "6",
                "startsOn", "2024-05-01", "csv", clean.toString(), "action", "import"));
        assertThat(ok.status()).isEqualTo(302);
        assertThat(persons.pastTournaments()).hasSize(1);
        long pastId = persons.pastTournaments().get(0).id();
        assertThat(persons.pastResults(pastId)).hasSize(40);
        assertThat(persons.pastResults(pastId).get(1).tablePoints().twelfths()).as("18.33 is 18 1/3").isEqualTo(220);

        long ada = persons.pastResults(pastId).get(0).personId();
        Document grade = new Http().get(app.url("/persons/" + ada + "/grade?lang=en")).html();
        assertThat(grade.selectFirst("#grade-reached").text()).isEqualTo("Grade 9 (九品)");
        assertThat(grade.selectFirst("#grade-missing").text()).contains("8 table points (30 needed)");
        assertThat(new Http().get(app.url("/persons/" + ada + "/grade/application?lang=en")).html()
                .selectFirst("#application-grade").text()).isEqualTo("Grade 9 (九品)");
        assertThat(new Http().get(app.url("/persons/" + ada + "/grade/certificate/9")).status()).isEqualTo(200);
        assertThat(new Http().get(app.url("/persons/" + ada + "/grade/certificate/8")).status()).isEqualTo(404);
        assertThat(new Http().get(app.url("/grades/GB?lang=en")).html().select("table.grade-list").text())
                .contains("Ada Lovelace", "Grade 9");
        assertThat(new Http().get(app.url("/persons?q=lovelace&lang=en")).html().select(".person-list a").text())
                .isEqualTo("Ada Lovelace");
    }

    @Test
    void theAdministratorKeepsAPersonsFederationIdAndABadOneIsRefusedWithTheInputKept() {
        importPlayers(spring, "1,Ivo Brunner,,CH,,\n");
        long ivo = entryOf(spring, "Ivo Brunner").personId();
        Staff admin = Staff.login(app, "admin", "admin-password");
        assertThat(admin.get(app, "/admin/persons/" + ivo + "?lang=en").html().selectFirst("#name").val())
                .isEqualTo("Ivo Brunner");
        Http.Response bad = admin.post(app, "/admin/persons/" + ivo + "?lang=en", Map.of("name", "Ivo Brunner",
                "country", "CH", "emaId", "12", "federationId", "<x>"));
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.html().selectFirst("#federationId").val()).isEqualTo("<x>");
        assertThat(bad.html().selectFirst("#emaId-error")).isNotNull();
        Http.Response ok = admin.post(app, "/admin/persons/" + ivo, Map.of("name", "Ivo Brunner", "nativeName", "",
                "country", "ch", "emaId", "", "federationId", "SMV-0042"));
        assertThat(ok.status()).isEqualTo(302);
        assertThat(persons.find(ivo).orElseThrow().federationId()).isEqualTo("SMV-0042");
        assertThat(new Http().get(app.url("/persons/" + ivo + "?lang=en")).html().text())
                .contains("Federation id SMV-0042");
        assertThat(director.get(app, "/admin/persons/" + ivo).status()).as("administrators only").isEqualTo(403);
    }

    @Test
    void aPersonsPagesShowOnlyWhatEachTournamentPublishes() {
        importPlayers(spring, "1,Lars Nielsen,,DK,,\n");
        long lars = entryOf(spring, "Lars Nielsen").personId();
        assertThat(new Http().get(app.url("/persons/" + lars)).status()).isEqualTo(200);
        String fromPlayer = "/tournaments/" + spring.id() + "/players/" + entryOf(spring, "Lars Nielsen").id()
                + "/person";
        assertThat(new Http().get(app.url(fromPlayer)).header("Location")).isEqualTo("/persons/" + lars);

        tournaments.update(Actor.SYSTEM, tournaments.find(spring.id()).orElseThrow().withStandingsVisible(false));
        assertThat(new Http().get(app.url("/persons/" + lars)).status()).as("hidden standings").isEqualTo(404);
        importPlayers(autumn, "1,Lars Nielsen,,DK,,\n");
        director.post(app, "/tournaments/" + autumn.id() + "/persons",
                Map.of("e" + entryOf(autumn, "Lars Nielsen").id(), String.valueOf(lars)));
        Document career = new Http().get(app.url("/persons/" + lars + "?lang=en")).html();
        assertThat(career.select("table.career").text()).contains("Autumn Cup").doesNotContain("Spring Cup");
        tournaments.update(Actor.SYSTEM, tournaments.find(autumn.id()).orElseThrow().withStatus(TournamentStatus.DRAFT));
        tournaments.update(Actor.SYSTEM, tournaments.find(spring.id()).orElseThrow().withStandingsVisible(true)
                .withStatus(TournamentStatus.DRAFT));
        app.awaitSpectatorSnapshot(); // written behind the website's back
        assertThat(new Http().get(app.url("/persons/" + lars)).status()).as("a draft is not published").isEqualTo(404);
        assertThat(new Http().get(app.url(fromPlayer)).status()).isEqualTo(404);
        assertThat(new Http().get(app.url("/persons?q=Lars&lang=en")).html().select(".person-list a")).isEmpty();
        assertThat(new Http().get(app.url("/grades/DK?lang=en")).html().text()).doesNotContain("Lars Nielsen");

        for (String path : List.of("/persons/abc", "/persons/999999", "/persons/" + lars + "/grade/certificate/0",
                "/persons/" + lars + "/grade/certificate/99", "/grades/12345", "/grades/XX", "/grades/ZZZ",
                "/history/x", "/history/999999")) {
            assertThat(new Http().get(app.url(path)).status()).as(path).isEqualTo(404);
        }
    }
}
