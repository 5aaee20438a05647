package org.mahjongresults.engine.riichi.yaku;

/**
 * Iipeikou 一盃口, 1 han, closed: two identical sequences.
 */
public final class Iipeikou implements YakuRule {
    @Override
    public boolean applies(YakuContext c) {
        return Patterns.identicalSequencePairs(c) >= 1;
    }
}
