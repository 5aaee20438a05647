package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 68 断幺 — All Simples (断幺), 2 points.
 * No terminals and no honours.
 */
public final class AllSimples implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return (c.presentMask() & TileSets.TERMINALS_AND_HONOURS) == 0 ? 1 : 0;
    }
}
