package org.mahjongresults.engine.appeal;

import java.util.Locale;

/** On what ground a contested penalty was imposed; it decides the committee's restriction (000 §3.13.3, RULINGS §5). */
public enum PenaltyBasis {
    /** Under the Rules and the competition regulations: every sanction of the catalogue (MCR 2006 §3.11). */
    RULES,
    /** To maintain discipline (为维持纪律): disturbance, refusing the referee's instructions, misconduct. */
    DISCIPLINE,
    /** Any other ground, such as a ruling on a matter the Rules and regulations do not cover. */
    OTHER;

    /** The message key for translations, {@code appeal.basis.<name>}. */
    public String messageKey() {
        return "appeal.basis." + name().toLowerCase(Locale.ROOT);
    }
}
