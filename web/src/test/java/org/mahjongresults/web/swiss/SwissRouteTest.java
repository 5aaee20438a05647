package org.mahjongresults.web.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.engine.sheet.HandVerification;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.knockout.KnockoutDraw;
import org.mahjongresults.web.testing.Http;

/** The Swiss knockout through its routes: draw, Swiss sheets, winners, ties, the next round, the standings. */
class SwissRouteTest extends OnOneSwissServer {

    private static SwissFixture drawn(int players) {
        SwissFixture f = new SwissFixture(app, players);
        assertThat(f.drawRound(director, "11").status()).isEqualTo(302);
        f.publish(director);
        return f;
    }

    @Test
    void round1SeatsTheWholeFieldAtTablesOfFourAndARefusedFieldSaysWhy() {
        SwissFixture f = drawn(16);
        assertThat(f.tables(1)).isEqualTo(4);
        Set<Long> seated = new HashSet<>();
        for (int t = 1; t <= 4; t++) {
            f.players(1, t).forEach(s -> seated.add(s.playerId()));
        }
        assertThat(seated).hasSize(16);
        Http.Response page = new Http().get(app.url(f.base() + "/draw?lang=en"));
        assertThat(page.status()).isEqualTo(200);
        assertThat(page.html().select("#plan-heading").text()).isEqualTo("The knockout");
        assertThat(page.html().select(".plan-list li").eachText())
                .containsExactly("Round 1: 16 players at 4 tables; 4 table winners advance", "Round 2: the final table of four");

        // A Swiss tournament's results leave the site by its own exports (issue 28; SwissExportsRouteTest).
        assertThat(new Http().get(app.url(f.base() + "/standings.json")).status()).isEqualTo(200);
        assertThat(new Http().get(app.url("/api/tournaments/" + f.id + "/standings")).status()).isEqualTo(200);

        // A published round stands: drawing again is refused until the director unlocks the draw.
        List<Seating> before = f.draws.seatings(f.id);
        f.drawRound(director, "99");
        assertThat(f.draws.seatings(f.id)).isEqualTo(before);
        assertThat(director.post(app, f.base() + "/draw/unlock", Map.of()).status()).isEqualTo(302);
        f.drawRound(director, "99");
        assertThat(f.draws.seatings(f.id)).isNotEqualTo(before).hasSize(16);

        SwissFixture odd = new SwissFixture(app, 18);
        odd.drawRound(director, "1");
        assertThat(odd.tables(1)).isZero();
        String flash = director.get(app, odd.base() + "/draw?lang=en").html().select(".flash").text();
        assertThat(flash).contains("18 active players do not fill tables of four");
        // The MCR draw actions are refused on a Swiss tournament, and nothing is drawn.
        director.post(app, odd.base() + "/draw/generate", Map.of());
        assertThat(odd.tables(1)).isZero();
    }

