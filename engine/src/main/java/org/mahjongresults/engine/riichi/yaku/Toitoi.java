package org.mahjongresults.engine.riichi.yaku;

/**
 * Toitoi 対々和, 2 han: four triplets or kans.
 */
public final class Toitoi implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.tripletCount() == 4;
    }
}
