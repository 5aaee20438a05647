package org.mahjongresults.db.appeal;

import org.mahjongresults.engine.appeal.AppealAction;

/**
 * What a line of an appeal's timeline records: the filing, a step of the workflow (one per
 * {@link AppealAction}, same name), or a correction of the sheet made after an upheld appeal (MCR 2006 §3.12-§3.13, RULINGS §5).
 * Stored by name in {@code appeal_step.action}.
 */
public enum StepAction {
    FILE,
    DECIDE_UPHOLD,
    DECIDE_REJECT,
    APPEAL_FURTHER,
    COMMITTEE_UPHOLD,
    COMMITTEE_REJECT,
    WITHDRAW,
    CLOSE,
    CORRECTION;

    /** The timeline's name for a step of the workflow. */
    public static StepAction of(AppealAction action) {
        return switch (action) {
            case DECIDE_UPHOLD -> DECIDE_UPHOLD;
            case DECIDE_REJECT -> DECIDE_REJECT;
            case APPEAL_FURTHER -> APPEAL_FURTHER;
            case COMMITTEE_UPHOLD -> COMMITTEE_UPHOLD;
            case COMMITTEE_REJECT -> COMMITTEE_REJECT;
            case WITHDRAW -> WITHDRAW;
            case CLOSE -> CLOSE;
        };
    }

    /** True for a decision, by the chief referee or the committee: the public may read its reasons. */
    public boolean decision() {
        return this == DECIDE_UPHOLD || this == DECIDE_REJECT || this == COMMITTEE_UPHOLD || this == COMMITTEE_REJECT;
    }

    /** The timeline's message key for this line. */
    public String messageKey() {
        return "appeal.step." + name();
    }
}
