package org.mahjongresults.engine.riichi.yaku;

/**
 * Houtei raoyui 河底撈魚, 1 han: a ron on the last discard.
 */
public final class Houtei implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().houtei() && !c.situation().tsumo();
    }
}
