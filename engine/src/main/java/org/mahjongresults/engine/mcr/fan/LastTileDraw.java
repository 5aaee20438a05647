package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 44 妙手回春 — Last Tile Draw (妙手回春), 8 points.
 * Self-drawing the last tile of the wall (妙手回春).
 */
public final class LastTileDraw implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.lastTile() && c.selfDrawn() ? 1 : 0;
    }
}
