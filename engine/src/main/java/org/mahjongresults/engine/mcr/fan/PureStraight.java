package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 28 清龙 — Pure Straight (清龍), 16 points.
 * 123, 456 and 789 of one suit.
 */
public final class PureStraight implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        int lo = Math.min(a, Math.min(b, x));
        int hi = Math.max(a, Math.max(b, x));
        int mid = a + b + x - lo - hi;
        return lo % 9 == 0 && mid == lo + 3 && hi == lo + 6;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.PURE_STRAIGHT);
    }
}
