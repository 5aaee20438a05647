package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 15 一色四节高 — Four Pure Shifted Pungs (一色四節高), 48 points.
 * Four pungs (kongs) in one suit, each one number higher than the last.
 */
public final class FourPureShiftedPungs implements FanRule {

    static boolean formedBy(int[] pungs) {
        int[] s = Combinations.sorted4(pungs);
        return s[3] < 27 && s[0] / 9 == s[3] / 9 && s[1] == s[0] + 1 && s[2] == s[0] + 2 && s[3] == s[0] + 3;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.FOUR_PURE_SHIFTED_PUNGS);
    }
}
