package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 54 双箭刻 — Two Dragon Pungs (双箭刻), 6 points.
 * Two dragon pungs (kongs).
 */
public final class TwoDragonPungs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.dragonPungs() == 2 ? 1 : 0;
    }
}
