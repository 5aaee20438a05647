package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 9 小四风会 — Little Four Winds (小四喜), 64 points.
 * Pungs (kongs) of three winds and the fourth wind as the pair.
 */
public final class LittleFourWinds implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.windPungs() == 3 && c.pairTile() >= 27 && c.pairTile() < 31 ? 1 : 0;
    }
}
