package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 22 清一色 — Full Flush (清一色), 24 points.
 * Suit tiles of one suit only.
 */
public final class FullFlush implements FanRule {
    @Override
    public int count(ScoringContext c) {
        long p = c.presentMask();
        for (int s = 0; s < 3; s++) {
            if (TileSets.only(p, TileSets.suit(s))) {
                return 1;
            }
        }
        return 0;
    }
}
