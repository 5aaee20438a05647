package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 63 平和 — All Chows (平和), 2 points.
 * Four chows and a pair of suit tiles (WMO: a knitted straight counts as three chows, RULINGS §2).
 */
public final class AllChows implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.pairTile() < 0 || c.pairTile() >= 27) {
            return 0;
        }
        if (c.isStandard()) {
            return c.chows() == 4 ? 1 : 0;
        }
        return c.shape() == Shape.KNITTED_STRAIGHT && c.chows() == 1 ? 1 : 0;
    }
}
