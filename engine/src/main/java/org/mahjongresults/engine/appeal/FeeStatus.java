package org.mahjongresults.engine.appeal;

import java.util.Locale;

/**
 * What has happened to the appeal fee (申诉费, MCR 2006 §3.12-§3.13: USD 200 by default, "胜诉全额退款，败诉全款上缴"). The names are
 * stored and checked by the database.
 */
public enum FeeStatus {
    /** Paid with the filing and held by the tournament while the appeal can still go either way. */
    RECEIVED,
    /** Paid back in full: the appeal succeeded, or it was withdrawn before any decision. */
    REFUNDED,
    /** Kept by the tournament: the appeal failed for good. */
    FORFEITED;

    /** The message key for translations, {@code appeal.fee.<name>}. */
    public String messageKey() {
        return "appeal.fee." + name().toLowerCase(Locale.ROOT);
    }
}
