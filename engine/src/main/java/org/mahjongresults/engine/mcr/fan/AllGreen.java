package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 3 绿一色 — All Green (緑一色), 88 points.
 * Only 2, 3, 4, 6, 8 bamboo and 发, in any shape (WMO allows 七对; CN2017 forbids it, applied in Exclusions).
 */
public final class AllGreen implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), TileSets.GREEN) ? 1 : 0;
    }
}
