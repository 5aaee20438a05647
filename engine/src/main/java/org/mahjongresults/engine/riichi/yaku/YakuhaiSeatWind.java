package org.mahjongresults.engine.riichi.yaku;

/**
 * Yakuhai seat wind 自風牌, 1 han: a triplet or kan of the seat wind (with the round wind too when they are
 * the same wind: a double wind, 2 han).
 */
public final class YakuhaiSeatWind implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.hasTriplet(c.seatWind());
    }
}
