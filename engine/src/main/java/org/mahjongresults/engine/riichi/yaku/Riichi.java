package org.mahjongresults.engine.riichi.yaku;

/**
 * Riichi 立直, 1 han, closed: riichi declared (double riichi replaces it, {@link Exclusions}).
 */
public final class Riichi implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().riichi();
    }
}
