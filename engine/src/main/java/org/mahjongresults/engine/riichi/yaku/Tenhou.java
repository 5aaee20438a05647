package org.mahjongresults.engine.riichi.yaku;

/**
 * Tenhou 天和, yakuman: the dealer's dealt hand is complete.
 */
public final class Tenhou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().tenhou() && c.situation().dealer() && c.situation().tsumo();
    }
}
