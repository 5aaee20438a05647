package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 34 全不靠 — Lesser Honours and Knitted Tiles (全不靠), 12 points.
 * Fourteen singles from the knitted groups 147, 258, 369 (one suit each) and the honours.
 */
public final class LesserHonoursAndKnittedTiles implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.shape() == Shape.KNITTED_SINGLES ? 1 : 0;
    }
}
