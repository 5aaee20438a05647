package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 52 五门齐 — All Types (五門斉), 6 points.
 * All three suits, a wind and a dragon.
 */
public final class AllTypes implements FanRule {
    @Override
    public int count(ScoringContext c) {
        long p = c.presentMask();
        return c.suitsPresent() == 3 && (p & TileSets.WINDS) != 0 && (p & TileSets.DRAGONS) != 0 ? 1 : 0;
    }
}
