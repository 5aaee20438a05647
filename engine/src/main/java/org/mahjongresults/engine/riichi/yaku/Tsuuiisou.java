package org.mahjongresults.engine.riichi.yaku;

/**
 * Tsuuiisou 字一色, yakuman: honours only (as triplets and a pair, or as seven pairs).
 */
public final class Tsuuiisou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return c.suitMask() == 0;
    }
}
