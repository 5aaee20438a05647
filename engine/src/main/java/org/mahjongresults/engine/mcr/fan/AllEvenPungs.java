package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 21 全双刻 — All Even Pungs (全双刻), 24 points.
 * Pungs (kongs) and pair of the even suit tiles 2, 4, 6, 8.
 */
public final class AllEvenPungs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.isStandard() && c.pungs() == 4 && TileSets.only(c.presentMask(), TileSets.EVEN) ? 1 : 0;
    }
}
