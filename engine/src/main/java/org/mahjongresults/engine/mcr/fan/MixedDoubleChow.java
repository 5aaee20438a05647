package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 70 喜相逢 — Mixed Double Chow (喜相逢), 1 point.
 * Chows of the same numbers in two suits.
 */
public final class MixedDoubleChow implements FanRule {

    static boolean formedBy(int a, int b) {
        return a != b && a % 9 == b % 9;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.MIXED_DOUBLE_CHOW);
    }
}
