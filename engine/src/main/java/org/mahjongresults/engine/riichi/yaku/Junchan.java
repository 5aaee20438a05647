package org.mahjongresults.engine.riichi.yaku;

/**
 * Junchan 純全帯幺九, 3 han (2 open): every group and the pair hold a terminal, no honour, at least one sequence.
 */
public final class Junchan implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.sequenceCount() > 0 && !c.hasHonours() && c.everyGroupOutside(false);
    }
}
