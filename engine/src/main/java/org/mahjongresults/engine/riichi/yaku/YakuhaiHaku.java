package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Yakuhai haku 役牌 白, 1 han: a triplet or kan of white dragons.
 */
public final class YakuhaiHaku implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.hasTriplet(Tile.WHITE.index());
    }
}
