package org.mahjongresults.web.penalty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.penalty.RiichiOffence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * The penalty log of a riichi tournament (issue 38, RULINGS §10.18): the form offers the riichi catalogue with the
 * sanction of the tournament's preset (EMA RCR 2016 here), the log names the offences, a point penalty comes off the
 * standings in table points, a chombo in the log is not counted again beside the sheet's, and an appeal against a
 * riichi penalty cancels it as for MCR.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RiichiPenaltyRouteTest {

    private TestApp app;
    private DirectedTournament t;
    private List<Seating> seats;

    /** One application for the class: each test drafts a riichi tournament of its own in it. */
    @BeforeAll
    void startApp() {
        app = TestApp.startWithDemo();
    }

    @BeforeEach
    void start() {
        t = DirectedTournament.create(app, Tournament.newMcr("Riichi Open").withRuleSet(RuleSet.RIICHI)
                .withStatus(TournamentStatus.RUNNING));
        for (int i = 1; i <= 4; i++) {
            t.tournaments().createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), i, "Riichi Player " + i, null, "JP",
                    null, null));
        }
        assertThat(t.director().post(app, t.path("/draw/generate"), Map.of("seed", "42")).status()).isEqualTo(302);
        assertThat(t.director().post(app, t.path("/draw/publish"), Map.of()).status()).isEqualTo(302);
        seats = app.parts().draws().seatings(t.id(), 1, 1);
        assertThat(seats).hasSize(4);
    }

    @AfterAll
    void stop() {
        app.close();
    }

    private String table() {
        return t.path("/sessions/1/tables/1");
    }

    private long id(int seat) {
        return seats.get(seat).playerId();
    }

    private Http.Response record(int seat, RiichiOffence offence, SanctionKind sanction, int points, String note) {
        Map<String, String> form = new HashMap<>(Map.of("player", String.valueOf(id(seat)), "hand", "2",
                "offence", offence.name(), "sanction", sanction.name(), "points", String.valueOf(points)));
        if (note != null) {
            form.put("note", note);
        }
        return t.director().post(app, table() + "/penalties?lang=en", form);
    }

    private List<PenaltyRecord> log() {
        return app.parts().penalties().list(t.id());
    }

    private Map<Long, Integer> standings() {
        Tournament now = t.tournaments().find(t.id()).orElseThrow();
        Map<Long, Integer> points = new HashMap<>();
        for (StandingRow row : app.parts().standings().results(now).standings().players()) {
            points.put(row.playerId(), row.matchPoints());
        }
        return points;
    }

    @Test
    void theFormOffersTheRiichiCatalogueWithThePresetsSanctionInTheReadersLanguage() {
        Document chombo = t.director().get(app, table() + "/penalties/new?lang=en&hand=2&offence=FALSE_WIN_SHOWN"
                + "&player=" + id(0)).html();
        assertThat(chombo.select("#p-offence option[value~=.]").eachAttr("value")).containsExactly(
                java.util.Arrays.stream(RiichiOffence.values()).map(Enum::name).toArray(String[]::new));
        assertThat(chombo.select("#p-offence option[selected]").text())
                .isEqualTo("Declaring a win that is not valid, with the tiles shown");
        assertThat(chombo.select("#p-sanction option").eachAttr("value")).containsExactly("WARNING", "DEAD_HAND",
                "DEDUCTION", "CHOMBO", "DISQUALIFICATION");
        assertThat(chombo.selectFirst("#p-sanction option[selected]").val()).isEqualTo("CHOMBO");
        assertThat(chombo.selectFirst("#p-points").val()).isEqualTo("20000");
        assertThat(chombo.select("#p-victim")).as("no victims in the riichi texts").isEmpty();
        // EMA RCR 2016 §5.1.2: an empty call is not penalized; M.League would take 1,000.
        Document empty = t.director().get(app, table() + "/penalties/new?lang=en&offence=EMPTY_CALL").html();
        assertThat(empty.selectFirst("#p-sanction option[selected]").val()).isEqualTo("WARNING");
        assertThat(empty.selectFirst("#p-points").val()).isEqualTo("0");
        Document ja = t.director().get(app, table() + "/penalties/new?lang=ja&offence=FALSE_WIN_SHOWN").html();
        assertThat(ja.select("#p-offence option[selected]").text()).isEqualTo("誤ロン・誤ツモ（倒牌後）");
        Document zh = t.director().get(app, table() + "/penalties/new?lang=zh&offence=OBSTRUCTION").html();
        assertThat(zh.select("#p-offence option[selected]").text()).isEqualTo("妨碍比赛");
        assertThat(zh.selectFirst("#p-points").val()).isEqualTo("1000");
    }

    @Test
    void aPointPenaltyComesOffTheStandingsInTablePointsAndALoggedChomboIsNotCountedTwice() {
        Map<Long, Integer> before = Map.of(id(0), 0, id(1), 0, id(2), 0, id(3), 0);
        // RCR 2016 / WRC 2015 §7.1: repeated minor offences, 1,000 points off the overall score.
        assertThat(record(1, RiichiOffence.OBSTRUCTION, SanctionKind.DEDUCTION, 1000, null).status())
                .isEqualTo(302);
        assertThat(standings()).isEqualTo(Map.of(id(0), 0, id(1), -1000, id(2), 0, id(3), 0)).isNotEqualTo(before);
        // The chombo is in the log for the record; its 20,000 come off through the sheet's chombo line only.
        assertThat(record(2, RiichiOffence.FALSE_WIN_SHOWN, SanctionKind.CHOMBO, 20000, null).status())
                .isEqualTo(302);
        assertThat(standings()).isEqualTo(Map.of(id(0), 0, id(1), -1000, id(2), 0, id(3), 0));
        assertThat(log()).extracting(PenaltyRecord::riichiOffence, PenaltyRecord::sanction, PenaltyRecord::points)
                .containsExactly(tuple(RiichiOffence.OBSTRUCTION, SanctionKind.DEDUCTION, 1000),
                        tuple(RiichiOffence.FALSE_WIN_SHOWN, SanctionKind.CHOMBO, 20000));

        Document page = t.director().get(app, t.path("/penalties?lang=en")).html();
        assertThat(page.text()).contains("Repeated minor offences or refusing the referee's requests",
                "Declaring a win that is not valid, with the tiles shown", "Chombo (deducted on the score sheet)",
                "The chombo is deducted from the result by the score sheet's chombo line.");
        Document ja = t.director().get(app, t.path("/sessions/1/tables/1/penalties?lang=ja")).html();
        assertThat(ja.text()).contains("進行妨害", "誤ロン・誤ツモ（倒牌後）");
    }

    @Test
    void pointsTheRiichiTextsDoNotHaveAndAnotherSanctionWithoutANoteAreRefusedAndNothingIsStored() {
        Http.Response odd = record(1, RiichiOffence.OBSTRUCTION, SanctionKind.DEDUCTION, 150, null);
        assertThat(odd.status()).isEqualTo(422);
        assertThat(odd.html().select(".field-error").text())
                .contains("A riichi point penalty or chombo is in hundreds of table points, at most 100,000.");
        Http.Response mcrKind = record(1, RiichiOffence.OBSTRUCTION, SanctionKind.TRANSFER_EACH, 10, "why not");
        assertThat(mcrKind.status()).isEqualTo(422);
        Http.Response harsher = record(1, RiichiOffence.OBSTRUCTION, SanctionKind.DEDUCTION, 2000, null);
        assertThat(harsher.status()).isEqualTo(422);
        assertThat(harsher.html().selectFirst("#p-points").val()).isEqualTo("2000");
        assertThat(log()).isEmpty();
        assertThat(record(1, RiichiOffence.OBSTRUCTION, SanctionKind.DEDUCTION, 2000, "Third warning ignored.")
                .status()).isEqualTo(302);
        assertThat(standings().get(id(1))).isEqualTo(-2000);
    }

    @Test
    void anUpheldAppealAgainstARiichiPenaltyCancelsItAndTheStandingsFollow() {
        assertThat(record(0, RiichiOffence.OBSTRUCTION, SanctionKind.DEDUCTION, 1000, null).status())
                .isEqualTo(302);
        long penalty = log().get(0).id();
        Sheet s = app.parts().sheets().open(t.id(), 1, 1);
        int v = app.parts().sheets().setStatus(Actor.SYSTEM, t.id(), s.id(), s.version(), SheetStatus.OPEN,
                SheetStatus.SUBMITTED);
        app.parts().sheets().setStatus(Actor.SYSTEM, t.id(), s.id(), v, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
        assertThat(standings().get(id(0))).isEqualTo(-1000);

        Document form = t.director().get(app, t.path("/appeals/new?lang=en&penalty=" + penalty)).html();
        assertThat(form.selectFirst("#contested option[selected]").text())
                .contains("Repeated minor offences or refusing the referee's requests");
        Http.Response filed = t.director().post(app, t.path("/appeals?lang=en"), Map.of("session", "1",
                "table", "1", "appellant", "player:" + id(0), "contested", "penalty:" + penalty,
                "statement", "I only asked the time.", "signedBy", seats.get(0).name()));
        assertThat(filed.status()).as(filed.body()).isEqualTo(302);
        String location = filed.header("Location");
        long appeal = Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
        int version = app.parts().appeals().find(t.id(), appeal).orElseThrow().version();
        app.parts().staff().assign(Actor.SYSTEM, t.id(), app.parts().users().findByUsername("chief").orElseThrow()
                .id(), StaffRole.CHIEF_REFEREE, Set.of());
        Http.Response decided = Staff.login(app, "chief", "demo-chief").post(app, t.path("/appeals/" + appeal + "/decide?lang=en"), Map.of(
                "version", String.valueOf(version), "decision", "UPHOLD", "reasons", "No obstruction",
                "cancelPenalty", "on"));
        assertThat(decided.status()).as(decided.body()).isEqualTo(302);
        assertThat(log().get(0).cancelled()).isTrue();
        assertThat(standings().get(id(0))).isEqualTo(0);
    }
}
