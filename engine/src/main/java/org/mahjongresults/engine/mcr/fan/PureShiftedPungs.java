package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 24 一色三节高 — Pure Shifted Pungs (一色三節高), 24 points.
 * Three pungs (kongs) in one suit, each one number higher.
 */
public final class PureShiftedPungs implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        int lo = Math.min(a, Math.min(b, x));
        int hi = Math.max(a, Math.max(b, x));
        int mid = a + b + x - lo - hi;
        return hi < 27 && lo / 9 == hi / 9 && mid == lo + 1 && hi == lo + 2;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.PURE_SHIFTED_PUNGS);
    }
}
