package org.mahjongresults.engine.draw;

import java.util.List;

/** What asking for a draw gives: a draw, or the reason none can be made yet. */
public sealed interface DrawOutcome {

    /**
     * A finished draw with its quality as measured by {@link DrawChecker} and anything the director should know.
     */
    record Drawn(Draw draw, DrawQuality quality, List<DrawNotice> notices) implements DrawOutcome {
        public Drawn {
            notices = List.copyOf(notices);
        }
    }

    /**
     * The field does not fill tables of four: {@code substitutes} more players (substitutes, 替补) are needed,
     * or as many withdrawals.
     */
    record SubstitutesNeeded(int players, int substitutes) implements DrawOutcome {
        /** A sentence for logs and the command line. */
        public String message() {
            return players + " players do not fill tables of four: " + substitutes + " substitute"
                    + (substitutes == 1 ? " is" : "s are") + " needed";
        }
    }
}
