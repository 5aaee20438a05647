package org.mahjongresults.engine.sichuan;

/**
 * Pattern 2 碰碰胡 (大对子, 对对胡) — All Pungs, 2 番 = 2 points. Four pungs or kongs and a pair.
 */
final class AllPungs implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.allPungs();
    }
}
