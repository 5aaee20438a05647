package org.mahjongresults.web.sheet;

import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;

/**
 * One table of a session (a round, in a Swiss knockout): the tournament, its four players by starting seat, the
 * rules its sheet is kept by, and the results version the tournament was read at ({@code resultsVersion}: a
 * spectator's shared snapshot; -1 when read from the database).
 */
public record SheetTable(Tournament t, int session, int number, List<Seating> players, SheetRules rules,
                         long resultsVersion) {

    /** A table read from the database: its results are read at their newest. */
    public SheetTable(Tournament t, int session, int number, List<Seating> players, SheetRules rules) {
        this(t, session, number, players, rules, -1);
    }

    public List<Long> ids() {
        return players.stream().map(Seating::playerId).toList();
    }

    public String path() {
        return "/tournaments/" + t.id() + "/sessions/" + session + "/tables/" + number + "/sheet";
    }
}
