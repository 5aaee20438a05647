package org.mahjongresults.db.appeal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Clock;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jooq.impl.DSL;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.sheet.HandVerification;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.FeeStatus;
import org.mahjongresults.engine.appeal.Refusal;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.penalty.SanctionKind;
import org.mahjongresults.engine.tournament.StaffRole;

class AppealRepositoryTest {

    @Test
    void ofTwoConcurrentDecisionsOnTheSameVersionExactlyOneWins() throws Exception {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            long tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            AppealRepository appeals = new AppealRepository(db, clock, audit, new PenaltyRepository(db, clock, audit));
            Seating s = new DrawRepository(db, audit).seatings(tid).get(0);
            ExecutorService pool = Executors.newFixedThreadPool(2);
            try {
                for (int round = 0; round < 5; round++) {
                    long id = ((AppealRepository.FileOutcome.Filed) appeals.file(Actor.SYSTEM, tid,
                            new AppealRepository.NewAppeal(s.session(), s.table(), s.playerId(), null, null, 1,
                                    "statement", s.name()))).id();
                    CountDownLatch go = new CountDownLatch(1);
                    List<Future<AppealRepository.ActOutcome>> results = new ArrayList<>();
                    for (AppealAction action : List.of(AppealAction.DECIDE_UPHOLD, AppealAction.DECIDE_REJECT)) {
                        Callable<AppealRepository.ActOutcome> task = () -> {
                            go.await();
                            return appeals.act(Actor.SYSTEM, tid, id, action, Set.of(StaffRole.CHIEF_REFEREE),
                                    action.name(), 0, false);
                        };
                        results.add(pool.submit(task));
                    }
                    go.countDown();
                    List<AppealRepository.ActOutcome> outcomes = new ArrayList<>();
                    for (Future<AppealRepository.ActOutcome> r : results) {
                        outcomes.add(r.get());
                    }
                    assertThat(outcomes).filteredOn(o -> o instanceof AppealRepository.ActOutcome.Done).hasSize(1);
                    assertThat(outcomes).filteredOn(o -> o instanceof AppealRepository.ActOutcome.Stale).hasSize(1);
                    assertThat(appeals.steps(id)).as("one decision on the timeline").hasSize(2);
                    assertThat(appeals.find(tid, id).orElseThrow().version()).isEqualTo(1);
                }
            } finally {
                pool.shutdownNow();
            }
        }
    }

    @Test
    void theRoleThatActsIsOneThatMayTakeTheStepAndWithoutOneTheWorkflowSaysWhy() {
        assertThat(AppealRepository.actingRole(Set.of(StaffRole.DIRECTOR, StaffRole.CHIEF_REFEREE),
                AppealAction.DECIDE_UPHOLD)).isEqualTo(StaffRole.CHIEF_REFEREE);
        assertThat(AppealRepository.actingRole(Set.of(StaffRole.DIRECTOR), AppealAction.CLOSE))
                .isEqualTo(StaffRole.DIRECTOR);
        assertThat(AppealRepository.actingRole(Set.of(), AppealAction.WITHDRAW)).isNull();
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            long tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            AppealRepository appeals = new AppealRepository(db, clock, audit, new PenaltyRepository(db, clock, audit));
            Seating s = new DrawRepository(db, audit).seatings(tid).get(0);
            long id = ((AppealRepository.FileOutcome.Filed) appeals.file(Actor.SYSTEM, tid,
                    new AppealRepository.NewAppeal(s.session(), s.table(), s.playerId(), null, null, 1, "x", "y")))
                    .id();
            var byDirector = appeals.act(Actor.SYSTEM, tid, id, AppealAction.DECIDE_UPHOLD,
                    Set.of(StaffRole.DIRECTOR), "no", 0, false);
            assertThat(byDirector).isEqualTo(new AppealRepository.ActOutcome.Refused(Refusal.ROLE_NOT_PERMITTED));
            assertThat(appeals.find(tid, id).orElseThrow().status()).isEqualTo(AppealStatus.FILED);
        }
    }

    /** A demo tournament whose session 1, table 1 sheet was closed at 09:00 (the appeal window's start). */
    private static long closedTable(Database db, Clock at0900) {
        long tid = new DemoData(db, at0900, pw -> "hash-of-" + pw).loadIfEmpty(false);
        SheetRepository sheets = new SheetRepository(db, at0900, new AuditLog(db, at0900));
        long sheetId = sheets.open(tid, 1, 1).id();
        sheets.setStatus(Actor.SYSTEM, tid, sheetId, 0, SheetStatus.OPEN, SheetStatus.SUBMITTED);
        sheets.setStatus(Actor.SYSTEM, tid, sheetId, 1, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
        return tid;
    }

    private static AppealRepository appealsAt(Database db, String instant) {
        Clock clock = Clock.fixed(Instant.parse(instant), ZoneOffset.UTC);
        AuditLog audit = new AuditLog(db, clock);
        return new AppealRepository(db, clock, audit, new PenaltyRepository(db, clock, audit));
    }

    @Test
    void anAppealIsFiledUpToThirtyMinutesAfterTheSheetClosesAndRefusedAfterWithTheDeadline() {
        Clock nine = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
        try (Database db = TestDatabase.fresh()) {
            long tid = closedTable(db, nine);
            Seating s = new DrawRepository(db, new AuditLog(db, nine)).seatings(tid, 1, 1).get(0);
            var appeal = new AppealRepository.NewAppeal(1, 1, s.playerId(), null, null, 2, "I did not win", s.name());

            var late = appealsAt(db, "2026-05-01T09:30:01Z").file(Actor.SYSTEM, tid, appeal);
            assertThat(late).isInstanceOf(AppealRepository.FileOutcome.TooLate.class);
            assertThat(((AppealRepository.FileOutcome.TooLate) late).deadline())
                    .isAtSameInstantAs(OffsetDateTime.parse("2026-05-01T09:30:00Z"));
            AppealRepository inTime = appealsAt(db, "2026-05-01T09:30:00Z");
            assertThat(inTime.list(tid)).isEmpty();

            long id = ((AppealRepository.FileOutcome.Filed) inTime.file(Actor.SYSTEM, tid, appeal)).id();

            Appeal filed = inTime.find(tid, id).orElseThrow();
            assertThat(filed.status()).isEqualTo(AppealStatus.FILED);
            assertThat(filed.version()).isZero();
            assertThat(inTime.list(tid)).extracting(Appeal::id).containsExactly(id);
            assertThat(inTime.find(tid + 1, id)).as("an appeal belongs to its tournament").isEmpty();
            assertThat(inTime.steps(id)).singleElement().satisfies(step -> {
                assertThat(step.action()).isEqualTo(AppealRepository.FILE);
                assertThat(step.note()).isEqualTo("I did not win");
            });
            assertThat(inTime.deadline(tid, 1, 1).orElseThrow().deadline())
                    .isEqualTo(Instant.parse("2026-05-01T09:30:00Z"));
            assertThat(inTime.deadline(tid, 1, 2)).as("no window before the sheet closes").isEmpty();
        }
    }

    @Test
    void anAppealContestsOneDecisionOfItsOwnTableOnly() {
        Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
        try (Database db = TestDatabase.fresh()) {
            long tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            PenaltyRepository penalties = new PenaltyRepository(db, clock, audit);
            AppealRepository appeals = new AppealRepository(db, clock, audit, penalties);
            Seating s = new DrawRepository(db, audit).seatings(tid, 1, 2).get(0);
            long penalty = penalties.record(Actor.SYSTEM, tid, new PenaltyRepository.NewPenalty(1, 2, 1, s.playerId(),
                    Offence.WRONG_CLAIM, SanctionKind.WARNING, 0, false, null, null, null, StaffRole.REFEREE));

            assertThatThrownBy(() -> appeals.file(Actor.SYSTEM, tid, new AppealRepository.NewAppeal(1, 1,
                    s.playerId(), null, penalty, null, "x", "y"))).isInstanceOf(StaleDataException.class)
                    .hasMessageContaining("appeal.noSuchPenalty");
            assertThatThrownBy(() -> appeals.file(Actor.SYSTEM, tid, new AppealRepository.NewAppeal(1, 2,
                    s.playerId(), null, penalty, 3, "x", "y"))).isInstanceOf(IllegalArgumentException.class);
            assertThat(appeals.list(tid)).isEmpty();
        }
    }

    @Test
    void anUpheldAppealCancelsTheContestedPenaltyInTheSameTransactionAndLeadsToALinkedCorrection() {
        Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
        try (Database db = TestDatabase.fresh()) {
            long tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            PenaltyRepository penalties = new PenaltyRepository(db, clock, audit);
            AppealRepository appeals = new AppealRepository(db, clock, audit, penalties);
            SheetRepository sheets = new SheetRepository(db, clock, audit);
            var table = new DrawRepository(db, audit).seatings(tid, 1, 1);
            long player = table.get(0).playerId();
            long penalty = penalties.record(Actor.SYSTEM, tid, new PenaltyRepository.NewPenalty(1, 1, 1, player,
                    Offence.WRONG_CLAIM, SanctionKind.DEDUCTION, 10, false, null, null, null, StaffRole.REFEREE));
            long id = ((AppealRepository.FileOutcome.Filed) appeals.file(Actor.SYSTEM, tid,
                    new AppealRepository.NewAppeal(1, 1, player, null, penalty, null, "no", "sig"))).id();

            var done = appeals.act(Actor.SYSTEM, tid, id, AppealAction.DECIDE_UPHOLD,
                    Set.of(StaffRole.CHIEF_REFEREE), "the claim was right", 0, true);

            assertThat(done).isInstanceOf(AppealRepository.ActOutcome.Done.class);
            assertThat(((AppealRepository.ActOutcome.Done) done).appeal().status()).isEqualTo(AppealStatus.UPHELD);
            assertThat(penalties.list(tid).get(0).cancelled()).isTrue();
            assertThat(penalties.list(tid).get(0).cancelReason()).isEqualTo("appeal " + id + ": the claim was right");
            assertThat(appeals.act(Actor.SYSTEM, tid, id, AppealAction.DECIDE_REJECT,
                    Set.of(StaffRole.CHIEF_REFEREE), "late", 0, false))
                    .isInstanceOf(AppealRepository.ActOutcome.Stale.class);

            Map<Long, Integer> zero = new LinkedHashMap<>();
            Map<Long, String> seats = new LinkedHashMap<>();
            table.forEach(s -> {
                zero.put(s.playerId(), 0);
                seats.put(s.playerId(), s.seat().letter());
            });
            HandRecord draw = new HandRecord(null, 1, "E", player, "DRAW", null, false, null, null, null, 0, null,
                    null, null, HandVerification.NOT_GIVEN, null, zero);
            long sheetId = sheets.open(tid, 1, 1).id();
            sheets.write(Actor.SYSTEM, tid, sheetId, w -> w.add(draw, seats));
            sheets.correctHand(Actor.SYSTEM, tid, sheetId, 1, draw, seats, "after the appeal", id);

            long correction = sheets.corrections(sheetId).get(0).id();
            assertThat(sheets.corrections(sheetId).get(0).appealId()).isEqualTo(id);
            assertThat(appeals.find(tid, id).orElseThrow().correctionId()).isEqualTo(correction);
            assertThat(appeals.steps(id)).extracting(AppealStep::action)
                    .containsExactly(AppealRepository.FILE, StepAction.DECIDE_UPHOLD, AppealRepository.CORRECTION);
            long otherSheet = sheets.open(tid, 1, 2).id();
            assertThatThrownBy(() -> sheets.correctHand(Actor.SYSTEM, tid, otherSheet, 0, draw, seats, "wrong table",
                    id)).isInstanceOf(StaleDataException.class);
        }
    }

    @Test
    void statusFeeAndTimelineRoundTripAsEnumsAndAreStoredByTheirNames() {
        Clock clock = Clock.fixed(Instant.parse("2026-05-01T09:00:00Z"), ZoneOffset.UTC);
        try (Database db = TestDatabase.fresh()) {
            long tid = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            AppealRepository appeals = new AppealRepository(db, clock, audit, new PenaltyRepository(db, clock, audit));
            Seating s = new DrawRepository(db, audit).seatings(tid, 1, 3).get(0);
            long id = ((AppealRepository.FileOutcome.Filed) appeals.file(Actor.SYSTEM, tid,
                    new AppealRepository.NewAppeal(1, 3, s.playerId(), null, null, 1, "x", s.name()))).id();
            appeals.act(Actor.SYSTEM, tid, id, AppealAction.DECIDE_REJECT, Set.of(StaffRole.CHIEF_REFEREE), "no", 0,
                    false);
            appeals.act(Actor.SYSTEM, tid, id, AppealAction.APPEAL_FURTHER, Set.of(StaffRole.REFEREE), "yes", 1,
                    false);
            appeals.act(Actor.SYSTEM, tid, id, AppealAction.COMMITTEE_UPHOLD, Set.of(StaffRole.COMMITTEE), "ok", 2,
                    false);

            Appeal a = appeals.find(tid, id).orElseThrow();
            assertThat(a.status()).isEqualTo(AppealStatus.COMMITTEE_UPHELD);
            assertThat(a.feeStatus()).isEqualTo(FeeStatus.REFUNDED);
            assertThat(appeals.steps(id)).extracting(AppealStep::action).containsExactly(StepAction.FILE,
                    StepAction.DECIDE_REJECT, StepAction.APPEAL_FURTHER, StepAction.COMMITTEE_UPHOLD);
            assertThat(appeals.steps(id)).extracting(AppealStep::fromStatus).containsExactly(null,
                    AppealStatus.FILED, AppealStatus.REJECTED, AppealStatus.FURTHER_APPEAL);
            assertThat(appeals.steps(id)).extracting(AppealStep::toStatus).containsExactly(AppealStatus.FILED,
                    AppealStatus.REJECTED, AppealStatus.FURTHER_APPEAL, AppealStatus.COMMITTEE_UPHELD);

            assertThat(db.dsl().select(DSL.field(DSL.name("status"), String.class),
                            DSL.field(DSL.name("fee_status"), String.class))
                    .from(DSL.table(DSL.name("appeal")))
                    .where(DSL.field(DSL.name("id"), Long.class).eq(id))
                    .fetchOne().intoArray()).containsExactly("COMMITTEE_UPHELD", "REFUNDED");
            assertThat(db.dsl().select(DSL.field(DSL.name("action"), String.class),
                            DSL.field(DSL.name("from_status"), String.class),
                            DSL.field(DSL.name("to_status"), String.class))
                    .from(DSL.table(DSL.name("appeal_step")))
                    .where(DSL.field(DSL.name("appeal_id"), Long.class).eq(id))
                    .orderBy(DSL.field(DSL.name("id")))
                    .fetch(r -> r.value1() + " " + r.value2() + " " + r.value3()))
                    .containsExactly("FILE null FILED", "DECIDE_REJECT FILED REJECTED",
                            "APPEAL_FURTHER REJECTED FURTHER_APPEAL",
                            "COMMITTEE_UPHOLD FURTHER_APPEAL COMMITTEE_UPHELD");
        }
    }
}
