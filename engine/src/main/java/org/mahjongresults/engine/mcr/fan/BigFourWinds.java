package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 1 四风会 — Big Four Winds (大四喜), 88 points.
 * Pungs or kongs of all four winds (MCR 2006 附件1 fan 1).
 */
public final class BigFourWinds implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.windPungs() == 4 ? 1 : 0;
    }
}
