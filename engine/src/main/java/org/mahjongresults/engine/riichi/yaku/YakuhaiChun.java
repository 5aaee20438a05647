package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Yakuhai chun 役牌 中, 1 han: a triplet or kan of red dragons.
 */
public final class YakuhaiChun implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.hasTriplet(Tile.RED.index());
    }
}
