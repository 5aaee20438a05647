package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 35 组合龙 — Knitted Straight (組合龍), 12 points.
 * 147, 258 and 369 each in a different suit (a "special chow" triple).
 */
public final class KnittedStraight implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.hasKnittedStraight() ? 1 : 0;
    }
}
