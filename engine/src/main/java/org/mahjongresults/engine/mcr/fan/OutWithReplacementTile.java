package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 46 杠上开花 — Out with Replacement Tile (槓上開花), 8 points.
 * Winning on the replacement tile after declaring a kong (杠上开花).
 */
public final class OutWithReplacementTile implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.kongReplacement() ? 1 : 0;
    }
}
