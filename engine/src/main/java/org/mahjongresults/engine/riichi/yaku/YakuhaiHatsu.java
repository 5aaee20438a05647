package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Yakuhai hatsu 役牌 發, 1 han: a triplet or kan of green dragons.
 */
public final class YakuhaiHatsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.hasTriplet(Tile.GREEN.index());
    }
}
