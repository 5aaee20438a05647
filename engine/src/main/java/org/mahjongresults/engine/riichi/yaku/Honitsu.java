package org.mahjongresults.engine.riichi.yaku;

/**
 * Honitsu 混一色, 3 han (2 open): one suit with honours.
 */
public final class Honitsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.hasHonours() && Integer.bitCount(c.suitMask()) == 1;
    }
}
