package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Reading;

/**
 * Kokushi musou juusanmen 国士無双十三面待ち, yakuman (double where the rules say): the thirteen orphans
 * waiting on all thirteen, the winning tile making the pair.
 */
public final class KokushiMusou13 implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.shape() == Reading.Shape.THIRTEEN_ORPHANS && c.reading().winGroup() == 0;
    }
}
