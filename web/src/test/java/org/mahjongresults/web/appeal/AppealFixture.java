package org.mahjongresults.web.appeal;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.Clock;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/** The demo tournament with helpers to play, close and penalise its tables and to file and decide appeals. */
final class AppealFixture {

    final TestApp app;
    final Clock clock;
    final SheetRepository sheets;
    final PenaltyRepository penalties;
    final AppealRepository appeals;
    final TournamentRepository tournaments;
    final List<Seating> seatings;

    /**
     * Its repositories are its own, on the test's {@code clock}, not the application's ({@code TestApp.parts()}): its
     * writes go behind the website's back and are followed by {@code awaitSpectatorSnapshot}, which moves the
     * application's clock on, while the filing windows the tests assert are counted from the test's clock.
     */
    AppealFixture(TestApp app, Clock clock) {
        this.app = app;
        this.clock = clock;
        AuditLog audit = new AuditLog(app.db(), clock);
        this.sheets = new SheetRepository(app.db(), clock, audit);
        this.penalties = new PenaltyRepository(app.db(), clock, audit);
        this.appeals = new AppealRepository(app.db(), clock, audit, penalties);
        this.tournaments = new TournamentRepository(app.db(), clock, audit);
        this.seatings = new DrawRepository(app.db(), audit).seatings(app.demoTournamentId());
    }

    long tid() {
        return app.demoTournamentId();
    }

    String base() {
        return "/tournaments/" + tid();
    }

    String table(int session, int table) {
        return base() + "/sessions/" + session + "/tables/" + table;
    }

    Seating seat(int session, int table, int index) {
        return seatings.stream().filter(s -> s.session() == session && s.table() == table).toList().get(index);
    }

    Sheet sheet(int session, int table) {
        return sheets.find(tid(), session, table).orElseThrow();
    }

    /** Records an exhaustive draw as the next hand of the table, through the sheet form. */
    void playDraw(Staff staff, int session, int table, int number) {
        int version = sheets.find(tid(), session, table).map(Sheet::version).orElse(0);
        Http.Response r = staff.post(app, table(session, table) + "/hands", Map.of("number", String.valueOf(number),
                "version", String.valueOf(version), "requestId", "draw-" + session + "-" + table + "-" + number,
                "result", "DRAW"));
        assertThat(r.status()).as(r.body()).isEqualTo(302);
    }

    /** Submits and closes the table's sheet now (by this fixture's clock): the filing window starts. */
    void close(int session, int table) {
        Sheet s = sheets.open(tid(), session, table);
        int v = sheets.setStatus(Actor.SYSTEM, tid(), s.id(), s.version(), SheetStatus.OPEN, SheetStatus.SUBMITTED);
        sheets.setStatus(Actor.SYSTEM, tid(), s.id(), v, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
    }

    /** Records a deduction of 20 points through the penalty form; the penalty's id. */
    long deduction(Staff staff, int session, int table, int seat) {
        Http.Response r = staff.post(app, table(session, table) + "/penalties", Map.of(
                "player", String.valueOf(seat(session, table, seat).playerId()), "hand", "1",
                "offence", "LATE_PUNG", "sanction", "DEDUCTION", "points", "20",
                "note", "Claimed a pung after the next player had drawn, twice."));
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        List<PenaltyRecord> log = penalties.list(tid());
        return log.get(log.size() - 1).id();
    }

    PenaltyRecord penalty(long id) {
        return penalties.list(tid()).stream().filter(p -> p.id() == id).findFirst().orElseThrow();
    }

    /** Files an appeal by the player in seat 0 against a hand or a penalty; the response. */
    Http.Response file(Staff staff, int session, int table, String contested) {
        Map<String, String> form = new HashMap<>();
        form.put("session", String.valueOf(session));
        form.put("table", String.valueOf(table));
        form.put("appellant", "player:" + seat(session, table, 0).playerId());
        form.put("contested", contested);
        form.put("statement", "The referee's ruling was wrong.");
        form.put("signedBy", seat(session, table, 0).name());
        return staff.post(app, base() + "/appeals?lang=en", form);
    }

    /** Files and returns the new appeal's id (from the redirect). */
    long filed(Staff staff, int session, int table, String contested) {
        Http.Response r = file(staff, session, table, contested);
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        String location = r.header("Location");
        return Long.parseLong(location.substring(location.lastIndexOf('/') + 1));
    }

    Appeal appeal(long id) {
        return appeals.find(tid(), id).orElseThrow();
    }

    /** Posts one step of the workflow with the appeal's current version. */
    Http.Response step(Staff staff, long appeal, String path, Map<String, String> fields) {
        Map<String, String> form = new HashMap<>(fields);
        form.putIfAbsent("version", String.valueOf(appeal(appeal).version()));
        return staff.post(app, base() + "/appeals/" + appeal + "/" + path + "?lang=en", form);
    }

    Http.Response decide(Staff staff, long appeal, String decision) {
        return step(staff, appeal, "decide", Map.of("decision", decision, "reasons", "Reasons of the chief referee"));
    }

    Http.Response committee(Staff staff, long appeal, String decision) {
        return step(staff, appeal, "committee", Map.of("decision", decision,
                "committeeReasons", "Reasons of the committee"));
    }

    Http.Response further(Staff staff, long appeal) {
        return step(staff, appeal, "further", Map.of("furtherStatement", "We appeal to the committee."));
    }

    /** Changes the tournament's appeal settings. */
    void settings(BigDecimal fee, String currency, boolean publish) {
        Tournament t = tournaments.find(tid()).orElseThrow();
        tournaments.update(Actor.SYSTEM, new Tournament(t.id(), t.name(), t.venue(), t.startsOn(), t.endsOn(),
                t.ruleSet(), t.mcrProfile(), t.tablePointSystem(), t.tieRule(), t.rankingOrder(), t.sessionCount(),
                t.handsPerSession(), t.sessionMinutes(), t.startingStake(), fee, currency, t.teamEvent(),
                t.keepCountriesApart(), t.standingsVisible(), t.publishPenalties(), publish, t.defaultLanguage(),
                t.status(), t.drawStatus(), t.drawSeed(), t.version()));
        app.awaitSpectatorSnapshot();
    }
}
