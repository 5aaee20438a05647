package org.mahjongresults.engine.appeal;

/**
 * An appeal's status together with its fee. Only the pairs the workflow can reach exist:
 * FILED and FURTHER_APPEAL hold the fee (RECEIVED); UPHELD and COMMITTEE_UPHELD refunded; COMMITTEE_REJECTED
 * forfeited; REJECTED either held (a further appeal is still possible) or forfeited (the rejection is final, see
 * {@link AppealAction#CLOSE}); WITHDRAWN refunded (before any decision) or forfeited (a further appeal withdrawn,
 * so the chief referee's rejection stands).
 *
 * @param status where the appeal stands
 * @param fee    what has happened to the fee
 */
public record AppealState(AppealStatus status, FeeStatus fee) {

    public AppealState {
        if (status == null || fee == null) {
            throw new IllegalArgumentException("an appeal state needs a status and a fee status");
        }
        boolean possible = switch (status) {
            case FILED, FURTHER_APPEAL -> fee == FeeStatus.RECEIVED;
            case UPHELD, COMMITTEE_UPHELD -> fee == FeeStatus.REFUNDED;
            case COMMITTEE_REJECTED -> fee == FeeStatus.FORFEITED;
            case REJECTED -> fee != FeeStatus.REFUNDED;
            case WITHDRAWN -> fee != FeeStatus.RECEIVED;
        };
        if (!possible) {
            throw new IllegalArgumentException("an appeal cannot be " + status + " with the fee " + fee);
        }
    }

    /** A newly filed appeal, its fee received. */
    public static AppealState filed() {
        return new AppealState(AppealStatus.FILED, FeeStatus.RECEIVED);
    }

    /** True once nothing more can happen to the appeal: every state except FILED, FURTHER_APPEAL and an open REJECTED. */
    public boolean isFinal() {
        return fee != FeeStatus.RECEIVED;
    }

    /** True while the appeal is open: awaiting a decision, or rejected with a further appeal still possible. */
    public boolean isOpen() {
        return !isFinal();
    }
}
