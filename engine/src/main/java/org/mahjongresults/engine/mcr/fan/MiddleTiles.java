package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 26 全中 — Middle Tiles (全中), 24 points.
 * Suit tiles 4, 5, 6 only.
 */
public final class MiddleTiles implements FanRule {

    private static final long RANGE = TileSets.ranks(4, 5, 6);

    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), RANGE) ? 1 : 0;
    }
}
