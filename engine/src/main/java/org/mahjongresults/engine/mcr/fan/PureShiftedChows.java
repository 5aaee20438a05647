package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 30 一色三步高 — Pure Shifted Chows (一色三步高), 16 points.
 * Three chows in one suit rising by one each, or by two each.
 */
public final class PureShiftedChows implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        int lo = Math.min(a, Math.min(b, x));
        int hi = Math.max(a, Math.max(b, x));
        int mid = a + b + x - lo - hi;
        int d = mid - lo;
        return (d == 1 || d == 2) && hi - mid == d && lo / 9 == hi / 9;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.PURE_SHIFTED_CHOWS);
    }
}
