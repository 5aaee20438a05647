package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 7 十三幺 — Thirteen Orphans (十三幺), 88 points.
 * The 1 and 9 of each suit and the seven honours, one of them twice.
 */
public final class ThirteenOrphans implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.shape() == Shape.THIRTEEN_ORPHANS ? 1 : 0;
    }
}
