package org.mahjongresults.web.stages;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.web.standings.McrStandingsRules;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Issue 35: a stage planned while the qualification is still being played, changed and cancelled by the director,
 * and formed when the referees close the qualification's last sheets: once, though the two last sheets are closed at
 * the same moment, from the final ranking, with its first session seated.
 */
class PlannedStageRouteTest {

    private TestApp app;

    @BeforeEach
    void start() {
        app = TestApp.startWithDemo();
    }

    @AfterEach
    void stop() {
        app.close();
    }

    @Test
    @DisplayName("a stage planned during the last session is formed once when its last two sheets close together")
    void plannedStageIsFormedOnceWhenTheLastSessionCloses() throws Exception {
        StageField f = new StageField(app, "Euro Open", 32, 2);
        f.play(1, 1);
        f.playOpen(2, 2); // session 2 is being played
        Staff director = Staff.login(app, "director", "demo-director");
        String base = "/tournaments/" + f.id;

        // Before the qualification ends: no preview (the ranking is not final), but the stage is planned.
        Http.Response preview = director.post(app, base + "/stages?lang=en", Map.of("formation", "CUT",
                "groupSize", "16", "sessions", "2", "carry", "ALL", "seating", "DRAW", "seed", "", "preview", "1"));
        assertThat(preview.status()).isEqualTo(422);
        assertThat(preview.html().selectFirst("#stage-error").text()).contains("once session 2 has closed");

        Http.Response planned = director.post(app, base + "/stages", Map.of("formation", "BLOCKS",
                "groupSize", "8", "sessions", "1", "carry", "NONE", "seating", "DRAW", "seed", ""));
        assertThat(planned.status()).as(planned.body()).isEqualTo(302);
        assertThat(f.tournament().sessionCount()).isEqualTo(2);
        Document page = director.get(app, base + "/stages?lang=en").html();
        assertThat(page.selectFirst("#planned-stage .hint").text()).contains("groups of 8, 1 session(s)");
        assertThat(page.selectFirst("#planned-stage .planned-when").text())
                .startsWith("It will be formed when session 2 closes");
        assertThat(page.selectFirst("#planned-stage .hint.no-print").text()).startsWith("Until then the director");
        // The form opens with the plan, to be changed and sent again.
        assertThat(page.selectFirst("#groupSize").val()).isEqualTo("8");

        // Changed: the same form again.
        assertThat(director.post(app, base + "/stages", Map.of("formation", "CUT", "groupSize", "16",
                "sessions", "2", "carry", "ALL", "seating", "DRAW", "seed", "7")).status()).isEqualTo(302);
        assertThat(director.get(app, base + "/stages?lang=en").html().selectFirst("#planned-stage .hint").text())
                .contains("groups of 16, 2 session(s)");
        // The public sees the plan too, in its language.
        Document zh = new Http().get(app.url(base + "/stages?lang=zh")).html();
        assertThat(zh.selectFirst("#planned-stage .planned-when").text()).startsWith("第 2 局结束");
        assertThat(zh.select("#cancel-plan")).isEmpty();
        assertThat(zh.select("#planned-stage .hint.no-print")).as("the director's note on changing it").isEmpty();
        Document ja = new Http().get(app.url(base + "/stages?lang=ja")).html();
        assertThat(ja.selectFirst("#planned-stage .planned-when").text()).startsWith("第 2 回戦の終了時");

        // Cancelled, then planned again.
        assertThat(director.post(app, base + "/stages/plan/cancel", Map.of()).status()).isEqualTo(302);
        assertThat(director.get(app, base + "/stages?lang=en").html().select("#planned-stage")).isEmpty();
        Http.Response none = director.post(app, base + "/stages/plan/cancel?lang=en", Map.of());
        assertThat(none.status()).isEqualTo(422);
        assertThat(none.html().selectFirst("#stage-error").text()).isEqualTo("No stage is planned.");
        assertThat(director.post(app, base + "/stages", Map.of("formation", "CUT", "groupSize", "16",
                "sessions", "2", "carry", "ALL", "seating", "DRAW", "seed", "7")).status()).isEqualTo(302);

        // Every sheet of session 2 submitted; all but the last two closed: the session is not over, nothing formed.
        List<Sheet> sheets = f.submit(2);
        for (Sheet sheet : sheets.subList(0, sheets.size() - 2)) {
            f.close(sheet);
        }
        assertThat(f.tournament().sessionCount()).isEqualTo(2);

        // Two referees close the last two sheets at the same moment.
        List<Staff> referees = List.of(Staff.login(app, "referee", "demo-referee"),
                Staff.login(app, "referee", "demo-referee"));
        CyclicBarrier together = new CyclicBarrier(2);
        List<CompletableFuture<Http.Response>> closing = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Sheet sheet = sheets.get(sheets.size() - 2 + i);
            Staff referee = referees.get(i);
            closing.add(CompletableFuture.supplyAsync(() -> {
                try {
                    together.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                return referee.post(app, base + "/sessions/2/tables/" + sheet.table() + "/sheet/close",
                        Map.of("version", Integer.toString(sheet.version()), "reason", "Signed on paper"));
            }));
        }
        for (CompletableFuture<Http.Response> c : closing) {
            Http.Response closed = c.get();
            assertThat(closed.status()).as(closed.body()).isEqualTo(302);
        }

        // Formed once: two sessions more, not four; one stage added from the plan, audited; the plan gone.
        assertThat(f.tournament().sessionCount()).isEqualTo(4);
        List<AuditLog.Entry> audit = new AuditLog(app.db(), Clock.systemUTC()).recent(f.id, 500);
        assertThat(audit.stream().filter(e -> e.action().equals("stage.add")).toList()).hasSize(1)
                .allSatisfy(e -> assertThat(e.after()).contains("\"planned\":true"));
        assertThat(audit.stream().filter(e -> e.action().equals("stage.plan")).count()).isEqualTo(3);
        assertThat(audit.stream().filter(e -> e.action().equals("stage.planCancel")).count()).isEqualTo(1);
        Document formed = director.get(app, base + "/stages?lang=en").html();
        assertThat(formed.select("#planned-stage")).isEmpty();
        assertThat(formed.select("#stage-2")).hasSize(1);
        assertThat(formed.select("#stage-3")).isEmpty();

        // The top 16 of the final qualification ranking, seated at sessions 3 and 4 (a drawn stage seats them all).
        StandingsService standings = new StandingsService(f.tournaments, f.draws, f.sheets, app.parts().penalties(),
                List.of(new McrStandingsRules()), null, null);
        // (A standings service that knows no stages: its ranking is over every session, the qualification's.)
        Set<Long> top = new HashSet<>(standings.results(f.tournament()).standings().players().stream()
                .limit(16).map(StandingRow::playerId).toList());
        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(f.draws.seatings(f.id));
        for (int session = 3; session <= 4; session++) {
            Set<Long> players = new HashSet<>();
            seated.get(session).values().forEach(t -> t.forEach(s -> players.add(s.playerId())));
            assertThat(players).hasSize(16);
            assertThat(top).containsAll(players);
        }
    }

