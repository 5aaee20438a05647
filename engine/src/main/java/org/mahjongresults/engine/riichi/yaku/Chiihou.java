package org.mahjongresults.engine.riichi.yaku;

/**
 * Chiihou 地和, yakuman: a non-dealer completes the hand with the first draw, no call made before.
 */
public final class Chiihou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().chiihou() && !c.situation().dealer() && c.situation().tsumo();
    }
}
