package org.mahjongresults.engine.appeal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.mahjongresults.engine.tournament.StaffRole;

/** The appeal workflow of MCR 2006 §3.12-§3.13 / RULINGS §5: every step from every state, the fee, and who may take each step. */
class WorkflowTest {

    private static final Contested HAND = Contested.hand();

    /** A role allowed to take each step, so that these tables test the state alone. */
    private static StaffRole actorFor(AppealAction action) {
        return switch (action) {
            case DECIDE_UPHOLD, DECIDE_REJECT -> StaffRole.CHIEF_REFEREE;
            case COMMITTEE_UPHOLD, COMMITTEE_REJECT -> StaffRole.COMMITTEE;
            case APPEAL_FURTHER, WITHDRAW -> StaffRole.REFEREE;
            case CLOSE -> StaffRole.DIRECTOR;
        };
    }

    @ParameterizedTest(name = "{0} (fee {1}) + {2} → {3}")
    @DisplayName("every step from an open appeal is allowed or refused as the rules say, and the fee follows")
    @CsvSource(delimiter = '|', value = {
        // from FILED
        "FILED          | RECEIVED | DECIDE_UPHOLD    | UPHELD/REFUNDED",
        "FILED          | RECEIVED | DECIDE_REJECT    | REJECTED/RECEIVED",
        "FILED          | RECEIVED | WITHDRAW         | WITHDRAWN/REFUNDED",
        "FILED          | RECEIVED | APPEAL_FURTHER   | NOT_REJECTED",
        "FILED          | RECEIVED | CLOSE            | NOT_REJECTED",
        "FILED          | RECEIVED | COMMITTEE_UPHOLD | NOT_BEFORE_COMMITTEE",
        "FILED          | RECEIVED | COMMITTEE_REJECT | NOT_BEFORE_COMMITTEE",
        // from a rejection that may still be appealed
        "REJECTED       | RECEIVED | APPEAL_FURTHER   | FURTHER_APPEAL/RECEIVED",
        "REJECTED       | RECEIVED | CLOSE            | REJECTED/FORFEITED",
        "REJECTED       | RECEIVED | DECIDE_UPHOLD    | ALREADY_DECIDED",
        "REJECTED       | RECEIVED | DECIDE_REJECT    | ALREADY_DECIDED",
        "REJECTED       | RECEIVED | WITHDRAW         | ALREADY_DECIDED",
        "REJECTED       | RECEIVED | COMMITTEE_UPHOLD | NOT_BEFORE_COMMITTEE",
        "REJECTED       | RECEIVED | COMMITTEE_REJECT | NOT_BEFORE_COMMITTEE",
        // before the committee
        "FURTHER_APPEAL | RECEIVED | COMMITTEE_UPHOLD | COMMITTEE_UPHELD/REFUNDED",
        "FURTHER_APPEAL | RECEIVED | COMMITTEE_REJECT | COMMITTEE_REJECTED/FORFEITED",
        "FURTHER_APPEAL | RECEIVED | WITHDRAW         | WITHDRAWN/FORFEITED",
        "FURTHER_APPEAL | RECEIVED | DECIDE_UPHOLD    | ALREADY_DECIDED",
        "FURTHER_APPEAL | RECEIVED | DECIDE_REJECT    | ALREADY_DECIDED",
        "FURTHER_APPEAL | RECEIVED | APPEAL_FURTHER   | ALREADY_BEFORE_COMMITTEE",
        "FURTHER_APPEAL | RECEIVED | CLOSE            | ALREADY_BEFORE_COMMITTEE",
    })
    void fromOpenStates(AppealStatus status, FeeStatus fee, AppealAction action, String expected) {
        AppealState from = new AppealState(status, fee);
        Transition t = AppealWorkflow.apply(from, action, actorFor(action), HAND);
        if (expected.contains("/")) {
            String[] to = expected.split("/");
            assertThat(t).isEqualTo(new Transition.Allowed(from, action,
                    new AppealState(AppealStatus.valueOf(to[0]), FeeStatus.valueOf(to[1]))));
            assertThat(t.allowed()).isTrue();
        } else {
            assertThat(t).isEqualTo(new Transition.Refused(from, action, Refusal.valueOf(expected)));
            assertThat(t.allowed()).isFalse();
        }
    }

    static Stream<Arguments> finalStatesAndActions() {
        List<AppealState> finals = List.of(
                new AppealState(AppealStatus.UPHELD, FeeStatus.REFUNDED),
                new AppealState(AppealStatus.REJECTED, FeeStatus.FORFEITED),
                new AppealState(AppealStatus.COMMITTEE_UPHELD, FeeStatus.REFUNDED),
                new AppealState(AppealStatus.COMMITTEE_REJECTED, FeeStatus.FORFEITED),
                new AppealState(AppealStatus.WITHDRAWN, FeeStatus.REFUNDED),
                new AppealState(AppealStatus.WITHDRAWN, FeeStatus.FORFEITED));
        List<Arguments> args = new ArrayList<>();
        for (AppealState s : finals) {
            for (AppealAction a : AppealAction.values()) {
                args.add(Arguments.of(s.status(), s.fee(), a));
            }
        }
        return args.stream();
    }

