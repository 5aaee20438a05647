package org.mahjongresults.web.sheet;

import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;

/**
 * One table of a session (a round, in a Swiss knockout): the tournament, its four players by starting seat, and the
 * rules its sheet is kept by.
 */
public record SheetTable(Tournament t, int session, int number, List<Seating> players, SheetRules rules) {

    public List<Long> ids() {
        return players.stream().map(Seating::playerId).toList();
    }

    public String path() {
        return "/tournaments/" + t.id() + "/sessions/" + session + "/tables/" + number + "/sheet";
    }
}
