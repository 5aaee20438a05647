package org.mahjongresults.engine.stage;

import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.tournament.RankingOrder;

/**
 * A stage's standings (or one group's): the tournament's own standings ({@link Standings#compute}) over the stage's
 * players and sessions only, with the carried points as a first column when the stage carries any. Column
 * {@code c} of the result is the carried points ({@link Carry#COLUMN}) or a session of the stage, in order.
 */
public final class StageStandings {

    private StageStandings() {
    }

    /** How many columns a stage of {@code sessions} sessions has. */
    public static int columns(int sessions, CarryOver carry) {
        return sessions + (carry == CarryOver.NONE ? 0 : 1);
    }

    /** The column of a tournament session {@code session} in a stage whose first session is {@code first}. */
    public static int column(int session, int first, CarryOver carry) {
        return session - first + 1 + (carry == CarryOver.NONE ? 0 : 1);
    }

    /**
     * The standings of {@code entrants} over sessions {@code first} to {@code first + sessions - 1}.
     *
     * @param before  each player's standing before the stage (the previous stage's standings), for the carried points
     * @param results the tournament's results; those of other players or other sessions are left out
     */
    public static Standings compute(int first, int sessions, CarryOver carry, RankingOrder order,
                                    Collection<Entrant> entrants, Map<Long, StandingRow> before,
                                    Collection<SessionEntry> results) {
        Set<Long> ids = new HashSet<>();
        entrants.forEach(e -> ids.add(e.playerId()));
        List<SessionEntry> entries = new ArrayList<>();
        for (Entrant e : entrants) {
            Carry.entry(before.get(e.playerId()), carry).ifPresent(entries::add);
        }
        for (SessionEntry r : results) {
            if (ids.contains(r.playerId()) && r.session() >= first && r.session() < first + sessions) {
                entries.add(new SessionEntry(r.playerId(), column(r.session(), first, carry), r.tablePoints(),
                        r.matchPoints()));
            }
        }
        return Standings.compute(columns(sessions, carry), order, entrants, entries);
    }

    /** The standings' rows by player, for the next stage's carried points. */
    public static Map<Long, StandingRow> byPlayer(Standings standings) {
        Map<Long, StandingRow> out = new HashMap<>();
        standings.players().forEach(r -> out.put(r.playerId(), r));
        return out;
    }
}
