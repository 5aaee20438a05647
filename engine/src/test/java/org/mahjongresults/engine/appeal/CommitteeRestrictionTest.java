package org.mahjongresults.engine.appeal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tournament.StaffRole;

/** 000 §3.13.3 / RULINGS §5: the committee may not cancel a penalty the chief referee imposed under the rules or for discipline. */
class CommitteeRestrictionTest {

    private static final AppealState BEFORE_COMMITTEE = new AppealState(AppealStatus.FURTHER_APPEAL, FeeStatus.RECEIVED);

    @ParameterizedTest(name = "imposed by {0} on the ground {1}: the committee may cancel it {2}")
    @DisplayName("the committee may cancel a penalty unless the chief referee imposed it under the rules or for discipline")
    @CsvSource({
        "CHIEF_REFEREE, RULES,      false",
        "CHIEF_REFEREE, DISCIPLINE, false",
        "CHIEF_REFEREE, OTHER,      true",
        "DIRECTOR,      RULES,      false",
        "DIRECTOR,      DISCIPLINE, false",
        "DIRECTOR,      OTHER,      true",
        "REFEREE,       RULES,      true",
        "REFEREE,       DISCIPLINE, true",
        "REFEREE,       OTHER,      true",
    })
    void restriction(StaffRole imposedBy, PenaltyBasis basis, boolean mayCancel) {
        assertThat(CommitteeRestriction.mayCancel(imposedBy, basis)).isEqualTo(mayCancel);
        Contested penalty = Contested.penalty(imposedBy, basis);
        Transition uphold = AppealWorkflow.apply(BEFORE_COMMITTEE, AppealAction.COMMITTEE_UPHOLD, StaffRole.COMMITTEE,
                penalty);
        assertThat(uphold.allowed()).isEqualTo(mayCancel);
        if (!mayCancel) {
            assertThat(((Transition.Refused) uphold).reason()).isEqualTo(Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY);
        }
        assertThat(AppealWorkflow.apply(BEFORE_COMMITTEE, AppealAction.COMMITTEE_REJECT, StaffRole.COMMITTEE, penalty)
                .allowed()).isTrue();
    }

    @Test
    @DisplayName("the committee may overturn the chief referee's ruling on a hand")
    void handRuling() {
        assertThat(CommitteeRestriction.mayCancel(Contested.hand())).isTrue();
        assertThat(AppealWorkflow.apply(BEFORE_COMMITTEE, AppealAction.COMMITTEE_UPHOLD, StaffRole.COMMITTEE,
                Contested.hand()).allowed()).isTrue();
    }

    @Test
    @DisplayName("the chief referee himself may uphold an appeal against his own penalty")
    void chiefRefereeNotRestricted() {
        Contested own = Contested.penalty(StaffRole.CHIEF_REFEREE, PenaltyBasis.RULES);
        assertThat(AppealWorkflow.apply(AppealState.filed(), AppealAction.DECIDE_UPHOLD, StaffRole.CHIEF_REFEREE, own)
                .allowed()).isTrue();
    }
}
