package org.mahjongresults.engine.riichi.yaku;

/**
 * Suukantsu 四槓子, yakuman: four kans.
 */
public final class Suukantsu implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.kans() == 4;
    }
}
