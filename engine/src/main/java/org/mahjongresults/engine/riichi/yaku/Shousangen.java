package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.tile.Tile;

/**
 * Shousangen 小三元, 2 han: two dragon triplets and a dragon pair (the dragon yakuhai count as well).
 */
public final class Shousangen implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.pair() >= Tile.RED_INDEX && Patterns.dragonTriplets(c) == 2;
    }
}
