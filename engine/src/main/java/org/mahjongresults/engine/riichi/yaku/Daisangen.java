package org.mahjongresults.engine.riichi.yaku;

/**
 * Daisangen 大三元, yakuman: triplets or kans of the three dragons.
 */
public final class Daisangen implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return Patterns.dragonTriplets(c) == 3;
    }
}
