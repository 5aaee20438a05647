package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 14 一色四同顺 — Quadruple Chow (一色四同順), 48 points.
 * Four identical chows in one suit.
 */
public final class QuadrupleChow implements FanRule {

    static boolean formedBy(int[] chows) {
        return chows[0] == chows[1] && chows[1] == chows[2] && chows[2] == chows[3];
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.QUADRUPLE_CHOW);
    }
}
