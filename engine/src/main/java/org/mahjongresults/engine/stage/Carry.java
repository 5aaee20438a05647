package org.mahjongresults.engine.stage;

import java.util.Optional;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.TablePoints;

/**
 * The points a player carries into a stage, as the first column of the stage's results table: the totals of the
 * stage before it, whole, as table points alone, or nothing.
 */
public final class Carry {

    /** The column of a stage's standings that holds the carried points, when the stage carries any. */
    public static final int COLUMN = 1;

    private Carry() {
    }

    /** The carried column's entry for a player whose standing before the stage is {@code before}; empty for none. */
    public static Optional<SessionEntry> entry(StandingRow before, CarryOver carry) {
        if (before == null || carry == CarryOver.NONE) {
            return Optional.empty();
        }
        TablePoints tp = before.tablePoints();
        int mp = carry == CarryOver.ALL ? before.matchPoints() : 0;
        return Optional.of(new SessionEntry(before.playerId(), COLUMN, tp, mp));
    }
}
