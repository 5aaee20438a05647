package org.mahjongresults.db.demo;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.appeal.Appeal;
import org.mahjongresults.db.appeal.AppealRepository;
import org.mahjongresults.db.appeal.AppealStep;
import org.mahjongresults.db.appeal.StepAction;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.engine.appeal.AppealStatus;
import org.mahjongresults.engine.appeal.FeeStatus;

class DemoAppealsTest {

    @Test
    void theDemoHasAnAppealTheChiefRefereeRejectedForGoodAndOneStillWaiting() {
        Clock clock = Clock.systemUTC();
        try (Database db = TestDatabase.fresh()) {
            long id = new DemoData(db, clock, pw -> "hash-of-" + pw).loadIfEmpty();
            AuditLog audit = new AuditLog(db, clock);
            AppealRepository appeals = new AppealRepository(db, clock, audit, new PenaltyRepository(db, clock, audit));
            List<Appeal> all = appeals.list(id);
            assertThat(all).hasSize(2);
            Appeal decided = all.stream().filter(Appeal::decided).findFirst().orElseThrow();
            assertThat(decided.status()).isEqualTo(AppealStatus.REJECTED);
            assertThat(decided.feeStatus()).isEqualTo(FeeStatus.FORFEITED);
            assertThat(decided.deadlineAt()).as("filed after its sheet was closed").isNotNull();
            assertThat(appeals.steps(decided.id())).extracting(AppealStep::action)
                    .containsExactly(StepAction.FILE, StepAction.DECIDE_REJECT, StepAction.CLOSE);
            assertThat(appeals.steps(decided.id()).get(1).actorName()).isEqualTo("Demo Chief Referee");
            // Issue 15: on the tournament's own days (17-19 April 2026), the steps apart as at a real event.
            List<AppealStep> steps = appeals.steps(decided.id());
            assertThat(steps).allMatch(st -> st.at().toLocalDate().isAfter(java.time.LocalDate.of(2026, 4, 16))
                    && st.at().toLocalDate().isBefore(java.time.LocalDate.of(2026, 4, 20)));
            for (int i = 1; i < steps.size(); i++) {
                assertThat(java.time.Duration.between(steps.get(i - 1).at(), steps.get(i).at()))
                        .isGreaterThanOrEqualTo(java.time.Duration.ofMinutes(30));
            }
            assertThat(decided.filedAt()).isAfter(decided.deadlineAt().minusMinutes(30));
            Appeal pending = all.stream().filter(a -> !a.decided()).findFirst().orElseThrow();
            assertThat(pending.status()).isEqualTo(AppealStatus.FILED);
            assertThat(pending.teamId()).as("a team appeal through its leader").isNotNull();
            assertThat(pending.signedBy()).isEqualTo(pending.teamLeader());
            assertThat(pending.feeAmount()).isEqualByComparingTo("200");
        }
    }
}
