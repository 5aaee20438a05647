package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 5 四杠 — Four Kongs (四槓), 88 points.
 * Four kongs, melded or concealed; concealed ones add to it (§5.4.3, RULINGS §2).
 */
public final class FourKongs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.kongs() == 4 ? 1 : 0;
    }
}
