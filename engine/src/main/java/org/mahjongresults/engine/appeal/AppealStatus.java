package org.mahjongresults.engine.appeal;

import java.util.Locale;

/**
 * Where an appeal stands (MCR 2006 §3.12-§3.13, our workflow of RULINGS §5). The names are stored and checked by the database; do not
 * rename them.
 */
public enum AppealStatus {
    /** Handed in, in writing, with the fee; waiting for the chief referee (总裁判长) to hear it. */
    FILED,
    /** The chief referee found for the appellant. Final; the fee is refunded. */
    UPHELD,
    /**
     * The chief referee found against the appellant. The appellant may still appeal further, in writing, to the
     * arbitration committee (上诉, 000 §3.13.1): the fee stays held until the rejection is final.
     */
    REJECTED,
    /** Appealed further to the arbitration committee (仲裁委员会); waiting for its decision. */
    FURTHER_APPEAL,
    /** The committee found for the appellant. Final; the fee is refunded. */
    COMMITTEE_UPHELD,
    /** The committee found against the appellant. Final; the fee is forfeited. */
    COMMITTEE_REJECTED,
    /** Withdrawn by the appellant before a decision. Final. */
    WITHDRAWN;

    /** True while someone has a decision to take on it (the chief referee, or the committee). */
    public boolean awaitsDecision() {
        return this == FILED || this == FURTHER_APPEAL;
    }

    /** The message key for translations, {@code appeal.status.<name>}. */
    public String messageKey() {
        return "appeal.status." + name().toLowerCase(Locale.ROOT);
    }
}