    @Test
    void aHandGivenInTheNotationIsScoredByTheSichuanEngineAndSettledExactly() {
        SwissFixture f = drawn(16);
        List<Seating> p = f.players(1, 2);
        // 清对 won on a kong replacement with the kong: 8 × 2 + 1 = 17, self-drawn: each of the three pays 17.
        Http.Response r = f.win(scorekeeper, 1, 2, 1, 2, null, "[1111m]222555999m66m", "kongReplacement");
        assertThat(r.status()).isEqualTo(302);
        HandRecord h = f.hands(1, 2).get(0);
        assertThat(h.fanPoints()).isEqualTo(17);
        assertThat(h.verification()).isEqualTo(HandVerification.VERIFIED);
        assertThat(h.results()).containsEntry(p.get(2).playerId(), 51).containsEntry(p.get(0).playerId(), -17)
                .containsEntry(p.get(1).playerId(), -17).containsEntry(p.get(3).playerId(), -17);
        // Declared without tiles: 碰碰胡 (2) robbing the kong (×2) with a four of a kind (+1) = 5, paid by one.
        assertThat(f.declared(scorekeeper, 1, 2, 2, 0, 3, 2, 0, 1, "robbingKong").status()).isEqualTo(302);
        HandRecord d = f.hands(1, 2).get(1);
        assertThat(d.fanPoints()).isEqualTo(5);
        assertThat(d.verification()).isEqualTo(HandVerification.NOT_GIVEN);
        assertThat(d.results()).containsEntry(p.get(0).playerId(), 5).containsEntry(p.get(3).playerId(), -5)
                .containsEntry(p.get(1).playerId(), 0);
        assertThat(f.noWin(scorekeeper, 1, 2, 3).status()).isEqualTo(302);
        assertThat(f.hands(1, 2).get(2).results().values()).containsOnly(0);

        Http.Response sheet = new Http().get(app.url(f.table(1, 2) + "/sheet?lang=en"));
        var html = sheet.html();
        assertThat(html.select("#hand-1 .pattern-zh").text()).isEqualTo("清对");
        assertThat(html.select("#hand-1 .pattern-pinyin").text()).isEqualTo("Qing Dui");
        assertThat(html.select("#hand-1 .pattern-local").text()).isEqualTo("Pure All Pungs");
        assertThat(html.select("#hand-1 .doubling").text()).contains("杠上开花");
        assertThat(html.select("#hand-1 .bonus").text()).contains("Kong ×1");
        assertThat(html.select("#hand-2 .bonus").text()).contains("Four of a kind ×1");
        assertThat(html.select("#hand-3").text()).contains("No win");
        assertThat(html.select("tfoot td.total").eachText()).containsExactly("-12", "-17", "51", "-22");
        assertThat(html.select(".place-row .place").eachText()).containsExactly("2", "3", "1", "4");
        assertThat(new Http().get(app.url(f.table(1, 2) + "/sheet?lang=ja")).html().select("#hand-1 .pattern-local")
                .text()).isEqualTo("清一色対々和");
    }

    @Test
    void aHandTheEngineRefusesIsNotSavedTheReasonIsShownAndTheInputKept() {
        SwissFixture f = drawn(16);
        Http.Response threeSuits = f.win(scorekeeper, 1, 1, 1, 0, 1, "123m456p789s111m99m");
        assertThat(threeSuits.status()).isEqualTo(422);
        var html = threeSuits.html();
        assertThat(html.select("#notation-error").text()).contains("must lack one suit");
        assertThat(html.select("#notation").val()).isEqualTo("123m456p789s111m99m");
        Http.Response selfDrawnRobbing = f.win(scorekeeper, 1, 1, 1, 0, null, SwissFixture.PURE_PUNGS, "robbingKong");
        assertThat(selfDrawnRobbing.status()).isEqualTo(422);
        assertThat(selfDrawnRobbing.html().select("#notation-error").text()).contains("cannot be self-drawn");
        Http.Response zh = scorekeeper.post(app, f.table(1, 1) + "/hands?lang=zh", Map.of("number", "1",
                "version", "0", "requestId", "zh-1", "result", "WIN", "winner",
                String.valueOf(f.players(1, 1).get(0).playerId()), "discarder", "self", "notation", "EEE"));
        assertThat(zh.status()).isEqualTo(422);
        Http.Response noPattern = f.declared(scorekeeper, 1, 1, 1, 0, null, 0, 0, 0);
        assertThat(noPattern.status()).isEqualTo(422);
        assertThat(noPattern.html().select("#pattern-error").text()).contains("choose the pattern");
        Http.Response sevenPairsKong = f.declared(scorekeeper, 1, 1, 1, 0, null, 5, 1, 0);
        assertThat(sevenPairsKong.status()).isEqualTo(422);
        assertThat(f.hands(1, 1)).isEmpty();
    }

