package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 51 三色三步高 — Mixed Shifted Chows (三色三步高), 6 points.
 * Chows in the three suits, each one number higher.
 */
public final class MixedShiftedChows implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        if (a / 9 == b / 9 || b / 9 == x / 9 || a / 9 == x / 9) {
            return false;
        }
        int lo = Math.min(a % 9, Math.min(b % 9, x % 9));
        return (1 << (a % 9) | 1 << (b % 9) | 1 << (x % 9)) == 0b111 << lo;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.MIXED_SHIFTED_CHOWS);
    }
}
