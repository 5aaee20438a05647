package org.mahjongresults.engine.riichi.yaku;

/**
 * Chanta 混全帯幺九, 2 han (1 open): every group and the pair hold a terminal or an honour, with at least one
 * sequence and one honour (without honours it is junchan, without sequences honroutou).
 */
public final class Chanta implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.sequenceCount() > 0 && c.hasHonours() && c.everyGroupOutside(true);
    }
}
