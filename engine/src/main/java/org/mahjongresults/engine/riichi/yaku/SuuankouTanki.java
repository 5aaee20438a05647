package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Wait;

/**
 * Suuankou tanki 四暗刻単騎, yakuman (double where the rules say): four concealed triplets, won on the pair.
 */
public final class SuuankouTanki implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.concealedTriplets() == 4 && c.waitShape() == Wait.TANKI;
    }
}
