package org.mahjongresults.engine.mcr;

import java.util.Locale;

/** What a scored hand is (issue 3). */
public enum Classification {
    /** A legal shape worth at least 8 points without flowers (MCR 2006 §3.9.1-1). */
    WIN,
    /** A legal shape worth 1 to 7 points without flowers: a wrong win (错和). */
    BELOW_MINIMUM,
    /** The tiles do not form any legal winning shape. */
    NOT_COMPLETE,
    /** The input itself is wrong; {@link ScoreResult#error()} says why. */
    INVALID;

    /** The name used on the command line: {@code win}, {@code below_minimum}, {@code not_complete}, {@code invalid}. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
