package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 38 三风刻 — Big Three Winds (三風刻), 12 points.
 * Three wind pungs (kongs).
 */
public final class BigThreeWinds implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.windPungs() == 3 ? 1 : 0;
    }
}