    @Test
    void theClosedSheetRecordsAClearWinnerATieWaitsForTheRefereeAndTheNextRoundWaitsForEveryTable() {
        SwissFixture f = drawn(16);
        f.playClearWin(scorekeeper, referee, 1, 1, 2);
        f.playClearWin(scorekeeper, referee, 1, 2, 0);
        f.playClearWin(scorekeeper, referee, 1, 3, 3);
        // Table 4: East and South both end on +8: a tie.
        assertThat(f.win(scorekeeper, 1, 4, 1, 0, 2, SwissFixture.PURE_PUNGS).status()).isEqualTo(302);
        assertThat(f.win(scorekeeper, 1, 4, 2, 1, 3, SwissFixture.PURE_PUNGS).status()).isEqualTo(302);
        // Closing before the four hands are in is refused.
        assertThat(scorekeeper.post(app, f.table(1, 4) + "/sheet/submit",
                Map.of("version", String.valueOf(f.version(1, 4)))).status()).isEqualTo(302);
        referee.post(app, f.table(1, 4) + "/sheet/close", Map.of("version", String.valueOf(f.version(1, 4)),
                "reason", "The players signed the paper sheet"));
        assertThat(f.sheets.find(f.id, 1, 4).orElseThrow().closed()).isFalse();
        referee.post(app, f.table(1, 4) + "/sheet/reopen", Map.of("version", String.valueOf(f.version(1, 4))));
        f.noWin(scorekeeper, 1, 4, 3);
        f.noWin(scorekeeper, 1, 4, 4);
        f.submitAndClose(scorekeeper, referee, 1, 4);

        List<SwissRepository.Advance> advances = f.knockout.advances(f.id);
        assertThat(advances).extracting(SwissRepository.Advance::table).containsExactly(1, 2, 3);
        assertThat(advances.get(0).playerId()).isEqualTo(f.players(1, 1).get(2).playerId());

        Http.Response sheet = referee.get(app, f.table(1, 4) + "/sheet?lang=en");
        assertThat(sheet.html().select(".tie-flag").text()).contains("highest total is shared");
        assertThat(sheet.html().select("input[name=player]")).hasSize(2);

        // The next round is refused while table 4 has no winner.
        f.drawRound(director, null);
        assertThat(f.tables(2)).isZero();
        assertThat(director.get(app, f.base() + "/draw?lang=en").html().select(".flash").text())
                .contains("table(s) 4 have no winner");

        // A scorekeeper may not decide; a player without the top total may not advance; the referee decides.
        long east = f.players(1, 4).get(0).playerId();
        long south = f.players(1, 4).get(1).playerId();
        long west = f.players(1, 4).get(2).playerId();
        assertThat(scorekeeper.post(app, f.table(1, 4) + "/sheet/advance", Map.of("player", String.valueOf(south)))
                .status()).isEqualTo(403);
        referee.post(app, f.table(1, 4) + "/sheet/advance", Map.of("player", String.valueOf(west)));
        assertThat(f.knockout.advances(f.id)).hasSize(3);
        referee.post(app, f.table(1, 4) + "/sheet/advance", Map.of("player", String.valueOf(south)));
        List<SwissRepository.Advance> after = f.knockout.advances(f.id);
        assertThat(after).hasSize(4);
        assertThat(after.get(3).playerId()).isEqualTo(south);
        assertThat(after.get(3).tieBroken()).isTrue();
        assertThat(after.get(3).decidedBy()).isEqualTo("Demo Referee");

        // Round 2, the final table: the four winners, none of whom met before.
        assertThat(f.drawRound(director, null).status()).isEqualTo(302);
        assertThat(f.tables(2)).isEqualTo(1);
        Set<Long> finalists = new HashSet<>();
        f.players(2, 1).forEach(s -> finalists.add(s.playerId()));
        Set<Long> winners = new HashSet<>();
        after.forEach(a -> winners.add(a.playerId()));
        assertThat(finalists).isEqualTo(winners).doesNotContain(east);
        Draw draw = f.draws.load(f.id);
        assertThat(KnockoutDraw.repeatMeetings(draw.firstSessions(1), draw.session(2))).isZero();
        // Once the final is drawn, the referee's choice in round 1 is final.
        referee.post(app, f.table(1, 4) + "/sheet/advance", Map.of("player", String.valueOf(east)));
        assertThat(f.knockout.advances(f.id).get(3).playerId()).isEqualTo(south);

        // The final: the first finalist wins; the standings show the final placing and the bracket.
        f.playClearWin(scorekeeper, referee, 2, 1, 1);
        Seating champion = f.players(2, 1).get(1);
        Http.Response standings = new Http().get(app.url(f.base() + "/standings?lang=en"));
        var html = standings.html();
        assertThat(html.select("#final-table .podium li").first().text()).contains(champion.name()).startsWith("1");
        assertThat(html.select("#final-table .podium li")).hasSize(4);
        assertThat(html.select(".bracket-round")).hasSize(2);
        assertThat(html.select("#round-1 .bracket-table")).hasSize(4);
        assertThat(html.select("#round-1 li.is-winner")).hasSize(4);
        assertThat(html.select("#bracket-1-4 .tag").text()).contains("Tie decided by the referee");
        assertThat(new Http().get(app.url(f.base() + "/sessions/1/live?lang=en")).html().select("h2").text())
                .contains("Round 1 · 4 of 4 tables finished");
        // The overview lists the rules of the knockout (RuleSetFeatures.rulesFragment), not an MCR profile.
        var rules = new Http().get(app.url(f.base() + "?lang=en")).html().select("dl.facts").first();
        assertThat(rules.text()).contains("Knockout: four hands per table and round").doesNotContain("Table points");
        assertThat(html.select("table.knockout-standings tbody tr")).hasSize(16);
        List<String> places = new ArrayList<>(html.select("table.knockout-standings td.place").eachText());
        assertThat(places.get(0)).isEqualTo("1");
        assertThat(places).doesNotContain("–");
        // East of table 4 tied for first and was not chosen: the best of those knocked out, 5th.
        assertThat(html.select("#player-" + east + " td.place").text()).isEqualTo("5");
    }

