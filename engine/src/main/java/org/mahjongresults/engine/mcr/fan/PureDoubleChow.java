package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 69 一般高 — Pure Double Chow (一般高), 1 point.
 * Two identical chows in one suit.
 */
public final class PureDoubleChow implements FanRule {

    static boolean formedBy(int a, int b) {
        return a == b;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.PURE_DOUBLE_CHOW);
    }
}
