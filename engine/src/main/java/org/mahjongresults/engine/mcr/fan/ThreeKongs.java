package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 17 三杠 — Three Kongs (三槓), 32 points.
 * Three kongs, melded or concealed (concealed ones add, RULINGS §2).
 */
public final class ThreeKongs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.kongs() == 3 ? 1 : 0;
    }
}
