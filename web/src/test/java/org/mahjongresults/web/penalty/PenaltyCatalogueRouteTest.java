package org.mahjongresults.web.penalty;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Every offence of the catalogue (MCR 2006 §3.11.6, with late arrival of §6.2) recorded on a real sheet: the sanction the
 * form proposes, and the exact effect of that sanction on the hand results, the sheet's session scores, the table
 * points and the standings; then its cancellation, which restores them exactly.
 *
 * <p>Each offence has its own table of the demo draw with the same two hands (seats E, S, W, N by starting seat):
 * hand 1, W wins 8 on S's discard (E −8, S −16, W +32, N −8); hand 2, N wins 10 on E's discard (E −18, S −8, W −8,
 * N +34). Session scores E −26, S −24, W +24, N +26; table points E 0, S 1, W 2, N 4. The offender is N and the
 * victim, where there is one, E.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PenaltyCatalogueRouteTest {

    private static final int E = 0;
    private static final int N = 3;
    private static final List<Integer> BASE_SCORES = List.of(-26, -24, 24, 26);
    private static final List<String> BASE_TABLE_POINTS = List.of("0", "1", "2", "4");

    private TestApp app;
    private Staff referee;
    private Staff chief;
    private List<Seating> draw;
    private SheetRepository sheets;
    private TournamentRepository tournaments;

    @BeforeAll
    void start() {
        app = TestApp.startWithDemo();
        draw = app.parts().draws().seatings(app.demoTournamentId());
        sheets = app.parts().sheets();
        tournaments = app.parts().tournaments();
        referee = Staff.login(app, "referee", "demo-referee");
        chief = Staff.login(app, "chief", "demo-chief");
    }

    @AfterAll
    void stop() {
        app.close();
    }

    /**
     * offence | proposed sanction, points, dead hand | change of E, S, W, N in the session | table points after.
     * Escalating offences list their first step here; the ladder is walked in the test.
     */
    static Stream<Arguments> catalogue() {
        return Stream.of(
                row(Offence.CHEATING, "SUSPENSION", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.WRONG_CLAIM, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.EMPTY_CLAIM, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.EARLY_DRAW, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.WRONG_TILE_DRAWN, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.LATE_PUNG, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                // 错和: dead hand and 10 to each: N 26 − 30 = −4, the others +10.
                row(Offence.WRONG_WIN, "TRANSFER_EACH", 10, true, "10,10,10,-30", "0,1,4,2"),
                // 诈和: 20 to each: N −34 falls to last, S −4 and E −6 pass him.
                row(Offence.FALSE_WIN, "TRANSFER_EACH", 20, true, "20,20,20,-60", "1,2,4,0"),
                row(Offence.OWN_TILES_EXPOSED, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.HAND_LAID_DOWN_AT_WIN, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.TILES_SCRAMBLED, "TRANSFER_EACH", 30, false, "30,30,30,-90", "1,2,4,0"),
                // 5 to the victim E: N 21 drops below W 24, E −21 passes S −24.
                row(Offence.OTHERS_TILES_EXPOSED, "TRANSFER_TO_VICTIM", 5, false, "5,0,0,-5", "1,0,4,2"),
                row(Offence.INVALID_WIN_TILES_SHOWN, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.WRONG_TILE_COUNT, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.ILLEGAL_INFORMATION, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.SERIOUS_DISTURBANCE, "DISQUALIFICATION", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.CLAIMED_TILES_NOT_TAKEN, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.WINNING_TILE_NOT_TAKEN, "TRANSFER_EACH", 10, true, "10,10,10,-30", "0,1,4,2"),
                row(Offence.CALL_CHANGED_TO_WIN, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.HAND_REVEALED_BEFORE_WIN_CALL, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.REACHING_FOR_WALL, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.COUNTING_IRREGULARITY, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                row(Offence.SLOW_TO_LEAVE, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                row(Offence.DICE_NOT_TAKEN_BACK, "DEAD_HAND", 0, true, "0,0,0,0", "0,1,2,4"),
                // 包付三家 in hand 1 (W won on S's discard): N takes over E's 8 and S's 16.
                row(Offence.IRREGULAR_CALL_LEADS_TO_WIN, "PAY_FOR_THREE", 0, false, "8,16,0,-24", "0,1,4,2"),
                row(Offence.REFUSING_TO_PAY, "WARNING", 0, false, "0,0,0,0", "0,1,2,4"),
                // 12 minutes late: −20 (more than 10, up to 15); N 6 drops below W.
                row(Offence.LATE_ARRIVAL, "DEDUCTION", 20, false, "0,0,0,-20", "0,1,4,2"));
    }

    private static Arguments row(Offence o, String sanction, int points, boolean dead, String deltas, String tp) {
        return Arguments.of(o, sanction, points, dead, ints(deltas), List.of(tp.split(",")));
    }

    @Test
    void theTableWalksEveryOffenceOfTheCatalogue() {
        assertThat(catalogue().map(a -> (Offence) a.get()[0]).toList()).containsExactly(Offence.values());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("catalogue")
    void everyOffenceIsProposedAndCountsExactlyUntilCancelled(Offence offence, String sanction, int points,
                                                              boolean dead, List<Integer> deltas,
                                                              List<String> tablePoints) throws Exception {
        int index = offence.ordinal();
        Table t = table(1 + index / 8, 1 + index % 8);
        t.playTwoHands();
        Map<Long, Map<String, Number>> before = standings(t.session);
        List<String> handRows = t.handRows();
        assertThat(t.scores()).containsExactlyElementsOf(BASE_SCORES);
        assertThat(t.tablePoints()).containsExactlyElementsOf(BASE_TABLE_POINTS);

        Integer late = offence == Offence.LATE_ARRIVAL ? 12 : null;
        Document form = t.form(offence, N, 1, late);
        assertThat(form.selectFirst("#p-sanction option[selected]").val()).isEqualTo(sanction);
        assertThat(form.selectFirst("#p-points").val()).isEqualTo(String.valueOf(points));
        assertThat(form.selectFirst("input[name=deadHand]").hasAttr("checked")).isEqualTo(dead);
        assertThat(form.selectFirst("#proposal").text()).contains(offence.english());

        Http.Response recorded = t.record(offence, N, 1, sanction, points, dead, sanction.equals("TRANSFER_TO_VICTIM")
                ? E : null, late);
        assertThat(recorded.status()).as(recorded.body()).isEqualTo(302);

        // The hands stay as played; the penalty shows in its own row and in the session score.
        assertThat(t.handRows()).isEqualTo(handRows);
        List<Integer> expected = new ArrayList<>();
        for (int seat = 0; seat < 4; seat++) {
            expected.add(BASE_SCORES.get(seat) + deltas.get(seat));
        }
        assertThat(t.scores()).containsExactlyElementsOf(expected);
        // The sheet's penalty row appears only when a penalty moved points.
        assertThat(t.penaltyRow()).containsExactlyElementsOf(deltas.stream().allMatch(d -> d == 0) ? List.of()
                : deltas.stream().map(d -> d == 0 ? "" : d > 0 ? "+" + d : String.valueOf(d)).toList());
        assertThat(t.tablePoints()).containsExactlyElementsOf(tablePoints);
        Map<Long, Map<String, Number>> after = standings(t.session);
        for (int seat = 0; seat < 4; seat++) {
            long id = t.id(seat);
            assertThat(after.get(id).get("matchPoints").longValue()).as("match points of seat %d", seat)
                    .isEqualTo(expected.get(seat).longValue());
            assertThat(after.get(id).get("tablePoints").doubleValue()).as("table points of seat %d", seat)
                    .isEqualTo(Double.parseDouble(tablePoints.get(seat)));
        }
        Document sheet = t.sheet();
        assertThat(sheet.select("#hand-1 .dead-hand").eachText())
                .isEqualTo(dead ? List.of("dead hand: " + t.name(N)) : List.of());
        Document record = new Http().get(app.url(t.base() + "/penalties?lang=en")).html();
        assertThat(record.select("table.penalty-log tbody tr").text()).contains(offence.code(), offence.english());

        PlayerStatus status = tournaments.findPlayer(app.demoTournamentId(), t.id(N)).orElseThrow().status();
        assertThat(status).isEqualTo(switch (sanction) {
            case "SUSPENSION" -> PlayerStatus.SUSPENDED;
            case "DISQUALIFICATION" -> PlayerStatus.DISQUALIFIED;
            default -> PlayerStatus.ACTIVE;
        });
        Map<?, ?> ranked = player(t.id(N));
        assertThat(ranked.get("place") == null).isEqualTo(sanction.equals("DISQUALIFICATION"));
        if (sanction.equals("SUSPENSION") || sanction.equals("DISQUALIFICATION")) {
            assertThat(record.select("table.penalty-log tbody tr").text())
                    .contains("Leaves the later draws.", "The director decides what the table does");
        }

        // Cancelling restores the sheet, the table points, the standings and the player exactly.
        cancelAll(t);
        assertThat(t.scores()).containsExactlyElementsOf(BASE_SCORES);
        assertThat(t.tablePoints()).containsExactlyElementsOf(BASE_TABLE_POINTS);
        assertThat(t.sheet().select("tr.penalty-row")).isEmpty();
        assertThat(t.sheet().select(".dead-hand")).isEmpty();
        assertThat(standings(t.session)).isEqualTo(before);
        assertThat(tournaments.findPlayer(app.demoTournamentId(), t.id(N)).orElseThrow().status())
                .isEqualTo(PlayerStatus.ACTIVE);
        assertThat(player(t.id(N)).get("place")).isNotNull();
        assertThat(new Http().get(app.url(t.base() + "/penalties?lang=en")).html()
                .select("table.penalty-log tbody tr.is-cancelled")).hasSize(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("escalating")
    void anEscalatingOffenceClimbsTheLadderWithinTheHandOnly(Offence offence, int session, int table)
            throws Exception {
        Table t = table(session, table);
        t.playTwoHands();
        Map<Long, Map<String, Number>> before = standings(t.session);
        // First time in hand 1: a warning; second: −5; third: −10.
        assertThat(t.proposed(offence, N, 1)).isEqualTo("WARNING 0");
        assertThat(t.record(offence, N, 1, "WARNING", 0, false, null, null).status()).isEqualTo(302);
        assertThat(t.proposed(offence, N, 1)).isEqualTo("DEDUCTION 5");
        assertThat(t.form(offence, N, 1, null).selectFirst("#proposal").text()).contains("time 2");
        assertThat(t.record(offence, N, 1, "DEDUCTION", 5, false, null, null).status()).isEqualTo(302);
        assertThat(t.proposed(offence, N, 1)).isEqualTo("DEDUCTION 10");
        // Another hand, another player, or another escalating offence starts again from a warning.
        assertThat(t.proposed(offence, N, 2)).isEqualTo("WARNING 0");
        assertThat(t.proposed(offence, E, 1)).isEqualTo("WARNING 0");
        Offence other = offence == Offence.LATE_PUNG ? Offence.EMPTY_CLAIM : Offence.LATE_PUNG;
        assertThat(t.proposed(other, N, 1)).isEqualTo("WARNING 0");

        assertThat(t.record(offence, N, 1, "DEDUCTION", 10, false, null, null).status()).isEqualTo(302);
        assertThat(t.proposed(offence, N, 1)).isEqualTo("DEDUCTION 20");
        // N: 26 − 5 − 10 = 11, still above S but below W.
        assertThat(t.scores()).containsExactly(-26, -24, 24, 11);
        assertThat(t.tablePoints()).containsExactly("0", "1", "4", "2");
        assertThat(standings(t.session).get(t.id(N)).get("matchPoints").longValue()).isEqualTo(11);

        // A cancelled step no longer counts: the ladder steps back.
        cancelAll(t);
        assertThat(t.proposed(offence, N, 1)).isEqualTo("WARNING 0");
        assertThat(standings(t.session)).isEqualTo(before);
    }

    static Stream<Arguments> escalating() {
        return Stream.of(Arguments.of(Offence.EMPTY_CLAIM, 4, 4), Arguments.of(Offence.EARLY_DRAW, 4, 5),
                Arguments.of(Offence.LATE_PUNG, 4, 6));
    }

    @ParameterizedTest(name = "{0} minutes late → {1} {2}")
    @MethodSource("lateness")
    void lateArrivalIsProposedFromTheMinutes(int minutes, String sanction, int points) {
        Table t = table(4, 7);
        Document form = t.form(Offence.LATE_ARRIVAL, N, null, minutes);
        assertThat(form.selectFirst("#p-sanction option[selected]").val()).isEqualTo(sanction);
        assertThat(form.selectFirst("#p-points").val()).isEqualTo(String.valueOf(points));
        assertThat(form.select(".forfeit-hint")).hasSize(sanction.equals("FORFEIT") ? 1 : 0);
    }

    static Stream<Arguments> lateness() {
        return Stream.of(Arguments.of(1, "DEDUCTION", 10), Arguments.of(10, "DEDUCTION", 10),
                Arguments.of(11, "DEDUCTION", 20), Arguments.of(15, "DEDUCTION", 20),
                Arguments.of(16, "FORFEIT", 0), Arguments.of(45, "FORFEIT", 0));
    }

    @Test
    void aForfeitTurnsTheTableIntoAThreePlayerTableAndItsCancellationUndoesIt() throws Exception {
        Table t = table(5, 1);
        assertThat(t.record(Offence.LATE_ARRIVAL, N, null, "FORFEIT", 0, false, null, 20).status()).isEqualTo(302);
        Sheet sheet = t.sheetRecord();
        assertThat(sheet.absentSeat()).isEqualTo("N");
        Document page = t.sheet();
        assertThat(page.select(".sheet-table tbody tr")).hasSize(12);
        assertThat(referee.get(app, t.base() + "/sheet?lang=en").html().select(".flash").text())
                .contains("the other three play a three-player table of 12 hands");

        // The three play: hand 1 W wins 8 on S's discard (E −8, S −16, W +24 with nobody at N).
        assertThat(t.win(1, 2, 1, 8).status()).isEqualTo(302);
        assertThat(t.scores()).containsExactly(-8, -16, 24, 0);
        // Placed 4, 2, 1 among the three; the forfeiting player has session score 0 and table points 0 (RULINGS §4).
        assertThat(t.tablePoints()).containsExactly("2", "1", "4", "0");
        Map<Long, Map<String, Number>> s = standings(5);
        assertThat(s.get(t.id(N)).get("matchPoints").longValue()).isZero();
        assertThat(s.get(t.id(N)).get("tablePoints").doubleValue()).isZero();
        assertThat(s.get(t.id(2)).get("tablePoints").doubleValue()).isEqualTo(4.0);
        Document record = new Http().get(app.url(t.base() + "/penalties?lang=en")).html();
        assertThat(record.select("table.penalty-log tbody tr").text())
                .contains("20 minutes late", "Absent from the session: session score 0, table points 0.",
                        "The other three play a three-player table (12 hands).");

        // The absence comes from the penalty: the sheet's "absent player" form cannot undo it ...
        referee.post(app, t.base() + "/sheet/absent", Map.of("seat", ""));
        assertThat(t.sheetRecord().absentSeat()).isEqualTo("N");
        // ... and once the three have played, the forfeit cannot be cancelled either, with a clear message.
        long id = penaltyIds(t).get(0);
        Http.Response refused = chief.post(app, "/tournaments/" + app.demoTournamentId() + "/penalties/" + id
                + "/cancel", Map.of("reason", "The clock was wrong", "back", t.base() + "/penalties"));
        assertThat(refused.status()).isEqualTo(302);
        assertThat(chief.get(app, t.base() + "/penalties?lang=en").html().select(".flash").text())
                .contains("This forfeit cannot be cancelled");
        assertThat(t.sheetRecord().absentSeat()).isEqualTo("N");
        assertThat(record(t).select("tr.is-cancelled")).isEmpty();
    }

    @Test
    void atAThreePlayerTableTenToEachIsPaidToTheTwoWhoPlay() {
        Table t = table(5, 6);
        assertThat(t.record(Offence.LATE_ARRIVAL, N, null, "FORFEIT", 0, false, null, 30).status()).isEqualTo(302);
        assertThat(t.win(1, 2, 1, 8).status()).isEqualTo(302);
        assertThat(t.record(Offence.WRONG_WIN, E, 1, "TRANSFER_EACH", 10, true, null, null).status()).isEqualTo(302);
        // E pays 10 to S and to W only: −8 − 20, S −16 + 10, W 24 + 10; the absent N stays at 0.
        assertThat(t.scores()).containsExactly(-28, -6, 34, 0);
        assertThat(t.penaltyRow()).containsExactly("-20", "+10", "+10", "");
        assertThat(t.tablePoints()).containsExactly("1", "2", "4", "0");
    }

    @Test
    void aForfeitCancelledBeforeAnyHandBringsThePlayerBack() {
        Table t = table(5, 2);
        assertThat(t.record(Offence.LATE_ARRIVAL, 1, null, "FORFEIT", 0, false, null, 16).status()).isEqualTo(302);
        assertThat(t.sheetRecord().absentSeat()).isEqualTo("S");
        cancelAll(t);
        assertThat(t.sheetRecord().absentSeat()).isNull();
        assertThat(t.sheet().select(".sheet-table tbody tr")).hasSize(16);
    }

    @Test
    void aForfeitIsRefusedOnceHandsAreEnteredAndTheFormKeepsTheInput() {
        Table t = table(5, 3);
        assertThat(t.win(1, 2, 1, 8).status()).isEqualTo(302);
        Http.Response refused = t.record(Offence.LATE_ARRIVAL, N, null, "FORFEIT", 0, false, null, 25);
        assertThat(refused.status()).isEqualTo(422);
        Document page = refused.html();
        assertThat(page.select(".errors").text())
                .contains("possible only before the first hand");
        assertThat(page.selectFirst("input[name=lateMinutes]").val()).isEqualTo("25");
        assertThat(t.sheetRecord().absentSeat()).isNull();
        assertThat(penaltyIds(t)).isEmpty();
        Http.Response noMinutes = t.record(Offence.LATE_ARRIVAL, N, null, "DEDUCTION", 10, false, null, null);
        assertThat(noMinutes.status()).isEqualTo(422);
        assertThat(noMinutes.html().selectFirst("#lateMinutes-error").text()).isEqualTo("Give the minutes late.");
    }

    @Test
    void thePublicSeesOnlyThePublishedPenaltiesOnEveryRecordPage() {
        Table t = table(5, 4);
        t.playTwoHands();
        Map<String, String> hidden = t.recordForm(Offence.LATE_PUNG, N, 1, "DEDUCTION", 20, false, null, null);
        hidden.put("staffOnly", "on");
        hidden.put("note", "Seen by the staff only");
        assertThat(referee.post(app, t.base() + "/penalties", hidden).status()).isEqualTo(302);
        assertThat(t.record(Offence.WRONG_WIN, E, 2, "TRANSFER_EACH", 10, true, null, null).status()).isEqualTo(302);
        String tid = "/tournaments/" + app.demoTournamentId();
        List<String> pages = List.of(tid + "/penalties", tid + "/sessions/5/penalties", t.base() + "/penalties",
                tid + "/players/" + t.id(N) + "/penalties");
        for (String p : pages) {
            String pub = new Http().get(app.url(p + "?lang=en")).html().select("main").text();
            assertThat(pub).as(p).doesNotContain("Seen by the staff only");
            String staff = referee.get(app, p + "?lang=en").html().select("table.penalty-log").text();
            assertThat(staff).as(p).contains("Seen by the staff only");
        }
        assertThat(new Http().get(app.url(tid + "/players/" + t.id(N) + "?lang=en")).html().select("main").text())
                .doesNotContain("Late pung");
        assertThat(new Http().get(app.url(t.base() + "/penalties?lang=en")).html()
                .select("table.penalty-log tbody tr").text()).contains("Wrong win").doesNotContain("Late pung");
        assertThat(referee.get(app, t.base() + "/penalties?lang=en").html()
                .select("table.penalty-log tbody tr").text()).contains("Wrong win", "Late pung", "Staff only");
        assertThat(new Http().get(app.url(t.base() + "/sheet?lang=en")).html().select(".table-penalties").text())
                .doesNotContain("Late pung");
        // The scores count every penalty, published or not.
        assertThat(t.scores()).containsExactly(-26 - 30, -24 + 10, 24 + 10, 26 + 10 - 20);

        // The chief referee publishes it; then the public sees it.
        long late = penaltyIds(t).get(0);
        assertThat(chief.post(app, tid + "/penalties/" + late + "/publish", Map.of("published", "true")).status())
                .isEqualTo(302);
        assertThat(new Http().get(app.url(t.base() + "/penalties?lang=en")).html()
                .select("table.penalty-log tbody tr").text()).contains("Late pung");
    }

    @Test
    void theSessionRecordHasTheColumnsOfTheFormAndALineForTheRefereesSignature() {
        Table t = table(5, 5);
        t.playTwoHands();
        assertThat(t.record(Offence.OTHERS_TILES_EXPOSED, N, 2, "TRANSFER_TO_VICTIM", 10, false, E, null)
                .status()).isEqualTo(302);
        for (String lang : List.of("en", "zh", "ja")) {
            Http.Response r = new Http().get(app.url("/tournaments/" + app.demoTournamentId()
                    + "/sessions/5/penalties?lang=" + lang));
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            Document doc = r.html();
            assertThat(doc.select("table.penalty-log thead th")).hasSize(7);
            assertThat(doc.select(".signature-line")).hasSize(1);
            if (lang.equals("zh")) {
                assertThat(doc.select("table.penalty-log thead th").eachText())
                        .containsExactly("序号", "队别", "姓名", "违规局、盘、桌、位", "违规内容", "处罚方法", "备注");
                assertThat(doc.select("h2").text()).isEqualTo("竞赛处罚记录表 · 第5局");
            }
        }
        // The line of table 5 (the session's record also lists the other tables' penalties, numbered in order).
        Element line = new Http().get(app.url("/tournaments/" + app.demoTournamentId()
                + "/sessions/5/penalties?lang=en")).html().select("table.penalty-log tbody tr").stream()
                .filter(tr -> tr.selectFirst("td.where").text().equals("5 · 2 · 5 · North")).findFirst().orElseThrow();
        assertThat(line.selectFirst("td").text()).matches("[1-9][0-9]*");
        assertThat(line.select("td").eachText().subList(1, 6)).containsExactly(
                t.team(N), t.entry(N) + t.name(N), "5 · 2 · 5 · North",
                "6-7(3) Exposing another player's concealed tiles", "Pays the victim 10 to " + t.name(E));
    }

    // -----------------------------------------------------------------------------------------------------

    private void cancelAll(Table t) {
        for (long id : penaltyIds(t)) {
            Http.Response r = chief.post(app, "/tournaments/" + app.demoTournamentId() + "/penalties/" + id + "/cancel",
                    Map.of("reason", "Cancelled in the test"));
            assertThat(r.status()).isEqualTo(302);
        }
    }

    private Document record(Table t) {
        return chief.get(app, t.base() + "/penalties?lang=en").html();
    }

    /** The uncancelled penalties of a table, as the chief referee's record lists them. */
    private List<Long> penaltyIds(Table t) {
        List<Long> ids = new ArrayList<>();
        for (Element tr : record(t).select("table.penalty-log tbody tr:not(.is-cancelled)")) {
            ids.add(Long.parseLong(tr.id().substring("penalty-".length())));
        }
        return ids;
    }

    /** Each player's table points and match points of one session, from the public standings API. */
    private Map<Long, Map<String, Number>> standings(int session) throws Exception {
        Map<String, Long> byName = new HashMap<>();
        draw.forEach(s -> byName.put(s.name(), s.playerId()));
        Map<Long, Map<String, Number>> out = new HashMap<>();
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api/tournaments/" + app.demoTournamentId()
                + "/standings")).body());
        for (Object o : (List<?>) json.get("players")) {
            Map<?, ?> p = (Map<?, ?>) o;
            for (Object c : (List<?>) p.get("sessions")) {
                Map<?, ?> cell = (Map<?, ?>) c;
                if (((Number) cell.get("session")).intValue() == session) {
                    out.put(byName.get((String) p.get("name")), Map.of("tablePoints",
                            (Number) cell.get("tablePoints"), "matchPoints", (Number) cell.get("matchPoints")));
                }
            }
        }
        return out;
    }

    private Map<?, ?> player(long id) throws Exception {
        String name = draw.stream().filter(s -> s.playerId() == id).findFirst().orElseThrow().name();
        Map<?, ?> json = (Map<?, ?>) JsonCodec.parse(new Http().get(app.url("/api/tournaments/" + app.demoTournamentId()
                + "/standings")).body());
        return (Map<?, ?>) ((List<?>) json.get("players")).stream()
                .filter(o -> name.equals(((Map<?, ?>) o).get("name"))).findFirst().orElseThrow();
    }

    private Table table(int session, int number) {
        return new Table(session, number, draw.stream().filter(s -> s.session() == session && s.table() == number)
                .toList());
    }

    private static List<Integer> ints(String csv) {
        return Arrays.stream(csv.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }

    /** A table of the demo draw, its players by starting seat. */
    private final class Table {
        final int session;
        final int number;
        final List<Seating> players;

        Table(int session, int number, List<Seating> players) {
            this.session = session;
            this.number = number;
            this.players = players;
            assertThat(players).hasSize(4);
        }

        String base() {
            return "/tournaments/" + app.demoTournamentId() + "/sessions/" + session + "/tables/" + number;
        }

        long id(int seat) {
            return players.get(seat).playerId();
        }

        String name(int seat) {
            return players.get(seat).name();
        }

        int entry(int seat) {
            return players.get(seat).entryNumber();
        }

        String team(int seat) {
            long teamId = tournaments.findPlayer(app.demoTournamentId(), id(seat)).orElseThrow().teamId();
            return tournaments.teams(app.demoTournamentId()).stream().filter(x -> x.id() == teamId)
                    .findFirst().orElseThrow().name();
        }

        Sheet sheetRecord() {
            return sheets.find(app.demoTournamentId(), session, number).orElseThrow();
        }

        Http.Response win(int hand, int winner, int discarder, int points) {
            int version = sheets.find(app.demoTournamentId(), session, number).map(Sheet::version).orElse(0);
            return referee.post(app, base() + "/hands?lang=en", Map.of("number", String.valueOf(hand),
                    "version", String.valueOf(version), "requestId", "t" + session + "-" + number + "-" + hand,
                    "result", "WIN", "winner", String.valueOf(id(winner)), "discarder", String.valueOf(id(discarder)),
                    "fanPoints", String.valueOf(points)));
        }

        void playTwoHands() {
            assertThat(win(1, 2, 1, 8).status()).isEqualTo(302);
            assertThat(win(2, 3, 0, 10).status()).isEqualTo(302);
        }

        Document sheet() {
            return new Http().get(app.url(base() + "/sheet?lang=en")).html();
        }

        List<String> handRows() {
            return sheet().select(".sheet-table tbody tr.is-played td.num").eachText();
        }

        List<Integer> scores() {
            return sheet().select(".sheet-table tfoot td.total").eachText().stream().map(Integer::valueOf).toList();
        }

        List<String> penaltyRow() {
            return sheet().select("tr.penalty-row td.num").stream().map(Element::text).toList();
        }

        List<String> tablePoints() {
            return sheet().select("tr.table-points-row .table-points").eachText();
        }

        Document form(Offence offence, int seat, Integer hand, Integer late) {
            String q = "?lang=en&offence=" + offence.name() + "&player=" + id(seat)
                    + (hand == null ? "" : "&hand=" + hand) + (late == null ? "" : "&lateMinutes=" + late);
            return referee.get(app, base() + "/penalties/new" + q).html();
        }

        String proposed(Offence offence, int seat, int hand) {
            Document f = form(offence, seat, hand, null);
            return f.selectFirst("#p-sanction option[selected]").val() + " " + f.selectFirst("#p-points").val();
        }

        Map<String, String> recordForm(Offence offence, int seat, Integer hand, String sanction, int points,
                                       boolean dead, Integer victim, Integer late) {
            Map<String, String> form = new HashMap<>(Map.of("player", String.valueOf(id(seat)), "offence",
                    offence.name(), "sanction", sanction, "points", String.valueOf(points)));
            if (hand != null) {
                form.put("hand", String.valueOf(hand));
            }
            if (dead) {
                form.put("deadHand", "on");
            }
            if (victim != null) {
                form.put("victim", String.valueOf(id(victim)));
            }
            if (late != null) {
                form.put("lateMinutes", String.valueOf(late));
            }
            return form;
        }

        Http.Response record(Offence offence, int seat, Integer hand, String sanction, int points, boolean dead,
                             Integer victim, Integer late) {
            return referee.post(app, base() + "/penalties?lang=en", recordForm(offence, seat, hand, sanction, points,
                    dead, victim, late));
        }
    }
}
