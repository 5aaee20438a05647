package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 64 四归一 — Tile Hog (四帰一), 2 points.
 * Four identical tiles in the hand that are not a kong; one per kind.
 */
public final class TileHog implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.shape() == Shape.THIRTEEN_ORPHANS || c.shape() == Shape.KNITTED_SINGLES) {
            return 0;
        }
        int n = 0;
        long kongs = c.kongMask();
        for (int i = 0; i < 34; i++) {
            if (c.count(i) == 4 && (kongs & (1L << i)) == 0) {
                n++;
            }
        }
        return n;
    }
}
