package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.sheet.HandVerification;
import org.mahjongresults.engine.sheet.McrHandScoring;
import org.mahjongresults.engine.sichuan.SichuanHandScoring;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.web.testing.TestApp;

/**
 * The sheet's use cases through one {@link SheetService} for both rule sets, against the demo's real database: the
 * MCR tournament's session being played (session 3; table t has 2t + 1 hands) and the Swiss knockout (round 1
 * closed, the final table with 2 hands of 4).
 * The rule set is the tournament's; the service scores through the engine, keeps corrections with their reason and
 * in the audit log, refuses a stale version, and lets only one of two simultaneous submissions of a hand win.
 */
class SheetServiceRouteTest {

    /** A Sichuan hand of pure pungs (碰碰胡 family), as the Swiss tests use. */
    private static final String PURE_PUNGS = "111m222m555m999m66m";

    private static TestApp app;
    private static SheetService service;
    private static SheetRepository sheets;
    private static AuditLog audit;
    private static Tournament mcr;
    private static Tournament swiss;

    @BeforeAll
    static void startTheDemo() {
        // The whole demo, with its results: the MCR sessions played so far and the Swiss knockout (DemoData).
        Clock clock = Clock.systemUTC();
        DbConfig config = TestDatabase.freshConfig();
        long mcrId;
        try (Database demo = Database.open(config)) {
            mcrId = new DemoData(demo, clock, TestApp.HASHER::hash).loadIfEmpty(true);
        }
        app = TestApp.start(config, false, clock);
        audit = app.parts().audit();
        TournamentRepository tournaments = app.parts().tournaments();
        sheets = app.parts().sheets();
        // The service as the application wired it (App.create), not a copy of its wiring.
        service = app.parts().sheetService();
        mcr = tournaments.find(mcrId).orElseThrow();
        swiss = tournaments.list().stream().filter(t -> t.ruleSet() == RuleSet.SWISS).findFirst().orElseThrow();
    }

    @AfterAll
    static void stop() {
        app.close();
    }

