package org.mahjongresults.engine.riichi.yaku;

import org.mahjongresults.engine.riichi.HandRules;

/**
 * Renhou 人和: a non-dealer's ron before the first draw; its value is a rule switch.
 */
public final class Renhou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.rules().renhou() != HandRules.Renhou.NONE && c.situation().renhou() && !c.situation().tsumo()
                && !c.situation().dealer();
    }
}
