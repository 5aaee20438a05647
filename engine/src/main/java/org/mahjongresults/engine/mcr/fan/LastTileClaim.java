package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 45 海底捞月 — Last Tile Claim (海底撈月), 8 points.
 * Winning on the last discard of the hand (海底捞月).
 */
public final class LastTileClaim implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.lastTile() && !c.selfDrawn() ? 1 : 0;
    }
}
