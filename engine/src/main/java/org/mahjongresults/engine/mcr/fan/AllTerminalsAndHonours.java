package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 18 混幺九 — All Terminals and Honours (混幺九), 32 points.
 * Pungs (kongs) and pair of terminals and honours, both present.
 */
public final class AllTerminalsAndHonours implements FanRule {
    @Override
    public int count(ScoringContext c) {
        long p = c.presentMask();
        return c.isStandard() && TileSets.only(p, TileSets.TERMINALS_AND_HONOURS) && (p & TileSets.HONOURS) != 0
                && (p & TileSets.TERMINALS) != 0 ? 1 : 0;
    }
}
