package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Wait;

/**
 * Suuankou 四暗刻, yakuman: four concealed triplets or kans, won on a dual-pair wait by self-draw (on a ron the
 * completed triplet is open, so the hand is sanankou and toitoi).
 */
public final class Suuankou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.concealedTriplets() == 4 && c.waitShape() != Wait.TANKI;
    }
}
