package org.mahjongresults.engine.riichi.yaku;

/**
 * Ryanpeikou 二盃口, 3 han, closed: two pairs of identical sequences (it replaces iipeikou; a hand that also
 * reads as seven pairs is scored the better way).
 */
public final class Ryanpeikou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return Patterns.identicalSequencePairs(c) == 2;
    }
}
