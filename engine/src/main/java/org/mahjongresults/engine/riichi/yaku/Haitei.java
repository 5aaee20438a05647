package org.mahjongresults.engine.riichi.yaku;

/**
 * Haitei raoyue 海底摸月, 1 han: self-drawn on the last tile of the live wall.
 */
public final class Haitei implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().haitei() && c.situation().tsumo();
    }
}
