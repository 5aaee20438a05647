package org.mahjongresults.engine.riichi.yaku;

/**
 * Ittsuu 一気通貫, 2 han (1 open): 123, 456 and 789 of one suit.
 */
public final class Ittsuu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.sequenceCount() >= 3 && Patterns.straight(c);
    }
}
