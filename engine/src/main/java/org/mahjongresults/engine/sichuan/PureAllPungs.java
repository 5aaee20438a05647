package org.mahjongresults.engine.sichuan;

/**
 * Pattern 6 清对 — Pure All Pungs, 4 番 = 8 points. 碰碰胡 in one suit.
 */
final class PureAllPungs implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.allPungs() && r.oneSuit();
    }
}
