package org.mahjongresults.engine.riichi.yaku;

/**
 * Double riichi ダブル立直, 2 han, closed: riichi on the first uninterrupted discard; it replaces riichi.
 */
public final class DoubleRiichi implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().doubleRiichi();
    }
}
