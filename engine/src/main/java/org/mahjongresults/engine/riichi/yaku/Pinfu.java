package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.Wait;

/**
 * Pinfu 平和, 1 han, closed: four sequences, a pair that earns no fu (not a dragon, seat or round wind) and a
 * two-sided wait in this reading (EMA RCR 2016 §4.2.1, WRC 2015 §6.5.1).
 */
public final class Pinfu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.standard() && c.sequenceCount() == 4 && !c.valuePair(c.pair()) && c.waitShape() == Wait.RYANMEN;
    }
}
