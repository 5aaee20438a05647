package org.mahjongresults.engine.appeal;

import java.math.BigDecimal;
import java.util.Currency;

/**
 * The appeal fee (申诉费, MCR 2006 §3.12-§3.13; 000 §3.12.2: USD 200), set per tournament.
 *
 * @param amount   the amount, not negative (0 for a tournament that charges none)
 * @param currency the currency
 */
public record AppealFee(BigDecimal amount, Currency currency) {

    /** The rules' fee: 200 US dollars. */
    public static final AppealFee RULES_DEFAULT = new AppealFee(new BigDecimal("200"), Currency.getInstance("USD"));

    public AppealFee {
        if (amount == null || currency == null || amount.signum() < 0) {
            throw new IllegalArgumentException("a fee needs a currency and an amount that is not negative");
        }
    }
}
