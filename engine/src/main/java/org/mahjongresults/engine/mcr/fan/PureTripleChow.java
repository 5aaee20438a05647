package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 23 一色三同顺 — Pure Triple Chow (一色三同順), 24 points.
 * Three identical chows in one suit.
 */
public final class PureTripleChow implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        return a == b && b == x;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.PURE_TRIPLE_CHOW);
    }
}
