package org.mahjongresults.engine.riichi.sheet;

import java.util.List;
import java.util.Set;
import org.mahjongresults.engine.riichi.game.PlayedHand;

/**
 * One hand of the sheet: the line as entered, the players who called a tile (chii, pon or an open kan) in the hand,
 * the wins as scored (empty for a draw or a chombo) and the game's record of it with the table before and after.
 * Where the sheet was kept without the calls, {@code called} holds only the winners whose hands were open.
 */
public record SheetHand(SheetEntry entry, Set<Integer> called, List<ScoredWin> wins, PlayedHand played) {

    public SheetHand {
        called = Set.copyOf(called);
        wins = List.copyOf(wins);
    }
}