    @ParameterizedTest(name = "{0} (fee {1}) + {2} → refused")
    @MethodSource("finalStatesAndActions")
    @DisplayName("nothing follows a final decision or a withdrawal")
    void fromFinalStates(AppealStatus status, FeeStatus fee, AppealAction action) {
        AppealState from = new AppealState(status, fee);
        assertThat(from.isFinal()).isTrue();
        assertThat(AppealWorkflow.apply(from, action, actorFor(action), HAND))
                .isEqualTo(new Transition.Refused(from, action, Refusal.APPEAL_CLOSED));
    }

    @ParameterizedTest(name = "{0} by {1}: {2}")
    @DisplayName("only the chief referee decides, only the committee decides further appeals, and officials record the appellant's steps")
    @CsvSource({
        "DECIDE_UPHOLD,    CHIEF_REFEREE, true",
        "DECIDE_UPHOLD,    DIRECTOR,      false",
        "DECIDE_UPHOLD,    REFEREE,       false",
        "DECIDE_UPHOLD,    COMMITTEE,     false",
        "DECIDE_UPHOLD,    SCOREKEEPER,   false",
        "DECIDE_REJECT,    CHIEF_REFEREE, true",
        "DECIDE_REJECT,    DIRECTOR,      false",
        "DECIDE_REJECT,    REFEREE,       false",
        "DECIDE_REJECT,    COMMITTEE,     false",
        "DECIDE_REJECT,    SCOREKEEPER,   false",
        "WITHDRAW,         REFEREE,       true",
        "WITHDRAW,         CHIEF_REFEREE, true",
        "WITHDRAW,         DIRECTOR,      true",
        "WITHDRAW,         COMMITTEE,     false",
        "WITHDRAW,         SCOREKEEPER,   false",
        "APPEAL_FURTHER,   REFEREE,       true",
        "APPEAL_FURTHER,   CHIEF_REFEREE, true",
        "APPEAL_FURTHER,   DIRECTOR,      true",
        "APPEAL_FURTHER,   COMMITTEE,     false",
        "APPEAL_FURTHER,   SCOREKEEPER,   false",
        "CLOSE,            CHIEF_REFEREE, true",
        "CLOSE,            DIRECTOR,      true",
        "CLOSE,            REFEREE,       false",
        "CLOSE,            COMMITTEE,     false",
        "CLOSE,            SCOREKEEPER,   false",
        "COMMITTEE_UPHOLD, COMMITTEE,     true",
        "COMMITTEE_UPHOLD, CHIEF_REFEREE, false",
        "COMMITTEE_UPHOLD, DIRECTOR,      false",
        "COMMITTEE_UPHOLD, REFEREE,       false",
        "COMMITTEE_UPHOLD, SCOREKEEPER,   false",
        "COMMITTEE_REJECT, COMMITTEE,     true",
        "COMMITTEE_REJECT, CHIEF_REFEREE, false",
        "COMMITTEE_REJECT, DIRECTOR,      false",
        "COMMITTEE_REJECT, REFEREE,       false",
        "COMMITTEE_REJECT, SCOREKEEPER,   false",
    })
    void roles(AppealAction action, StaffRole role, boolean allowed) {
        AppealState from = switch (action) {
            case DECIDE_UPHOLD, DECIDE_REJECT, WITHDRAW -> AppealState.filed();
            case APPEAL_FURTHER, CLOSE -> new AppealState(AppealStatus.REJECTED, FeeStatus.RECEIVED);
            case COMMITTEE_UPHOLD, COMMITTEE_REJECT -> new AppealState(AppealStatus.FURTHER_APPEAL, FeeStatus.RECEIVED);
        };
        Transition t = AppealWorkflow.apply(from, action, role, HAND);
        assertThat(t.allowed()).isEqualTo(allowed);
        assertThat(action.mayBeTakenBy(role)).isEqualTo(allowed);
        if (!allowed) {
            assertThat(((Transition.Refused) t).reason()).isEqualTo(Refusal.ROLE_NOT_PERMITTED);
        }
    }

    @Test
    @DisplayName("a wrong state is reported before a wrong role")
    void stateBeforeRole() {
        Transition t = AppealWorkflow.apply(AppealState.filed(), AppealAction.COMMITTEE_UPHOLD, StaffRole.REFEREE, HAND);
        assertThat(((Transition.Refused) t).reason()).isEqualTo(Refusal.NOT_BEFORE_COMMITTEE);
    }

    @ParameterizedTest(name = "{0}: may file {1}")
    @DisplayName("a referee, the chief referee or the director files an appeal for a player")
    @CsvSource({"REFEREE, true", "CHIEF_REFEREE, true", "DIRECTOR, true", "COMMITTEE, false", "SCOREKEEPER, false"})
    void filing(StaffRole role, boolean may) {
        assertThat(AppealWorkflow.mayFile(role)).isEqualTo(may);
    }

