package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 13 一色双龙会 — Pure Terminal Chows (一色双龍会), 64 points.
 * 123 and 789 twice each in one suit with a pair of 5 of that suit.
 */
public final class PureTerminalChows implements FanRule {

    /** Four chows (lowest tiles) and the pair form the fan. */
    static boolean formedBy(int[] chows, int pair) {
        int[] s = Combinations.sorted4(chows);
        return s[0] % 9 == 0 && s[0] == s[1] && s[2] == s[3] && s[2] == s[0] + 6 && pair == s[0] + 4;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.PURE_TERMINAL_CHOWS);
    }
}
