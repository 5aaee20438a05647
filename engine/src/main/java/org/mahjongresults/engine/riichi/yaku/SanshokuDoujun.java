package org.mahjongresults.engine.riichi.yaku;

/**
 * Sanshoku doujun 三色同順, 2 han (1 open): the same sequence in all three suits.
 */
public final class SanshokuDoujun implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.sequenceCount() >= 3 && Patterns.sameInThreeSuits(c, false);
    }
}
