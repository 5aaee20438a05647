package org.mahjongresults.engine.riichi.yaku;

/**
 * Sanshoku doukou 三色同刻, 2 han: triplets or kans of the same number in all three suits.
 */
public final class SanshokuDoukou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.tripletCount() >= 3 && Patterns.sameInThreeSuits(c, true);
    }
}
