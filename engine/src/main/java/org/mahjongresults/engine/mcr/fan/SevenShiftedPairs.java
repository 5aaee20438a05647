package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 6 连七对 — Seven Shifted Pairs (連七対), 88 points.
 * Seven pairs of seven consecutive numbers in one suit.
 */
public final class SevenShiftedPairs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.shape() != Shape.SEVEN_PAIRS) {
            return 0;
        }
        long p = c.presentMask();
        for (int start = 0; start < 27; start += 9) {
            for (int r = 0; r <= 2; r++) {
                if (p == (0x7FL << (start + r))) {
                    return 1;
                }
            }
        }
        return 0;
    }
}
