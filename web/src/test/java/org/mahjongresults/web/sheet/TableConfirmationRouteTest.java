package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.referee.RefereeCallRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A confirmation players can trust (issue 37): the confirm page shows the result, a referee closing over a dispute
 * says why and the audit log keeps it, every label follows the sheet's state, a refusal looks like one, and the
 * address a refused call leaves behind reloads.
 */
class TableConfirmationRouteTest {

    private TestApp app;
    private SheetFixture t;
    private Staff scorekeeper;
    private Staff referee;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        t = new SheetFixture(app, 1, 1);
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        referee = Staff.login(app, "referee", "demo-referee");
        Staff director = Staff.login(app, "director", "demo-director");
        for (int seat = 0; seat < 4; seat++) {
            assertThat(director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(seat),
                    Map.of("code", code(seat))).status()).isEqualTo(302);
        }
        // Hand 1: seat 0 wins 18 from seat 3; the sheet is submitted short.
        assertThat(t.win(scorekeeper, 1, 0, 3, 18, SheetRouteTest.EXAMPLE_A, "c1").status()).isEqualTo(302);
        assertThat(scorekeeper.post(app, t.base() + "/sheet/submit", Map.of("version", String.valueOf(t.version()),
                "confirmShort", "on", "reason", "Time for this test")).status()).isEqualTo(302);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private static String code(int seat) {
        return "63" + (21 + seat);
    }

    private Http.Response sign(int seat, String verdict) {
        Http http = new Http();
        String csrf = http.get(app.url(t.base() + "/sign?lang=en")).html().selectFirst("input[name=_csrf]").val();
        return http.post(app.url(t.base() + "/sign?lang=en"), Map.of("_csrf", csrf, "player",
                String.valueOf(t.id(seat)), "code", code(seat), "verdict", verdict));
    }

    @Test
    void theConfirmPageShowsEachPlayersSessionScoreAndTablePointsAndAConfirmationReturnsToThem() {
        Document page = new Http().get(app.url(t.base() + "/sign?lang=en")).html();
        assertThat(page.select("#confirm .sign-result__table thead th").eachText())
                .containsExactly("Player", "Session score", "Table points");
        // 18 from the discarder: 8 + 18 from seat 3 and 8 from each other player (MCR 2006 §3.7).
        assertThat(page.select("#confirm tr[data-player=" + t.id(0) + "] td").eachText()).containsExactly("42", "4");
        assertThat(page.select("#confirm tr[data-player=" + t.id(3) + "] td").eachText()).containsExactly("-26", "0");
        assertThat(page.select("#confirm tbody tr")).hasSize(4);

        Http.Response signed = sign(0, "CONFIRM");
        assertThat(signed.status()).isEqualTo(302);
        assertThat(signed.header("Location")).endsWith("/sign#confirm");
    }

    @Test
    void theWinnersLineSaysWhoWonAndOnWhoseDiscardInEachLanguage() {
        String winner = t.players.get(0).name();
        String discarder = t.players.get(3).name();
        Map<String, String> said = Map.of("en", winner + " won on " + discarder + "'s discard",
                "zh", winner + " 和牌，" + discarder + " 点炮", "ja", winner + " が " + discarder + " から出アガリ");
        said.forEach((lang, line) -> assertThat(new Http().get(app.url(t.base() + "/sheet?lang=" + lang)).html()
                .select("td.result-cell").first().text()).as(lang).startsWith(line));
    }

    @Test
    void closingOverADisputeAsksWhyKeepsTheReasonInTheAuditAndAnswersTheTablesCalls() {
        assertThat(sign(0, "CONFIRM").status()).isEqualTo(302);
        assertThat(sign(2, "DISPUTE").status()).isEqualTo(302);
        Document sheet = referee.get(app, t.base() + "/sheet?lang=en").html();
        assertThat(sheet.select("#sheet-actions textarea#close-reason[required]")).hasSize(1);
        assertThat(sheet.select("label[for=close-reason]").text()).contains("why close the sheet now");

        Http.Response silent = referee.post(app, t.base() + "/sheet/close", Map.of("version",
                String.valueOf(t.version())));
        assertThat(silent.status()).isEqualTo(302);
        assertThat(t.sheets.find(app.demoTournamentId(), 1, 1).orElseThrow().status().name()).isEqualTo("SUBMITTED");
        Document refused = referee.get(app, t.base() + "/sheet?lang=en").html();
        assertThat(refused.select(".flash.flash--refused[role=alert]").text()).startsWith("Say why the sheet is closed");

        assertThat(referee.post(app, t.base() + "/sheet/close", Map.of("version", String.valueOf(t.version()),
                "reason", "Seat 3 disputes hand 1; the video shows the win was right.")).status()).isEqualTo(302);
        assertThat(t.sheets.find(app.demoTournamentId(), 1, 1).orElseThrow().status().name()).isEqualTo("CLOSED");
        List<AuditLog.Entry> audit = app.parts().audit().recent(app.demoTournamentId(), 50);
        assertThat(audit.stream().filter(e -> e.action().equals("sheet.closed")).map(AuditLog.Entry::after))
                .singleElement().asString().contains("the video shows the win was right");
        assertThat(app.parts().refereeCalls().calls(app.demoTournamentId()))
                .hasSize(1).allMatch(RefereeCallRepository.Call::closed);

        // The closed sheet says so everywhere, in each language, and offers no more calls.
        Document closed = new Http().get(app.url(t.base() + "/sheet?lang=en")).html();
        assertThat(closed.select("#sheet-status").text()).isEqualTo("Closed");
        assertThat(closed.select("#signing .signing__state").text())
                .isEqualTo("The referee closed the sheet with 1 of 4 players' confirmations.");
        assertThat(closed.select(".sign-link, .call-notice")).isEmpty();
        assertThat(scorekeeper.get(app, t.base() + "/sheet?lang=en").html().select(".call-form, .sign-link"))
                .isEmpty();
        Document sign = new Http().get(app.url(t.base() + "/sign?lang=en")).html();
        assertThat(sign.select(".call-panel, .sign-player")).isEmpty();
        Document zh = new Http().get(app.url(t.base() + "/sheet?lang=zh")).html();
        assertThat(zh.select("#sheet-status").text()).isEqualTo("已关闭");
        assertThat(zh.select("#signing .signing__state").text()).doesNotContain("已确认").contains("裁判已关闭记分表");
    }

    @Test
    void afterFourConfirmationsTheLinkNoLongerAsksThePlayersToConfirmAndNoReasonIsAsked() {
        Document before = new Http().get(app.url(t.base() + "/sheet?lang=en")).html();
        assertThat(before.select("a.sign-link").text()).isEqualTo("Players: confirm the result");
        for (int seat = 0; seat < 4; seat++) {
            assertThat(sign(seat, "CONFIRM").status()).isEqualTo(302);
        }
        assertThat(new Http().get(app.url(t.base() + "/sheet?lang=en")).html().select("a.sign-link").text())
                .isEqualTo("Players: call a referee");
        Document staff = scorekeeper.get(app, t.base() + "/sheet?lang=en").html();
        assertThat(staff.select("a.sign-link")).as("the staff call with their form, one control").isEmpty();
        assertThat(staff.select("form.call-form button")).hasSize(1);
        assertThat(staff.select("label[for=call-reason]").text()).isEqualTo("Call a referee to this table, for:");
        assertThat(referee.get(app, t.base() + "/sheet?lang=en").html().select("#close-reason")).isEmpty();
        assertThat(referee.post(app, t.base() + "/sheet/close", Map.of("version", String.valueOf(t.version())))
                .status()).isEqualTo(302);
        assertThat(t.sheets.find(app.demoTournamentId(), 1, 1).orElseThrow().status().name()).isEqualTo("CLOSED");
    }

    @Test
    void aRefusedCallMarksTheCodeFieldAndItsAddressReloadsToTheConfirmPage() {
        Http http = new Http();
        String csrf = http.get(app.url(t.base() + "/sign?lang=en")).html().selectFirst("input[name=_csrf]").val();
        Http.Response wrong = http.post(app.url(t.base() + "/calls?lang=en"), Map.of("_csrf", csrf,
                "player", String.valueOf(t.id(1)), "code", "0000", "reason", "TIME"));
        assertThat(wrong.status()).isEqualTo(422);
        assertThat(wrong.html().select(".call-panel .has-error #call-code[aria-invalid=true]")).hasSize(1);
        assertThat(wrong.html().select(".call-panel .field-error").text()).isNotBlank();
        assertThat(wrong.html().select(".sign-player .field-error")).as("not a confirmation's field").isEmpty();

        Http.Response reload = http.get(app.url(t.base() + "/calls?lang=en"));
        assertThat(reload.status()).isEqualTo(302);
        assertThat(reload.header("Location")).endsWith(t.base() + "/sign#call-heading");
    }

    @Test
    void aCallAnotherRefereeTookIsRefusedInTheErrorStyle() {
        assertThat(scorekeeper.post(app, t.base() + "/calls", Map.of("reason", "OTHER")).status()).isEqualTo(302);
        String calls = "/tournaments/" + app.demoTournamentId() + "/calls";
        String id = referee.get(app, calls + "?lang=en").html().selectFirst("li.call").attr("data-call");
        assertThat(referee.post(app, calls + "/" + id + "/take", Map.of()).status()).isEqualTo(302);
        assertThat(referee.get(app, calls + "?lang=en").html().select(".flash:not(.flash--refused)").text())
                .isEqualTo("The call is yours.");
        Staff chief = Staff.login(app, "chief", "demo-chief");
        assertThat(chief.post(app, calls + "/" + id + "/take", Map.of()).status()).isEqualTo(302);
        assertThat(chief.get(app, calls + "?lang=en").html().select(".flash.flash--refused[role=alert]").text())
                .isEqualTo("Another referee took this call already.");
    }
}
