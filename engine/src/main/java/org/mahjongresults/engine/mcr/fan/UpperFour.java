package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 36 大于五 — Upper Four (大于五), 12 points.
 * Suit tiles 6, 7, 8, 9 only.
 */
public final class UpperFour implements FanRule {

    private static final long RANGE = TileSets.ranks(6, 7, 8, 9);

    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), RANGE) ? 1 : 0;
    }
}
