package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 76 无字 — No Honours (無字), 1 point.
 * No winds or dragons.
 */
public final class NoHonours implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return (c.presentMask() & TileSets.HONOURS) == 0 ? 1 : 0;
    }
}