    @Test
    void aRefereeCorrectsAHandOfAClosedSheetWithAReasonAndTheTablesWinnerFollows() {
        SwissFixture f = drawn(16);
        f.playClearWin(scorekeeper, referee, 1, 1, 0);
        List<Seating> p = f.players(1, 1);
        assertThat(f.knockout.advances(f.id).get(0).playerId()).isEqualTo(p.get(0).playerId());
        // The scorekeeper may no longer correct a closed sheet; the referee may, with a reason.
        assertThat(scorekeeper.get(app, f.table(1, 1) + "/hands/1/correct").status()).isEqualTo(403);
        Http.Response form = referee.get(app, f.table(1, 1) + "/hands/1/correct?lang=en");
        assertThat(form.status()).isEqualTo(200);
        assertThat(form.html().select("#notation").val()).isEqualTo(SwissFixture.PURE_PUNGS);
        Map<String, String> fields = new java.util.HashMap<>(Map.of("version", String.valueOf(f.version(1, 1)),
                "result", "WIN", "winner", String.valueOf(p.get(3).playerId()), "discarder", "self",
                "notation", SwissFixture.PURE_PUNGS));
        Http.Response noReason = referee.post(app, f.table(1, 1) + "/hands/1/correct?lang=en", fields);
        assertThat(noReason.status()).isEqualTo(422);
        fields.put("reason", "North won hand 1, not East.");
        assertThat(referee.post(app, f.table(1, 1) + "/hands/1/correct", fields).status()).isEqualTo(302);
        assertThat(f.hands(1, 1).get(0).results()).containsEntry(p.get(3).playerId(), 24);
        assertThat(f.knockout.advances(f.id)).hasSize(1);
        assertThat(f.knockout.advances(f.id).get(0).playerId()).isEqualTo(p.get(3).playerId());
        Http.Response sheet = new Http().get(app.url(f.table(1, 1) + "/sheet?lang=en"));
        assertThat(sheet.html().select(".history li").text()).contains("North won hand 1, not East.");
    }
}
