package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 12 四暗刻 — Four Concealed Pungs (四暗刻), 64 points.
 * Four concealed pungs or concealed kongs.
 */
public final class FourConcealedPungs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.concealedPungs() == 4 ? 1 : 0;
    }
}
