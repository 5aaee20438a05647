package org.mahjongresults.web.players;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

class PlayersRouteTest {

    private TestApp app;
    /** A tournament of the test's own, its director signed in. */
    private DirectedTournament cup;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        cup = DirectedTournament.create(app, Tournament.newMcr("Import Cup"));
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    void aFileWithBadRowsIsPreviewedWithEveryReasonAndNothingIsImported() {
        String csv = "entry,name,native,country,team,ema\n1,Wang Lei,王磊,CN,Red,\n1,Twice,,,,\nx,,,,,\n";
        Http.Response preview = cup.director().post(app, cup.path("/import?lang=en"),
                Map.of("csv", csv, "action", "import"));
        assertThat(preview.status()).isEqualTo(422);
        Document html = preview.html();
        assertThat(html.select(".import-preview tr.is-bad")).hasSize(2);
        assertThat(html.select(".import-preview tr.is-bad").get(0).text())
                .contains("Entry number 1 appears twice in the file.");
        assertThat(html.select(".import-preview tr.is-bad").get(1).text())
                .contains("The entry number \"x\" is not a positive whole number.", "The name is missing.");
        assertThat(html.select("button[value=import]")).isEmpty();
        assertThat(html.selectFirst("textarea#csv").text()).contains("Wang Lei");
        assertThat(cup.tournaments().players(cup.id())).isEmpty();
    }

    @Test
    void aCleanFileIsPreviewedThenImportedWithItsTeams() {
        String csv = "1,Wang Lei,王磊,CN,Red Dragons,\n2,Chen Jing,陈静,CN,Red Dragons,\n3,Sato Haruka,佐藤 春香,JP,Sakura,09010042\n";
        Http.Response preview = cup.director().post(app, cup.path("/import?lang=en"),
                Map.of("csv", csv, "action", "preview"));
        assertThat(preview.status()).isEqualTo(200);
        assertThat(preview.html().select(".notice--ok").text()).isEqualTo("All 3 rows are right.");
        assertThat(cup.tournaments().players(cup.id())).as("a preview imports nothing").isEmpty();

        Http.Response done = cup.director().post(app, cup.path("/import"), Map.of("csv", csv, "action", "import"));
        assertThat(done.status()).isEqualTo(302);
        assertThat(cup.tournaments().players(cup.id())).extracting(Player::name)
                .containsExactly("Wang Lei", "Chen Jing", "Sato Haruka");
        assertThat(cup.tournaments().teams(cup.id()))
                .extracting(t -> t.name()).containsExactlyInAnyOrder("Red Dragons", "Sakura");

        Http.Response again = cup.director().post(app, cup.path("/import?lang=en"),
                Map.of("csv", csv, "action", "import"));
        assertThat(again.status()).isEqualTo(422);
        assertThat(again.html().text()).contains("Entry number 1 is already registered.");
        assertThat(cup.tournaments().players(cup.id())).hasSize(3);
    }

    @Test
    void theAddPlayerFormKeepsTheInputAndSaysWhatIsWrong() {
        Http.Response bad = cup.director().post(app, cup.path("/players?lang=en"),
                Map.of("entryNumber", "0", "name", "Kept Name", "country", "C1", "emaId", "12"));
        assertThat(bad.status()).isEqualTo(422);
        Document html = bad.html();
        assertThat(html.selectFirst("#name").val()).isEqualTo("Kept Name");
        assertThat(html.selectFirst("#entryNumber-error").text()).isEqualTo("A number from 1 to 999,999.");
        assertThat(html.selectFirst("#country-error").text()).contains("country code");
        assertThat(html.selectFirst("#emaId-error").text()).isEqualTo("An EMA id has eight digits.");

        assertThat(cup.director().post(app, cup.path("/players"), Map.of("entryNumber", "5", "name", "Good")).status())
                .isEqualTo(302);
        Http.Response taken = cup.director().post(app, cup.path("/players?lang=en"),
                Map.of("entryNumber", "5", "name", "Dup"));
        assertThat(taken.status()).isEqualTo(422);
        assertThat(taken.html().selectFirst("#entryNumber-error").text()).isEqualTo("Entry number 5 is taken.");
    }

    @Test
    void aWithdrawnPlayerStaysListedAndCannotWithdrawTwice() {
        cup.director().post(app, cup.path("/players"), Map.of("entryNumber", "1", "name", "Leaving"));
        Player p = cup.tournaments().players(cup.id()).get(0);
        cup.director().post(app, cup.path("/players/" + p.id() + "/withdraw"), Map.of());
        assertThat(cup.tournaments().findPlayer(cup.id(), p.id())
                .orElseThrow().status()).isEqualTo(PlayerStatus.WITHDRAWN);
        cup.director().post(app, cup.path("/players/" + p.id() + "/withdraw"), Map.of());
        Document manage = cup.director().get(app, cup.path("/players/manage?lang=en")).html();
        assertThat(manage.select(".flash").text()).isEqualTo("Leaving is no longer active.");
        assertThat(manage.select("tr.is-inactive").text()).contains("Leaving", "Withdrawn");
    }

    @Test
    void aSpectatorSeesAnEditedPlayerAtOnceThoughTheSnapshotIsYoung() {
        // The clock stands still: the spectators' snapshot never ages, only the edit's announcement renews it.
        try (TestApp still = TestApp.start(true, SettableClock.at(Instant.parse("2026-04-17T08:00:00Z")))) {
            long id = still.demoTournamentId();
            String page = new Http().get(still.url("/tournaments/" + id)).html()
                    .selectFirst("a[href^=/tournaments/" + id + "/players/]").attr("href");
            assertThat(new Http().get(still.url(page)).html().text()).doesNotContain("Renamed Player");

            Staff director = Staff.login(still, "director", "demo-director");
            Map<String, String> form = new HashMap<>();
            director.get(still, page + "/edit").html().select("form input[name], form select[name]").forEach(el -> {
                if (!el.attr("name").equals("_csrf")) {
                    var selected = el.selectFirst("option[selected]");
                    form.put(el.attr("name"), el.tagName().equals("select")
                            ? (selected == null ? "" : selected.val()) : el.val());
                }
            });
            form.put("name", "Renamed Player");
            assertThat(director.post(still, page + "/edit", form).status()).isEqualTo(302);

            assertThat(new Http().get(still.url(page)).html().text()).contains("Renamed Player");
        }
    }
}
