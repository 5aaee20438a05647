package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 71 连六 — Short Straight (連六), 1 point.
 * Two chows of one suit making six consecutive numbers.
 */
public final class ShortStraight implements FanRule {

    static boolean formedBy(int a, int b) {
        return Math.abs(a - b) == 3 && a / 9 == b / 9;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.SHORT_STRAIGHT);
    }
}
