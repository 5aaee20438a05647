package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 49 碰碰和 — All Pungs (碰碰和), 6 points.
 * Four pungs (kongs) and a pair.
 */
public final class AllPungs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.isStandard() && c.pungs() == 4 ? 1 : 0;
    }
}
