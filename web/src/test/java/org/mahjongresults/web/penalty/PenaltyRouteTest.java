package org.mahjongresults.web.penalty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

class PenaltyRouteTest {

    private TestApp app;
    private List<Seating> table;
    private Staff referee;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
        table = app.parts().draws().seatings(app.demoTournamentId())
                .stream().filter(s -> s.session() == 1 && s.table() == 1).toList();
        referee = Staff.login(app, "referee", "demo-referee");
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private String base() {
        return "/tournaments/" + app.demoTournamentId();
    }

    private Http.Response record(Staff who, int seat, String offence, String sanction, int points, boolean dead) {
        Map<String, String> form = new HashMap<>(Map.of("player", String.valueOf(table.get(seat).playerId()),
                "hand", "1", "offence", offence, "sanction", sanction, "points", String.valueOf(points)));
        if (dead) {
            form.put("deadHand", "on");
        }
        return who.post(app, base() + "/sessions/1/tables/1/penalties", form);
    }

    private Map<String, Long> matchPoints() throws Exception {
        Map<String, Long> m = new HashMap<>();
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api" + base() + "/standings")).body());
        for (Object o : (List<?>) json.get("players")) {
            Map<?, ?> p = (Map<?, ?>) o;
            m.put((String) p.get("name"), ((Number) p.get("matchPoints")).longValue());
        }
        return m;
    }

    @Test
    void theFormProposesTheCatalogueSanctionAndThenTheNextStepOfTheLadder() {
        String params = "?lang=en&offence=WRONG_WIN&hand=1&player=" + table.get(0).playerId();
        Document first = referee.get(app, base() + "/sessions/1/tables/1/penalties/new" + params).html();
        assertThat(first.selectFirst("#p-sanction option[selected]").val()).isEqualTo("TRANSFER_EACH");
        assertThat(first.selectFirst("#p-points").val()).isEqualTo("10");

        String empty = "?lang=en&offence=EMPTY_CLAIM&hand=1&player=" + table.get(1).playerId();
        Document ladder1 = referee.get(app, base() + "/sessions/1/tables/1/penalties/new" + empty).html();
        assertThat(ladder1.selectFirst("#p-sanction option[selected]").val()).isEqualTo("WARNING");
        assertThat(record(referee, 1, "EMPTY_CLAIM", "WARNING", 0, false).status()).isEqualTo(302);
        Document ladder2 = referee.get(app, base() + "/sessions/1/tables/1/penalties/new" + empty).html();
        assertThat(ladder2.selectFirst("#p-sanction option[selected]").val()).isEqualTo("DEDUCTION");
        assertThat(ladder2.selectFirst("#p-points").val()).isEqualTo("5");
        assertThat(ladder2.selectFirst("#proposal").text()).contains("Empty chow, pung or kong");
    }

    @Test
    void aWrongWinMakesTheOffenderPayTenToEachAndCancellingRestoresTheScores() throws Exception {
        Map<String, Long> before = matchPoints();
        assertThat(record(referee, 0, "WRONG_WIN", "TRANSFER_EACH", 10, true).status()).isEqualTo(302);
        Map<String, Long> after = matchPoints();
        assertThat(after.get(table.get(0).name()) - before.get(table.get(0).name())).isEqualTo(-30);
        for (int seat = 1; seat < 4; seat++) {
            assertThat(after.get(table.get(seat).name()) - before.get(table.get(seat).name())).isEqualTo(10);
        }
        Document sheet = new Http().get(app.url(base() + "/sessions/1/tables/1/sheet?lang=en")).html();
        assertThat(sheet.select("tr.penalty-row td").eachText()).containsExactly("-30", "+10", "+10", "+10");

        Document log = new Http().get(app.url(base() + "/penalties?lang=en")).html();
        assertThat(log.select("table.penalty-log tbody tr")).hasSize(1);
        assertThat(log.select("table.penalty-log tbody tr").text()).contains("Wrong win", "Pays each other player");

        Staff chief = Staff.login(app, "chief", "demo-chief");
        Document chiefLog = chief.get(app, base() + "/penalties").html();
        String cancel = chiefLog.selectFirst("table.penalty-log form").attr("action");
        assertThat(chief.post(app, cancel, Map.of("reason", "The win was valid after all")).status()).isEqualTo(302);
        assertThat(matchPoints()).isEqualTo(before);
        Document struck = new Http().get(app.url(base() + "/penalties?lang=en")).html();
        assertThat(struck.select("tr.is-cancelled").text()).contains("The win was valid after all");
    }