    @Test
    @DisplayName("a plan the field no longer fits stays planned when the session closes, and the director forms another")
    void aPlanThatNoLongerFitsWaitsForTheDirector() {
        StageField f = new StageField(app, "Spring Cup", 16, 2);
        f.play(1, 1);
        f.playOpen(2, 2);
        Staff director = Staff.login(app, "director", "demo-director");
        String base = "/tournaments/" + f.id;
        assertThat(director.post(app, base + "/stages", Map.of("formation", "BLOCKS", "groupSize", "8",
                "sessions", "1", "carry", "NONE", "seating", "DRAW", "seed", "3")).status()).isEqualTo(302);
        // A player leaves after session 2: 15 players make no blocks of 8.
        long leaving = f.tournaments.players(f.id).get(0).id();
        f.tournaments.withdraw(Actor.SYSTEM, f.id, leaving, 2);

        List<Sheet> sheets = f.submit(2);
        sheets.subList(0, sheets.size() - 1).forEach(f::close);
        Sheet last = sheets.get(sheets.size() - 1);
        Http.Response closed = Staff.login(app, "referee", "demo-referee").post(app,
                base + "/sessions/2/tables/" + last.table() + "/sheet/close",
                Map.of("version", Integer.toString(last.version()), "reason", "Signed on paper"));
        assertThat(closed.status()).as("the sheet closes whatever the plan").isEqualTo(302);
        assertThat(f.sheets.find(f.id, 2, last.table()).orElseThrow().closed()).isTrue();
        assertThat(f.tournament().sessionCount()).isEqualTo(2);
        Document page = director.get(app, base + "/stages?lang=en").html();
        assertThat(page.selectFirst("#planned-stage .planned-due").text())
                .startsWith("Session 2 has closed, but the stage could not be formed as planned");
        assertThat(page.select("#planned-stage .planned-when")).isEmpty();

        // Changed now that every session has closed: formed at once, and the plan is gone with it.
        Http.Response formed = director.post(app, base + "/stages", Map.of("formation", "CUT", "groupSize", "8",
                "sessions", "1", "carry", "NONE", "seating", "DRAW", "seed", "3"));
        assertThat(formed.status()).as(formed.body()).isEqualTo(302);
        assertThat(f.tournament().sessionCount()).isEqualTo(3);
        assertThat(director.get(app, base + "/stages?lang=en").html().select("#planned-stage")).isEmpty();
    }
}
