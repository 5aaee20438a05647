package org.mahjongresults.engine.riichi;

import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * One yaku of a result with its value in this hand.
 *
 * @param yaku    the yaku
 * @param han     its han here (the open value on an open hand); 0 for a yakuman
 * @param yakuman its yakuman multiple here (1, or 2 for an enabled double yakuman); 0 for other yaku
 */
public record YakuHan(Yaku yaku, int han, int yakuman) {

    @Override
    public String toString() {
        return yakuman > 0 ? yaku.name() + (yakuman > 1 ? " x" + yakuman : "") : yaku.name() + " " + han;
    }
}
