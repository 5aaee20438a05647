package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 50 混一色 — Half Flush (混一色), 6 points.
 * Tiles of one suit plus honours.
 */
public final class HalfFlush implements FanRule {
    @Override
    public int count(ScoringContext c) {
        long p = c.presentMask();
        return c.suitsPresent() == 1 && (p & TileSets.HONOURS) != 0 ? 1 : 0;
    }
}
