package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 20 七星不靠 — Greater Honours and Knitted Tiles (七星不靠), 24 points.
 * All seven honours as singles plus seven knitted suit tiles (147, 258, 369 in different suits).
 */
public final class GreaterHonoursAndKnittedTiles implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.shape() == Shape.KNITTED_SINGLES && (c.presentMask() & TileSets.HONOURS) == TileSets.HONOURS ? 1 : 0;
    }
}
