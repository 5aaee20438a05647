package org.mahjongresults.engine.sichuan;

import java.util.Locale;

/** What a hand offered under the Sichuan rules is. There is no minimum: every legal winning shape scores. */
public enum SichuanClassification {
    /** A legal winning shape (Swiss §5) of suited tiles lacking a suit, with a possible situation. */
    WIN,
    /** The tiles form neither four sets and a pair nor seven pairs. */
    NOT_COMPLETE,
    /** The input itself is wrong (an honour, a claimed chow, three suits, flags that cannot go together ...). */
    INVALID;

    /** The name used on the command line: {@code win}, {@code not_complete}, {@code invalid}. */
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }
}
