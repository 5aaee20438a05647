package org.mahjongresults.db.appeal;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.engine.appeal.AppealAction;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.Refusal;
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
}
