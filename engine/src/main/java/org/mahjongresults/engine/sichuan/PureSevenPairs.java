package org.mahjongresults.engine.sichuan;

/**
 * Pattern 9 清七对 — Pure Seven Pairs, 5 番 = 16 points. 七对 in one suit.
 */
final class PureSevenPairs implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.isSevenPairs() && r.oneSuit();
    }
}
