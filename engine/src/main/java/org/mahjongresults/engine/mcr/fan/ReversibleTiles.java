package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 40 推不倒 — Reversible Tiles (推不倒), 8 points.
 * Only dots 1 2 3 4 5 8 9, bamboo 2 4 5 6 8 9 and 白: tiles that look the same upside down.
 */
public final class ReversibleTiles implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return TileSets.only(c.presentMask(), TileSets.REVERSIBLE) ? 1 : 0;
    }
}
