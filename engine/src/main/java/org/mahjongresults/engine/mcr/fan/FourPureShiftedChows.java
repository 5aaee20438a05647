package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 16 一色四步高 — Four Pure Shifted Chows (一色四步高), 32 points.
 * Four chows in one suit rising by one each, or by two each.
 */
public final class FourPureShiftedChows implements FanRule {

    static boolean formedBy(int[] chows) {
        int[] s = Combinations.sorted4(chows);
        int d = s[1] - s[0];
        return (d == 1 || d == 2) && s[0] / 9 == s[3] / 9 && s[2] - s[1] == d && s[3] - s[2] == d;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.FOUR_PURE_SHIFTED_CHOWS);
    }
}
