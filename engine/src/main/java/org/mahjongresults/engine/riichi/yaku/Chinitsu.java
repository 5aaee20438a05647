package org.mahjongresults.engine.riichi.yaku;

/**
 * Chinitsu 清一色, 6 han (5 open): one suit, no honours.
 */
public final class Chinitsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return !c.hasHonours() && Integer.bitCount(c.suitMask()) == 1;
    }
}
