package org.mahjongresults.engine.riichi.stats;

import java.util.List;
import org.mahjongresults.engine.riichi.sheet.RiichiSheet;

/**
 * A score sheet with the players who sat at it.
 *
 * @param players the players' ids by seat (seat 0 was East in the first hand)
 * @param sheet the sheet
 */
public record SeatedSheet(List<Long> players, RiichiSheet sheet) {

    public SeatedSheet {
        players = List.copyOf(players);
        if (players.size() != 4) {
            throw new IllegalArgumentException("a riichi table has four players");
        }
    }
}
