package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Shousuushii 小四喜, yakuman: three wind triplets and a wind pair.
 */
public final class Shousuushii implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.pair() >= Tile.EAST_INDEX && c.pair() < Tile.RED_INDEX && Patterns.windTriplets(c) == 3;
    }
}
