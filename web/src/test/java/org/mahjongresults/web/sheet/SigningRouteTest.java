package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.referee.RefereeCallRepository;
import org.mahjongresults.engine.appeal.AppealDeadline;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The players confirm the sheet with their personal codes (issue 26; 000 §3.9.2-3, RULES §3.5), and a table calls a
 * referee: the routes, as a player's own phone and the scorekeeper's phone use them.
 */
class SigningRouteTest {

    private TestApp app;
    private SheetFixture t;
    private Staff scorekeeper;
    private Staff director;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        t = new SheetFixture(app, 1, 1);
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        director = Staff.login(app, "director", "demo-director");
        for (int seat = 0; seat < 4; seat++) {
            Http.Response r = director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(seat),
                    Map.of("code", code(seat)));
            assertThat(r.status()).as(r.body()).isEqualTo(302);
        }
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private static String code(int seat) {
        return "47" + (11 + seat);
    }

    /** A player's own phone: an anonymous session opened on the table's signing page. */
    private Player phone() {
        Http http = new Http();
        String csrf = http.get(app.url(t.base() + "/sign?lang=en")).html().selectFirst("input[name=_csrf]").val();
        return new Player(http, csrf);
    }

    private record Player(Http http, String csrf) {
    }

    private Http.Response sign(Player p, long player, String code, String verdict) {
        return p.http().post(app.url(t.base() + "/sign?lang=en"), Map.of("_csrf", p.csrf(), "player",
                String.valueOf(player), "code", code, "verdict", verdict));
    }

    private void playAndSubmit() {
        assertThat(t.win(scorekeeper, 1, 0, 3, 18, SheetRouteTest.EXAMPLE_A, "s1").status()).isEqualTo(302);
        assertThat(scorekeeper.post(app, t.base() + "/sheet/submit", Map.of("version", String.valueOf(t.version()),
                "confirmShort", "on", "reason", "Time for this test")).status()).isEqualTo(302);
    }

    @Test
    void fourPlayersConfirmOnTheirPhonesAndTheScorekeepersAndTheAppealWindowStartsThen() {
        assertThat(sign(phone(), t.id(0), code(0), "CONFIRM").status())
                .as("nothing to confirm before the sheet is submitted").isEqualTo(409);
        playAndSubmit();
        for (int seat = 0; seat < 3; seat++) {
            Http.Response r = sign(phone(), t.id(seat), code(seat), "CONFIRM");
            assertThat(r.status()).as(r.body()).isEqualTo(302);
        }
        // The fourth on the scorekeeper's phone, handed round.
        Http.Response last = scorekeeper.post(app, t.base() + "/sign?lang=en", Map.of("player",
                String.valueOf(t.id(3)), "code", code(3), "verdict", "CONFIRM"));
        assertThat(last.status()).as(last.body()).isEqualTo(302);

        Document sheet = scorekeeper.get(app, t.base() + "/sheet?lang=en").html();
        assertThat(sheet.select("#signing .signing__state").text()).startsWith("Every player confirmed the result at");
        assertThat(sheet.select("#signing li.is-confirm")).hasSize(4);
        assertThat(sheet.select("#signing li[data-player=" + t.id(3) + "]").text())
                .contains("on the scorekeeper's phone");
        assertThat(sheet.select("#signing li[data-player=" + t.id(0) + "]").text()).contains("on their own phone");
        // The spectators' sheet shows it too, without a code or a form.
        Document spectator = new Http().get(app.url(t.base() + "/sheet?lang=en")).html();
        assertThat(spectator.select("#signing li.is-confirm")).hasSize(4);
        assertThat(spectator.select("#signing form")).isEmpty();

        List<AuditLog.Entry> audit = app.parts().audit()
                .recent(app.demoTournamentId(), 50);
        assertThat(audit.stream().filter(e -> e.action().equals("sheet.confirm"))).hasSize(4);
        assertThat(audit.stream().filter(e -> e.action().equals("player.code"))).hasSize(4);
        // What the entries say (not their timestamps, whose digits may hold a code's by chance).
        String said = audit.stream().map(e -> e.actor() + " " + e.before() + " " + e.after()).toList().toString();
        assertThat(said).doesNotContain(code(0)).doesNotContain("argon2");

        // RULES §3.12-3.13: the window runs from the players' confirmation, before any referee closed the sheet.
        AppealDeadline d = app.parts().appeals()
                .deadline(app.demoTournamentId(), 1, 1).orElseThrow();
        assertThat(Duration.between(d.sessionEnd(), Instant.now())).isBetween(Duration.ZERO, Duration.ofMinutes(1));

        // The referee signs by closing; the closed sheet is signed no more.
        Staff referee = Staff.login(app, "referee", "demo-referee");
        Player late = phone(); // opened before the close: the closed sheet's page has no form left
        assertThat(referee.post(app, t.base() + "/sheet/close", Map.of("version", String.valueOf(t.version())))
                .status()).isEqualTo(302);
        Http.Response closed = sign(late, t.id(0), code(0), "CONFIRM");
        assertThat(closed.status()).isEqualTo(409);
        assertThat(closed.html().select(".errors").text()).contains("nothing to confirm");
    }

    @Test
    void aDisputeCallsARefereeAndKeepsTheSheetOpen() {
        playAndSubmit();
        assertThat(sign(phone(), t.id(0), code(0), "CONFIRM").status()).isEqualTo(302);
        assertThat(sign(phone(), t.id(2), code(2), "DISPUTE").status()).isEqualTo(302);
        Document page = new Http().get(app.url(t.base() + "/sign?lang=en")).html();
        assertThat(page.select("#signing .signing__state").text()).contains("disputes the result");
        assertThat(page.select(".call-notice").text()).contains("Dispute of the result", t.players.get(2).name());
        List<RefereeCallRepository.Call> calls = app.parts().refereeCalls().calls(app.demoTournamentId());
        assertThat(calls).hasSize(1);
        assertThat(calls.get(0).callerPlayerId()).isEqualTo(t.id(2));
        assertThat(t.sheets.find(app.demoTournamentId(), 1, 1).orElseThrow().status().name()).isEqualTo("SUBMITTED");
    }

    @Test
    void aWrongCodeIsRefusedAndAfterFiveTheRightOneIsStillTakenInItsTurn() {
        playAndSubmit();
        Player p = phone();
        Http.Response wrong = sign(p, t.id(1), "0000", "CONFIRM");
        assertThat(wrong.status()).isEqualTo(422);
        assertThat(wrong.html().select(".sign-player[data-player=" + t.id(1) + "] .field-error").text())
                .isEqualTo("Wrong code.");
        assertThat(wrong.body()).doesNotContain("value=\"0000\"");
        for (int i = 0; i < 4; i++) {
            assertThat(sign(p, t.id(1), "000" + i, "CONFIRM").status()).isEqualTo(422);
        }
        // Never a lock (issue 36): past the free tries the player's tries take turns, and the right code is taken.
        assertThat(sign(phone(), t.id(1), code(1), "CONFIRM").status()).isEqualTo(302);
    }

    @Test
    void aPlayerOfAnotherTableNeitherConfirmsHereNorCallsAReferee() {
        playAndSubmit();
        SheetFixture other = new SheetFixture(app, 1, 2);
        Http.Response r = director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + other.id(0),
                Map.of("code", "9999"));
        assertThat(r.status()).isEqualTo(302);
        Http.Response foreign = sign(phone(), other.id(0), "9999", "CONFIRM");
        assertThat(foreign.status()).isEqualTo(422);
        assertThat(foreign.html().select(".errors").text()).contains("does not play at this table");

        Player p = phone();
        Map<String, String> call = new HashMap<>(Map.of("_csrf", p.csrf(), "player", String.valueOf(other.id(0)),
                "code", "9999", "reason", "TIME"));
        Http.Response foreignCall = p.http().post(app.url(t.base() + "/calls?lang=en"), call);
        assertThat(foreignCall.status()).isEqualTo(422);
        assertThat(foreignCall.html().select(".errors").text()).contains("does not play at this table");
        call.put("player", String.valueOf(t.id(1)));
        call.put("code", "1234");
        assertThat(p.http().post(app.url(t.base() + "/calls?lang=en"), call).status())
                .as("a player of the table with a wrong code").isEqualTo(422);
        call.remove("player");
        assertThat(p.http().post(app.url(t.base() + "/calls?lang=en"), call).status())
                .as("nobody named").isEqualTo(422);
        assertThat(app.parts().refereeCalls()
                .calls(app.demoTournamentId())).isEmpty();

        call.put("player", String.valueOf(t.id(1)));
        call.put("code", code(1));
        assertThat(p.http().post(app.url(t.base() + "/calls?lang=en"), call).status()).isEqualTo(302);
        // The scorekeeper of the table calls without a code.
        assertThat(scorekeeper.post(app, t.base() + "/calls", Map.of("reason", "WRONG_CLAIM", "back", "sheet"))
                .header("Location")).endsWith("/sheet");
        assertThat(app.parts().refereeCalls()
                .calls(app.demoTournamentId())).extracting(c -> c.reason().name()).containsExactly("TIME",
                "WRONG_CLAIM");
    }

    @Test
    void aRefereeTakesACallOnceAndClosesItAndTheTimesAreKept() {
        assertThat(scorekeeper.post(app, t.base() + "/calls", Map.of("reason", "OTHER")).status()).isEqualTo(302);
        Staff referee = Staff.login(app, "referee", "demo-referee");
        String calls = "/tournaments/" + app.demoTournamentId() + "/calls";
        Document page = referee.get(app, calls + "?lang=en").html();
        assertThat(page.select("li.call.is-open .call__where").text()).isEqualTo("Session 1 · Table 1");
        String id = page.selectFirst("li.call").attr("data-call");
        assertThat(referee.post(app, calls + "/" + id + "/take", Map.of()).status()).isEqualTo(302);
        assertThat(referee.get(app, calls + "?lang=en").html().select(".flash, [role=status]").text())
                .isNotNull();
        Staff chief = Staff.login(app, "chief", "demo-chief");
        assertThat(chief.post(app, calls + "/" + id + "/take", Map.of()).status()).isEqualTo(302);
        Document seen = chief.get(app, calls + "?lang=en").html();
        assertThat(seen.text()).contains("Another referee took this call already");
        assertThat(seen.select("li.call.is-taken .call__wait").text()).startsWith("taken by Demo Referee after 0:0");
        assertThat(seen.select("li.call.is-taken .take-call")).isEmpty();
        assertThat(chief.post(app, calls + "/" + id + "/close", Map.of()).status()).isEqualTo(302);
        Document after = chief.get(app, calls + "?lang=en").html();
        assertThat(after.select("li.call")).isEmpty();
        assertThat(after.select(".answer-times tbody td").eachText()).startsWith("1", "1", "0");
        assertThat(new Http().get(app.url("/tournaments/" + app.demoTournamentId() + "/stats?lang=en")).html()
                .select(".referee-calls").text()).contains("1 calls answered");
    }

    @Test
    void aCallSurvivesARestartOfTheServer() {
        assertThat(scorekeeper.post(app, t.base() + "/calls", Map.of("reason", "TIME")).status()).isEqualTo(302);
        org.mahjongresults.db.DbConfig config = app.dbConfig();
        long tid = app.demoTournamentId();
        app.close();
        app = TestApp.start(config, false, java.time.Clock.systemUTC());
        Staff referee = Staff.login(app, "referee", "demo-referee");
        Document page = referee.get(app, "/tournaments/" + tid + "/calls?lang=en").html();
        assertThat(page.select("li.call.is-open .call__why").text()).isEqualTo("Time");
    }

    @Test
    void theDirectorChoosesTheModeAndGeneratesCodesShownOnce() {
        String base = "/tournaments/" + app.demoTournamentId();
        assertThat(director.post(app, base + "/signing", Map.of("mode", "NONE")).status()).isEqualTo(302);
        Document none = new Http().get(app.url(t.base() + "/sign?lang=en")).html();
        assertThat(none.text()).contains("keeps signed paper sheets");
        assertThat(director.post(app, base + "/signing", Map.of("mode", "SOMETIMES")).status()).isEqualTo(422);
        assertThat(director.post(app, base + "/signing", Map.of("mode", "EACH_HAND")).status()).isEqualTo(302);
        // Each hand: the players confirm hand 1 once it is entered, before the sheet is submitted.
        assertThat(t.win(scorekeeper, 1, 0, 3, 18, SheetRouteTest.EXAMPLE_A, "h1").status()).isEqualTo(302);
        assertThat(sign(phone(), t.id(0), code(0), "CONFIRM").status()).isEqualTo(302);
        assertThat(new Http().get(app.url(t.base() + "/sheet?lang=en")).html().select("#signing-heading").text())
                .isEqualTo("Players' confirmation of hand 1");

        Http.Response generated = director.post(app, base + "/codes?lang=en", Map.of("which", "missing"));
        assertThat(generated.status()).isEqualTo(200);
        assertThat(generated.header("Cache-Control")).isEqualTo("no-store");
        List<String> slips = generated.html().select(".code-slip__code").eachText();
        assertThat(slips).isNotEmpty().allMatch(c -> c.matches("\\d{6}"));
        Document again = director.get(app, base + "/codes?lang=en").html();
        assertThat(again.select(".code-slip__code")).isEmpty();
        assertThat(again.text()).doesNotContain(slips.get(0));
        // Codes never reach a public page.
        assertThat(new Http().get(app.url(t.base() + "/sign?lang=en")).body()).doesNotContain(code(0));
        Http.Response bad = director.post(app, base + "/codes/" + t.id(0) + "?lang=en", Map.of("code", "12a"));
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.html().select(".field-error").text()).isEqualTo("A code is four to eight digits.");
    }

    @Test
    void theSigningPagesSpeakThreeLanguages() {
        playAndSubmit();
        Map<String, String> confirm = Map.of("en", "Confirm", "zh", "确认", "ja", "確認する");
        Map<String, String> call = Map.of("en", "Call a referee", "zh", "呼叫裁判", "ja", "審判を呼ぶ");
        Staff referee = Staff.login(app, "referee", "demo-referee");
        for (String lang : List.of("en", "zh", "ja")) {
            Document sign = new Http().get(app.url(t.base() + "/sign?lang=" + lang)).html();
            assertThat(sign.select(".sign-player button[value=CONFIRM]").eachText()).hasSize(4)
                    .allMatch(confirm.get(lang)::equals);
            assertThat(sign.select("#call-heading").text()).isEqualTo(call.get(lang));
            assertThat(referee.get(app, "/tournaments/" + app.demoTournamentId() + "/calls?lang=" + lang)
                    .status()).isEqualTo(200);
            assertThat(director.get(app, "/tournaments/" + app.demoTournamentId() + "/codes?lang=" + lang)
                    .status()).isEqualTo(200);
        }
        assertThat(new Http().get(app.url(t.base() + "/sign?lang=zh")).html().select(".signing__state").text())
                .isEqualTo("已有 0/4 名选手确认。");
    }
}
