package org.mahjongresults.engine.riichi.yaku;

/**
 * Sanankou 三暗刻, 2 han: three concealed triplets or kans; a triplet completed by a ron is not concealed.
 */
public final class Sanankou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.concealedTriplets() == 3;
    }
}
