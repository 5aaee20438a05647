package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Reading;

/**
 * Kokushi musou 国士無双, yakuman: one of each terminal and honour and a pair of one of them, on a single
 * wait (the 13-sided wait is {@link KokushiMusou13}).
 */
public final class KokushiMusou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.shape() == Reading.Shape.THIRTEEN_ORPHANS && c.reading().winGroup() != 0;
    }
}
