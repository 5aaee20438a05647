package org.mahjongresults.engine.riichi.yaku;

/**
 * Chuuren poutou 九蓮宝燈, yakuman, closed and without kan: 1112345678999 of one suit and one more tile
 * of that suit (the pure nine-sided form is {@link JunseiChuurenPoutou}).
 */
public final class ChuurenPoutou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return Patterns.nineGates(c) == 1;
    }
}
