package org.mahjongresults.engine.riichi.yaku;

/**
 * Sankantsu 三槓子, 2 han: three kans, open or concealed.
 */
public final class Sankantsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.kans() == 3;
    }
}
