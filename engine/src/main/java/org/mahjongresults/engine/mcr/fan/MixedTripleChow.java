package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 41 三色三同顺 — Mixed Triple Chow (三色三同順), 8 points.
 * Chows of the same numbers in all three suits.
 */
public final class MixedTripleChow implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        return a % 9 == b % 9 && b % 9 == x % 9 && a / 9 != b / 9 && b / 9 != x / 9 && a / 9 != x / 9;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.MIXED_TRIPLE_CHOW);
    }
}
