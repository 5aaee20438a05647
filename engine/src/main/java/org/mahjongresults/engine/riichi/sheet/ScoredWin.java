package org.mahjongresults.engine.riichi.sheet;

import java.util.List;
import org.mahjongresults.engine.riichi.YakuHan;
import org.mahjongresults.engine.riichi.game.BasePoints;
import org.mahjongresults.engine.riichi.game.HandValue;

/**
 * One win of a sheet line as the sheet scored it.
 *
 * @param seat the winner
 * @param discarder the seat that dealt in, or -1 for a self-draw
 * @param tsumo won by self-draw
 * @param open the hand had a called meld
 * @param yaku the yaku with their han (or yakuman multiple) in this hand
 * @param dora all dora counted (indicators, ura, red fives; for a han/fu entry the han above the named yaku)
 * @param value the han and fu, or the yakuman
 * @param base the base points and limit under the profile
 * @param paid whether this winner was paid (false for a caller beaten by head bump)
 */
public record ScoredWin(int seat, int discarder, boolean tsumo, boolean open, List<YakuHan> yaku, int dora,
        HandValue value, BasePoints base, boolean paid) {

    public ScoredWin {
        yaku = List.copyOf(yaku);
    }

    /** What the hand itself is worth to the winner, counters and sticks aside (a dealer's or non-dealer's value). */
    public int points(boolean dealer) {
        if (tsumo) {
            return dealer ? 3 * base.tsumoFromDealerOrByDealer()
                    : base.tsumoFromDealerOrByDealer() + 2 * base.tsumoFromNonDealer();
        }
        return base.ron(dealer);
    }
}
