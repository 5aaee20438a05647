package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 32 三同刻 — Triple Pung (三同刻), 16 points.
 * Three pungs (kongs) of the same number in the three suits.
 */
public final class TriplePung implements FanRule {

    static boolean formedBy(int a, int b, int x) {
        return a < 27 && b < 27 && x < 27 && a % 9 == b % 9 && b % 9 == x % 9 && a != b && b != x && a != x;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.TRIPLE_PUNG);
    }
}
