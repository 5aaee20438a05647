package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 8 清幺九 — All Terminals (清幺九), 64 points.
 * Pungs (kongs) and pair of suit 1s and 9s only.
 */
public final class AllTerminals implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.isStandard() && TileSets.only(c.presentMask(), TileSets.TERMINALS) ? 1 : 0;
    }
}
