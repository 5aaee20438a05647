package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 11 字一色 — All Honours (字一色), 64 points.
 * Pungs (kongs) and pair of honours only; a 七对 of honours is not this fan (RULINGS §2).
 */
public final class AllHonours implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.isStandard() && TileSets.only(c.presentMask(), TileSets.HONOURS) ? 1 : 0;
    }
}
