package org.mahjongresults.engine.appeal;

import static org.mahjongresults.engine.appeal.AppealStatus.COMMITTEE_REJECTED;
import static org.mahjongresults.engine.appeal.AppealStatus.COMMITTEE_UPHELD;
import static org.mahjongresults.engine.appeal.AppealStatus.FURTHER_APPEAL;
import static org.mahjongresults.engine.appeal.AppealStatus.REJECTED;
import static org.mahjongresults.engine.appeal.AppealStatus.UPHELD;
import static org.mahjongresults.engine.appeal.AppealStatus.WITHDRAWN;
import static org.mahjongresults.engine.appeal.FeeStatus.FORFEITED;
import static org.mahjongresults.engine.appeal.FeeStatus.RECEIVED;
import static org.mahjongresults.engine.appeal.FeeStatus.REFUNDED;

import java.util.EnumSet;
import java.util.Set;
import org.mahjongresults.engine.tournament.StaffRole;

/**
 * The appeal workflow of MCR 2006 §3.12-§3.13 as decided in §13.4, as a pure transition function:
 *
 * <pre>
 * FILED          ─DECIDE_UPHOLD──▶ UPHELD              fee refunded    (final)
 *                ─DECIDE_REJECT──▶ REJECTED            fee held
 *                ─WITHDRAW───────▶ WITHDRAWN           fee refunded    (final)
 * REJECTED       ─APPEAL_FURTHER─▶ FURTHER_APPEAL      fee held
 *                ─CLOSE──────────▶ REJECTED            fee forfeited   (final)
 * FURTHER_APPEAL ─COMMITTEE_UPHOLD▶ COMMITTEE_UPHELD   fee refunded    (final)
 *                ─COMMITTEE_REJECT▶ COMMITTEE_REJECTED fee forfeited   (final)
 *                ─WITHDRAW───────▶ WITHDRAWN           fee forfeited   (final)
 * </pre>
 * Every other step is refused with a {@link Refusal}.
 *
 * <p>The fee follows the outcome: refunded when the appeal is upheld at either level, forfeited when the rejection is
 * final (by the committee, or by {@link AppealAction#CLOSE} without a further appeal), held while a further appeal is
 * possible or pending. <b>Withdrawal</b> (the rules are silent; our decision) leaves the last decision standing:
 * withdrawn before any decision, the appeal has neither succeeded nor failed, so the fee is refunded, which also
 * rewards dropping a weak appeal early; a further appeal withdrawn leaves the chief referee's rejection standing, so
 * the appeal has failed and the fee is forfeited.
 *
 * <p>A step is checked in this order: the state allows it, the official's role may record it, and for the committee
 * upholding an appeal against a penalty, {@link CommitteeRestriction}. Filing itself is checked by {@link #mayFile}
 * and {@link AppealDeadline}.
 */
public final class AppealWorkflow {

    private AppealWorkflow() {
    }

    /** True if a member of staff holding {@code role} may file an appeal on a player's or team leader's behalf. */
    public static boolean mayFile(StaffRole role) {
        return role == StaffRole.REFEREE || role == StaffRole.CHIEF_REFEREE || role == StaffRole.DIRECTOR;
    }

    /**
     * The result of {@code actor} taking {@code action} on an appeal in {@code state} that contests {@code contested}.
     */
    public static Transition apply(AppealState state, AppealAction action, StaffRole actor, Contested contested) {
        if (state == null || action == null || actor == null || contested == null) {
            throw new IllegalArgumentException(
                    "a step needs a state, an action, the actor's role and the contested decision");
        }
        Refusal byState = refusalInState(state, action);
        if (byState != null) {
            return new Transition.Refused(state, action, byState);
        }
        if (!action.mayBeTakenBy(actor)) {
            return new Transition.Refused(state, action, Refusal.ROLE_NOT_PERMITTED);
        }
        if (action == AppealAction.COMMITTEE_UPHOLD && !CommitteeRestriction.mayCancel(contested)) {
            return new Transition.Refused(state, action, Refusal.COMMITTEE_MAY_NOT_CANCEL_PENALTY);
        }
        return new Transition.Allowed(state, action, next(state, action));
    }

    /** The steps {@code actor} may take now, for the buttons of an appeal's page. */
    public static Set<AppealAction> available(AppealState state, StaffRole actor, Contested contested) {
        Set<AppealAction> actions = EnumSet.noneOf(AppealAction.class);
        for (AppealAction a : AppealAction.values()) {
            if (apply(state, a, actor, contested).allowed()) {
                actions.add(a);
            }
        }
        return actions;
    }

    private static Refusal refusalInState(AppealState state, AppealAction action) {
        if (state.isFinal()) {
            return Refusal.APPEAL_CLOSED;
        }
        return switch (state.status()) {
            case FILED -> switch (action) {
                case DECIDE_UPHOLD, DECIDE_REJECT, WITHDRAW -> null;
                case APPEAL_FURTHER, CLOSE -> Refusal.NOT_REJECTED;
                case COMMITTEE_UPHOLD, COMMITTEE_REJECT -> Refusal.NOT_BEFORE_COMMITTEE;
            };
            case REJECTED -> switch (action) {
                case APPEAL_FURTHER, CLOSE -> null;
                case DECIDE_UPHOLD, DECIDE_REJECT, WITHDRAW -> Refusal.ALREADY_DECIDED;
                case COMMITTEE_UPHOLD, COMMITTEE_REJECT -> Refusal.NOT_BEFORE_COMMITTEE;
            };
            case FURTHER_APPEAL -> switch (action) {
                case COMMITTEE_UPHOLD, COMMITTEE_REJECT, WITHDRAW -> null;
                case DECIDE_UPHOLD, DECIDE_REJECT -> Refusal.ALREADY_DECIDED;
                case APPEAL_FURTHER, CLOSE -> Refusal.ALREADY_BEFORE_COMMITTEE;
            };
            default -> Refusal.APPEAL_CLOSED;
        };
    }

    private static AppealState next(AppealState state, AppealAction action) {
        boolean beforeCommittee = state.status() == FURTHER_APPEAL;
        return switch (action) {
            case DECIDE_UPHOLD -> new AppealState(UPHELD, REFUNDED);
            case DECIDE_REJECT -> new AppealState(REJECTED, RECEIVED);
            case APPEAL_FURTHER -> new AppealState(FURTHER_APPEAL, RECEIVED);
            case CLOSE -> new AppealState(REJECTED, FORFEITED);
            case COMMITTEE_UPHOLD -> new AppealState(COMMITTEE_UPHELD, REFUNDED);
            case COMMITTEE_REJECT -> new AppealState(COMMITTEE_REJECTED, FORFEITED);
            case WITHDRAW -> new AppealState(WITHDRAWN, beforeCommittee ? FORFEITED : REFUNDED);
        };
    }
}
