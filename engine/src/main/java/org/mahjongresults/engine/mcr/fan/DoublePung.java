package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 65 双同刻 — Double Pung (双同刻), 2 points.
 * Two pungs (kongs) of the same number in two suits.
 */
public final class DoublePung implements FanRule {

    static boolean formedBy(int a, int b) {
        return a < 27 && b < 27 && a != b && a % 9 == b % 9;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.DOUBLE_PUNG);
    }
}
