package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 72 老少副 — Two Terminal Chows (老少副), 1 point.
 * The 123 and 789 chows of one suit.
 */
public final class TwoTerminalChows implements FanRule {

    static boolean formedBy(int a, int b) {
        int lo = Math.min(a, b);
        return lo % 9 == 0 && Math.max(a, b) == lo + 6;
    }

    @Override
    public int count(ScoringContext c) {
        return c.combination(Fan.TWO_TERMINAL_CHOWS);
    }
}
