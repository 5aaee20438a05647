package org.mahjongresults.engine.sichuan;

/**
 * Pattern 7 将对 — All 2-5-8 Pungs, 4 番 = 8 points. 碰碰胡 made only of 2s, 5s and 8s, the pair included.
 */
final class TwoFiveEightPungs implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.allPungs() && r.allRanksIn(Reading.RANKS_258);
    }
}
