package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 10 小三元 — Little Three Dragons (小三元), 64 points.
 * Pungs (kongs) of two dragons and the third dragon as the pair.
 */
public final class LittleThreeDragons implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.dragonPungs() == 2 && c.pairTile() >= 31 ? 1 : 0;
    }
}
