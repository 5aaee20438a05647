package org.mahjongresults.engine.riichi.yaku;

/**
 * Ryuuiisou 緑一色, yakuman: only 2, 3, 4, 6, 8 of bamboo and green dragons; the green dragon is not required
 * (RULINGS §11).
 */
public final class Ryuuiisou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.allTiles(Patterns::green);
    }
}
