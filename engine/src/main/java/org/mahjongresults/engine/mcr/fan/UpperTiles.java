package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 25 全大 — Upper Tiles (全大), 24 points.
 * Suit tiles 7, 8, 9 only.
 */
public final class UpperTiles implements FanRule {

    private static final long RANGE = TileSets.ranks(7, 8, 9);

    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), RANGE) ? 1 : 0;
    }
}
