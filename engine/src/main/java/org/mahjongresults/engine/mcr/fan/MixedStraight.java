package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 39 花龙 — Mixed Straight (花龍), 8 points.
 * 123, 456, 789 as chows in the three different suits.
 */
public final class MixedStraight implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        return a / 9 != b / 9 && b / 9 != x / 9 && a / 9 != x / 9
                && (1 << (a % 9) | 1 << (b % 9) | 1 << (x % 9)) == 0b1001001;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.MIXED_STRAIGHT);
    }
}
