package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 29 三色双龙会 — Three-Suited Terminal Chows (三色双龍会), 16 points.
 * 123 and 789 in each of two suits and a pair of 5 in the third.
 */
public final class ThreeSuitedTerminalChows implements FanRule {

    static boolean formedBy(int[] chows, int pair) {
        if (pair < 0 || pair >= 27 || pair % 9 != 4) {
            return false;
        }
        int[] s = Combinations.sorted4(chows);
        int pairSuit = pair / 9;
        return s[0] % 9 == 0 && s[1] == s[0] + 6 && s[2] % 9 == 0 && s[3] == s[2] + 6 && s[0] != s[2]
                && s[0] / 9 != pairSuit && s[2] / 9 != pairSuit;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.THREE_SUITED_TERMINAL_CHOWS);
    }
}
