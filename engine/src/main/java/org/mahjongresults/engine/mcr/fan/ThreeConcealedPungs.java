package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 33 三暗刻 — Three Concealed Pungs (三暗刻), 16 points.
 * Three concealed pungs (or concealed kongs).
 */
public final class ThreeConcealedPungs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.concealedPungs() == 3 ? 1 : 0;
    }
}
