package org.mahjongresults.engine.riichi.yaku;

/**
 * Daisuushii 大四喜, yakuman (double where the rules say): triplets or kans of the four winds.
 */
public final class Daisuushii implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return Patterns.windTriplets(c) == 4;
    }
}
