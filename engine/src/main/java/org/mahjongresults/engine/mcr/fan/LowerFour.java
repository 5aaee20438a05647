package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 37 小于五 — Lower Four (小于五), 12 points.
 * Suit tiles 1, 2, 3, 4 only.
 */
public final class LowerFour implements FanRule {

    private static final long RANGE = TileSets.ranks(1, 2, 3, 4);

    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), RANGE) ? 1 : 0;
    }
}