    @Test
    void aDeductionIsPaidToNobodyAndBadSanctionsAreRefused() throws Exception {
        Map<String, Long> before = matchPoints();
        // A first late pung is proposed a warning: another sanction needs a note saying why, and keeps the input.
        Http.Response noNote = record(referee, 2, "LATE_PUNG", "DEDUCTION", 20, false);
        assertThat(noNote.status()).isEqualTo(422);
        assertThat(noNote.html().selectFirst("#note-error").text())
                .isEqualTo("Say why the sanction differs from the proposed one.");
        assertThat(noNote.html().selectFirst("#p-points").val()).isEqualTo("20");
        Map<String, String> form = new HashMap<>(Map.of("player", String.valueOf(table.get(2).playerId()),
                "hand", "1", "offence", "LATE_PUNG", "sanction", "DEDUCTION", "points", "20",
                "note", "Third late pung of the session after two warnings"));
        assertThat(referee.post(app, base() + "/sessions/1/tables/1/penalties", form).status()).isEqualTo(302);
        Map<String, Long> after = matchPoints();
        assertThat(after.get(table.get(2).name()) - before.get(table.get(2).name())).isEqualTo(-20);
        assertThat(after.get(table.get(0).name())).isEqualTo(before.get(table.get(0).name()));

        Http.Response bad = record(referee, 2, "LATE_PUNG", "DEDUCTION", 7, false);
        assertThat(bad.status()).isEqualTo(422);
        assertThat(bad.html().selectFirst("#points-error").text()).startsWith("Points allowed for this sanction");
        Http.Response noVictim = record(referee, 2, "OTHERS_TILES_EXPOSED", "TRANSFER_TO_VICTIM", 5, false);
        assertThat(noVictim.status()).isEqualTo(422);
        assertThat(noVictim.html().selectFirst("#victim-error").text()).isEqualTo("Choose the player who is paid.");
    }

    @Test
    void aDisqualifiedPlayerLeavesTheRankingAndTheLaterDrawsAndTheTableShowsThePenalty() throws Exception {
        assertThat(record(referee, 3, "SERIOUS_DISTURBANCE", "DISQUALIFICATION", 0, false).status()).isEqualTo(302);
        var players = app.parts().tournaments();
        assertThat(players.findPlayer(app.demoTournamentId(), table.get(3).playerId()).orElseThrow().status())
                .isEqualTo(org.mahjongresults.engine.tournament.PlayerStatus.DISQUALIFIED);
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api" + base() + "/standings")).body());
        Map<?, ?> out = (Map<?, ?>) ((List<?>) json.get("players")).stream()
                .filter(o -> table.get(3).name().equals(((Map<?, ?>) o).get("name"))).findFirst().orElseThrow();
        assertThat(out.get("place")).isNull();
        Document sheet = new Http().get(app.url(base() + "/sessions/1/tables/1/sheet?lang=en")).html();
        assertThat(sheet.select(".table-penalties li").text()).contains(table.get(3).name(), "Disqualification");
        Document player = new Http().get(app.url(base() + "/players/" + table.get(3).playerId() + "?lang=en")).html();
        assertThat(player.select(".player-penalties li").text())
                .contains("Session 1 · Table 1 · Hand 1", "Serious disturbance", "Disqualification");
        assertThat(referee.get(app, base() + "/sessions/1/tables/1/sheet?lang=en").html().select(".flash").text())
                .contains("Decide what the table does");
    }

    @Test
    void aDisqualificationTakesThePlayerOutOfTheRedrawAndItsCancellationBringsHimBack() throws Exception {
        Staff director = Staff.login(app, "director", "demo-director");
        assertThat(record(referee, 3, "SERIOUS_DISTURBANCE", "DISQUALIFICATION", 0, false).status()).isEqualTo(302);
        // The director's redraw of the later sessions no longer counts the player: 31 do not fill tables of four.
        director.post(app, base() + "/draw/redraw", Map.of("seed", "7"));
        assertThat(director.get(app, base() + "/draw?lang=en").html().select(".flash").text())
                .contains("31 active players do not fill tables of four: 1 substitute is needed.");
        Document log = director.get(app, base() + "/sessions/1/penalties?lang=en").html();
        assertThat(log.select("table.penalty-log tbody tr").text()).contains("Leaves the ranking.",
                "Leaves the later draws.", "The director decides what the table does");

        Staff chief = Staff.login(app, "chief", "demo-chief");
        String cancel = chief.get(app, base() + "/penalties").html().selectFirst("form.cancel-form").attr("action");
        assertThat(chief.post(app, cancel, Map.of("reason", "Appeal upheld")).status()).isEqualTo(302);
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api" + base() + "/standings")).body());
        assertThat(((List<?>) json.get("players")).stream().map(o -> (Map<?, ?>) o)
                .filter(o -> table.get(3).name().equals(o.get("name"))).findFirst().orElseThrow().get("place"))
                .isNotNull();
        director.post(app, base() + "/draw/redraw", Map.of("seed", "7"));
        assertThat(director.get(app, base() + "/draw?lang=en").html().select(".flash").text())
                .doesNotContain("substitute");
    }

    @Test
    void aSuspensionKeepsThePlayersResultsInTheRankingButTakesHimOutOfTheLaterDraws() throws Exception {
        assertThat(record(referee, 2, "CHEATING", "SUSPENSION", 0, false).status()).isEqualTo(302);
        var players = app.parts().tournaments();
        var p = players.findPlayer(app.demoTournamentId(), table.get(2).playerId()).orElseThrow();
        assertThat(p.status()).isEqualTo(org.mahjongresults.engine.tournament.PlayerStatus.SUSPENDED);
        assertThat(p.lastSession()).isEqualTo(1);
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api" + base() + "/standings")).body());
        assertThat(((List<?>) json.get("players")).stream().map(o -> (Map<?, ?>) o)
                .filter(o -> table.get(2).name().equals(o.get("name"))).findFirst().orElseThrow().get("place"))
                .isNotNull();
        assertThat(referee.get(app, base() + "/sessions/1/tables/1/sheet?lang=en").html().select(".flash").text())
                .contains("Decide what the table does");
    }
}
