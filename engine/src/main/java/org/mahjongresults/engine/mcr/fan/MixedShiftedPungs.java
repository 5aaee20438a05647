package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 42 三色三节高 — Mixed Shifted Pungs (三色三節高), 8 points.
 * Pungs (kongs) in the three suits, each one number higher.
 */
public final class MixedShiftedPungs implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        if (a >= 27 || b >= 27 || x >= 27 || a / 9 == b / 9 || b / 9 == x / 9 || a / 9 == x / 9) {
            return false;
        }
        int lo = Math.min(a % 9, Math.min(b % 9, x % 9));
        return (1 << (a % 9) | 1 << (b % 9) | 1 << (x % 9)) == 0b111 << lo;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.MIXED_SHIFTED_PUNGS);
    }
}
