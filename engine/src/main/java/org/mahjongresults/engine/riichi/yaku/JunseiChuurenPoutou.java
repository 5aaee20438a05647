package org.mahjongresults.engine.riichi.yaku;

/**
 * Junsei chuuren poutou 純正九蓮宝燈, yakuman (double where the rules say): nine gates whose
 * thirteen tiles before the win were exactly 1112345678999, waiting on nine tiles.
 */
public final class JunseiChuurenPoutou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return Patterns.nineGates(c) == 2;
    }
}
