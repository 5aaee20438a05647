package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 55 全带幺 — Outside Hand (全帯幺), 4 points.
 * Every set and the pair contain a terminal or an honour (七对: every pair).
 */
public final class OutsideHand implements FanRule {

    private static boolean isOutside(int t) {
        return t >= 27 || t % 9 == 0 || t % 9 == 8;
    }

    @Override
    public int count(ScoringContext c) {
        if (c.shape() == Shape.SEVEN_PAIRS) {
            return TileSets.only(c.presentMask(), TileSets.TERMINALS_AND_HONOURS) ? 1 : 0;
        }
        if (!c.isStandard() || !isOutside(c.pairTile())) {
            return 0;
        }
        for (int i = 0; i < 4; i++) {
            int t = c.setTile(i);
            boolean ok = c.setKind(i) == ScoringContext.CHOW ? t % 9 == 0 || t % 9 == 6 : isOutside(t);
            if (!ok) {
                return 0;
            }
        }
        return 1;
    }
}
