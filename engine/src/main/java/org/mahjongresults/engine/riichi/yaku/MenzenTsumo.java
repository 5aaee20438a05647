package org.mahjongresults.engine.riichi.yaku;

/**
 * Menzen tsumo 門前清自摸和, 1 han, closed: a self-drawn win (kept with pinfu, which then has 20 fu).
 */
public final class MenzenTsumo implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.situation().tsumo();
    }
}