    @Test
    @DisplayName("the full road: filed, rejected, appealed further, upheld by the committee, fee refunded")
    void fullRoad() {
        Contested penalty = Contested.penalty(StaffRole.REFEREE, PenaltyBasis.RULES);
        AppealState s = AppealState.filed();
        assertThat(s.fee()).isEqualTo(FeeStatus.RECEIVED);
        s = step(s, AppealAction.DECIDE_REJECT, StaffRole.CHIEF_REFEREE, penalty);
        assertThat(s).isEqualTo(new AppealState(AppealStatus.REJECTED, FeeStatus.RECEIVED));
        assertThat(s.isOpen()).isTrue();
        s = step(s, AppealAction.APPEAL_FURTHER, StaffRole.REFEREE, penalty);
        assertThat(s.status().awaitsDecision()).isTrue();
        s = step(s, AppealAction.COMMITTEE_UPHOLD, StaffRole.COMMITTEE, penalty);
        assertThat(s).isEqualTo(new AppealState(AppealStatus.COMMITTEE_UPHELD, FeeStatus.REFUNDED));
        assertThat(s.isFinal()).isTrue();
    }

    @Test
    @DisplayName("the steps offered to each official follow the state and the role")
    void available() {
        AppealState filed = AppealState.filed();
        assertThat(AppealWorkflow.available(filed, StaffRole.CHIEF_REFEREE, HAND)).containsExactlyInAnyOrder(
                AppealAction.DECIDE_UPHOLD, AppealAction.DECIDE_REJECT, AppealAction.WITHDRAW);
        assertThat(AppealWorkflow.available(filed, StaffRole.COMMITTEE, HAND)).isEmpty();
        AppealState rejected = new AppealState(AppealStatus.REJECTED, FeeStatus.RECEIVED);
        assertThat(AppealWorkflow.available(rejected, StaffRole.DIRECTOR, HAND)).containsExactlyInAnyOrder(
                AppealAction.APPEAL_FURTHER, AppealAction.CLOSE);
        AppealState before = new AppealState(AppealStatus.FURTHER_APPEAL, FeeStatus.RECEIVED);
        Contested protectedPenalty = Contested.penalty(StaffRole.CHIEF_REFEREE, PenaltyBasis.DISCIPLINE);
        assertThat(AppealWorkflow.available(before, StaffRole.COMMITTEE, protectedPenalty))
                .containsExactly(AppealAction.COMMITTEE_REJECT);
    }

    @ParameterizedTest(name = "{0} with fee {1}: possible {2}")
    @DisplayName("only the status and fee pairs the workflow can reach exist")
    @CsvSource({
        "FILED, RECEIVED, true", "FILED, REFUNDED, false", "FILED, FORFEITED, false",
        "UPHELD, REFUNDED, true", "UPHELD, RECEIVED, false", "UPHELD, FORFEITED, false",
        "REJECTED, RECEIVED, true", "REJECTED, FORFEITED, true", "REJECTED, REFUNDED, false",
        "FURTHER_APPEAL, RECEIVED, true", "FURTHER_APPEAL, FORFEITED, false", "FURTHER_APPEAL, REFUNDED, false",
        "COMMITTEE_UPHELD, REFUNDED, true", "COMMITTEE_UPHELD, FORFEITED, false", "COMMITTEE_UPHELD, RECEIVED, false",
        "COMMITTEE_REJECTED, FORFEITED, true", "COMMITTEE_REJECTED, REFUNDED, false",
        "COMMITTEE_REJECTED, RECEIVED, false",
        "WITHDRAWN, REFUNDED, true", "WITHDRAWN, FORFEITED, true", "WITHDRAWN, RECEIVED, false",
    })
    void consistentStates(AppealStatus status, FeeStatus fee, boolean possible) {
        if (possible) {
            assertThat(new AppealState(status, fee).status()).isEqualTo(status);
        } else {
            assertThatThrownBy(() -> new AppealState(status, fee)).isInstanceOf(IllegalArgumentException.class);
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(AppealStatus.class)
    @DisplayName("the status names are the ones the database checks")
    void statusNames(AppealStatus status) {
        assertThat(List.of("FILED", "UPHELD", "REJECTED", "FURTHER_APPEAL", "COMMITTEE_UPHELD", "COMMITTEE_REJECTED",
                "WITHDRAWN")).contains(status.name());
        assertThat(status.messageKey()).startsWith("appeal.status.");
    }

    @Test
    @DisplayName("the fee names are the ones the database checks, and the default fee is 200 US dollars")
    void feeNames() {
        assertThat(FeeStatus.values()).extracting(Enum::name).containsExactly("RECEIVED", "REFUNDED", "FORFEITED");
        assertThat(AppealFee.RULES_DEFAULT.amount()).isEqualByComparingTo("200");
        assertThat(AppealFee.RULES_DEFAULT.currency().getCurrencyCode()).isEqualTo("USD");
        assertThatThrownBy(() -> new AppealFee(new java.math.BigDecimal("-1"), java.util.Currency.getInstance("EUR")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static AppealState step(AppealState s, AppealAction a, StaffRole role, Contested contested) {
        Transition t = AppealWorkflow.apply(s, a, role, contested);
        assertThat(t).isInstanceOf(Transition.Allowed.class);
        return ((Transition.Allowed) t).to();
    }
}
