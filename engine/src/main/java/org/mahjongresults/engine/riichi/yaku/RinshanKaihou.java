package org.mahjongresults.engine.riichi.yaku;

/**
 * Rinshan kaihou 嶺上開花, 1 han: self-drawn on a kan's replacement tile.
 */
public final class RinshanKaihou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().rinshan() && c.kans() > 0;
    }
}