    @Test
    void theRuleSetIsTheTournamentsAndBothAddAHandThroughTheSameService() {
        SheetTable m = table(mcr, 3, 2);
        SheetTable s = table(swiss, 2, 1);
        assertThat(m.rules()).isInstanceOf(McrSheetRules.class);
        assertThat(s.rules()).isInstanceOf(SwissSheetRules.class);

        HandRecord mcrHand = added(m, mcrWin(m, "service-mcr"));
        assertThat(mcrHand.fanPoints()).isEqualTo(8);
        assertThat(mcrHand.verification()).isEqualTo(HandVerification.NOT_GIVEN);
        assertThat(mcrHand.results().values().stream().mapToInt(Integer::intValue).sum()).isZero();

        HandRecord swissHand = added(s, swissWin(s, "service-swiss"));
        assertThat(swissHand.verification()).isEqualTo(HandVerification.VERIFIED);
        assertThat(swissHand.sichuanWin()).isNotNull();
        assertThat(swissHand.fanPoints()).isEqualTo(swissHand.engineFanPoints()).isPositive();
        assertThat(swissHand.results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
    }

    @Test
    void aHandTheEngineRefusesIsNotSavedAndSaysWhereTheProblemIs() {
        SheetTable s = table(swiss, 2, 1);
        Sheet sheet = service.open(s);
        int before = service.hands(sheet).size();
        SheetService.AddOutcome outcome = service.addHand(Actor.SYSTEM, s, sheet, sheet.version(),
                new SwissSheetRules.Swiss(SichuanHandScoring.Report.tiles(before + 1, 0, 1, "111m", null)));
        assertThat(outcome).isInstanceOf(SheetService.Refused.class);
        assertThat(((SheetService.Refused) outcome).refusal().field()).isEqualTo("notation");
        assertThat(service.hands(service.open(s))).hasSize(before);
    }

    @Test
    void aCorrectionUnderEitherRuleSetKeepsItsReasonBeforeAndAfterAndIsAudited() {
        for (SheetTable table : List.of(table(mcr, 3, 3), table(swiss, 1, 2))) {
            Sheet sheet = service.find(table).orElseThrow();
            SheetRules.Report report = table.rules() instanceof SwissSheetRules
                    ? new SwissSheetRules.Swiss(SichuanHandScoring.Report.noWin(1, null))
                    : new McrSheetRules.Mcr(McrHandScoring.Report.noWin(1, null));
            SheetService.CorrectOutcome outcome = service.correct(Actor.SYSTEM, table, sheet, sheet.version(), report,
                    "the table agreed it was a draw", null);
            assertThat(outcome).as(table.rules().ruleSet().name()).isInstanceOf(SheetService.Corrected.class);
            assertThat(service.hands(sheet).get(0).win()).isFalse();
            assertThat(service.corrections(sheet)).last().satisfies(c -> {
                assertThat(c.handNumber()).isEqualTo(1);
                assertThat(c.reason()).isEqualTo("the table agreed it was a draw");
                assertThat(c.before()).contains("\"number\":1");
                assertThat(c.after()).contains("\"result\":\"DRAW\"");
            });
            assertThat(audit.recent(table.t().id(), 5)).extracting(AuditLog.Entry::action).contains("hand.correct");
        }
    }

    @Test
    void aStaleVersionIsRefusedForAHandAndForACorrection() {
        for (SheetTable table : List.of(table(mcr, 3, 4), table(swiss, 1, 3))) {
            Sheet sheet = service.open(table);
            int played = service.hands(sheet).size();
            if (played < table.rules().handsFull(sheet) && sheet.open()) {
                SheetService.AddOutcome outcome = service.addHand(Actor.SYSTEM, table, sheet, sheet.version() - 1,
                        table.rules() instanceof SwissSheetRules ? swissWin(table, null) : mcrWin(table, null));
                assertThat(outcome).isInstanceOf(SheetService.Stale.class);
            }
            SheetRules.Report draw = table.rules() instanceof SwissSheetRules
                    ? new SwissSheetRules.Swiss(SichuanHandScoring.Report.noWin(1, null))
                    : new McrSheetRules.Mcr(McrHandScoring.Report.noWin(1, null));
            SheetService.CorrectOutcome stale = service.correct(Actor.SYSTEM, table, sheet, sheet.version() + 7,
                    draw, "a stale form", null);
            assertThat(stale).isEqualTo(new SheetService.StaleCorrection(sheet.version()));
            assertThat(service.hands(sheet)).hasSize(played);
        }
    }

    @Test
    void ofTwoSimultaneousSubmissionsOfTheSameHandOnlyOneIsSaved() throws Exception {
        for (SheetTable table : List.of(table(mcr, 3, 5), table(swiss, 2, 1))) {
            Sheet sheet = service.open(table);
            int played = service.hands(sheet).size();
            CountDownLatch start = new CountDownLatch(1);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            List<Future<SheetService.AddOutcome>> outcomes = new ArrayList<>();
            for (String client : List.of("a", "b")) {
                Callable<SheetService.AddOutcome> submit = () -> {
                    start.await();
                    String request = "race-" + table.t().id() + "-" + client;
                    return service.addHand(Actor.SYSTEM, table, sheet, sheet.version(),
                            table.rules() instanceof SwissSheetRules ? swissWin(table, request)
                                    : mcrWin(table, request));
                };
                outcomes.add(pool.submit(submit));
            }
            start.countDown();
            List<SheetService.AddOutcome> done = new ArrayList<>();
            for (Future<SheetService.AddOutcome> f : outcomes) {
                done.add(f.get(60, TimeUnit.SECONDS));
            }
            pool.shutdown();
            assertThat(done).filteredOn(o -> o instanceof SheetService.Added).hasSize(1);
            assertThat(done).filteredOn(o -> o instanceof SheetService.Stale).hasSize(1);
            assertThat(service.hands(sheet)).hasSize(played + 1);
        }
    }

    // -----------------------------------------------------------------------------------------------------

    private static SheetTable table(Tournament t, int session, int number) {
        return service.table(t, session, number).orElseThrow();
    }

    private static HandRecord added(SheetTable table, SheetRules.Report report) {
        Sheet sheet = service.open(table);
        SheetService.AddOutcome outcome = service.addHand(Actor.SYSTEM, table, sheet, sheet.version(), report);
        assertThat(outcome).isInstanceOf(SheetService.Added.class);
        return ((SheetService.Added) outcome).hand();
    }

    /** East wins 8 points on South's discard (no hand given: the claim stands). */
    private static SheetRules.Report mcrWin(SheetTable table, String requestId) {
        int next = service.hands(service.open(table)).size() + 1;
        return new McrSheetRules.Mcr(new McrHandScoring.Report(next, false, 0, 1, 8, 0, null, false, false, false,
                false, requestId));
    }

    /** East wins pure pungs on West's discard. */
    private static SheetRules.Report swissWin(SheetTable table, String requestId) {
        int next = service.hands(service.open(table)).size() + 1;
        return new SwissSheetRules.Swiss(SichuanHandScoring.Report.tiles(next, 0, 2, PURE_PUNGS, requestId));
    }
}
