package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 2 大三元 — Big Three Dragons (大三元), 88 points.
 * Pungs or kongs of 中, 发 and 白.
 */
public final class BigThreeDragons implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.dragonPungs() == 3 ? 1 : 0;
    }
}
