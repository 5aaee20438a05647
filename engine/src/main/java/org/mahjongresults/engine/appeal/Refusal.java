package org.mahjongresults.engine.appeal;

import java.util.Locale;

/** Why the workflow refuses a step; the website shows the message {@code appeal.refusal.<name>}. */
public enum Refusal {
    /** The appeal is over (upheld, finally rejected, decided by the committee, or withdrawn): nothing can follow. */
    APPEAL_CLOSED,
    /** The chief referee has already decided: no second decision, and no withdrawal after it. */
    ALREADY_DECIDED,
    /** A further appeal, or closing the case, needs a rejection by the chief referee that is still open. */
    NOT_REJECTED,
    /** The committee decides only a further appeal that is before it. */
    NOT_BEFORE_COMMITTEE,
    /** The appeal is already before the committee. */
    ALREADY_BEFORE_COMMITTEE,
    /** The official's role may not record this step. */
    ROLE_NOT_PERMITTED,
    /** The committee may not cancel a penalty the chief referee imposed under the rules or for discipline. */
    COMMITTEE_MAY_NOT_CANCEL_PENALTY;

    /** The message key for translations. */
    public String messageKey() {
        return "appeal.refusal." + name().toLowerCase(Locale.ROOT);
    }
}
