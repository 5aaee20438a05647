package org.mahjongresults.web.sheet;

import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.tournament.Tournament;

/**
 * One table of a session (a round, in a Swiss knockout): the tournament, its four players by starting seat, and the
 * rules its sheet is kept by.
 */
record SheetTable(Tournament t, int session, int number, List<Seating> players, SheetRules rules) {

    List<Long> ids() {
        return players.stream().map(Seating::playerId).toList();
    }

    String path() {
        return "/tournaments/" + t.id() + "/sessions/" + session + "/tables/" + number + "/sheet";
    }
}
