package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 58 和绝张 — Last Tile (和絶張), 4 points.
 * Winning on the fourth tile of a kind, the other three visible (和绝张).
 */
public final class LastTile implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.fourthTile() ? 1 : 0;
    }
}
