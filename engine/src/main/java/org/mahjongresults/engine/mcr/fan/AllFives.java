package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 31 全带五 — All Fives (全帯五), 16 points.
 * Every set and the pair contain a suit 5.
 */
public final class AllFives implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (!c.isStandard() || c.pairTile() >= 27 || c.pairTile() % 9 != 4) {
            return 0;
        }
        for (int i = 0; i < 4; i++) {
            int t = c.setTile(i);
            if (t >= 27) {
                return 0;
            }
            int r = t % 9;
            boolean five = c.setKind(i) == ScoringContext.CHOW ? r >= 2 && r <= 4 : r == 4;
            if (!five) {
                return 0;
            }
        }
        return 1;
    }
}
