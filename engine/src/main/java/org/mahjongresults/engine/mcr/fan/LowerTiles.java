package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 27 全小 — Lower Tiles (全小), 24 points.
 * Suit tiles 1, 2, 3 only.
 */
public final class LowerTiles implements FanRule {

    private static final long RANGE = TileSets.ranks(1, 2, 3);

    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), RANGE) ? 1 : 0;
    }
}
