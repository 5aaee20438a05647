package org.mahjongresults.engine.riichi.yaku;

/**
 * Chankan 槍槓, 1 han: a ron on a tile added to a pung to make a kan.
 */
public final class Chankan implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().chankan() && !c.situation().tsumo();
    }
}
