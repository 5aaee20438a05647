package org.mahjongresults.engine.riichi.sheet;

import java.util.List;
import org.mahjongresults.engine.riichi.game.PlayedHand;

/**
 * One hand of the sheet: the line as entered, the wins as scored (empty for a draw or a chombo) and the game's record
 * of it with the table before and after.
 */
public record SheetHand(SheetEntry entry, List<ScoredWin> wins, PlayedHand played) {

    public SheetHand {
        wins = List.copyOf(wins);
    }
}
