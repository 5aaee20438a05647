package org.mahjongresults.engine.riichi.yaku;

/**
 * Yakuhai round wind 場風牌, 1 han: a triplet or kan of the round wind.
 */
public final class YakuhaiRoundWind implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.hasTriplet(c.roundWind());
    }
}
