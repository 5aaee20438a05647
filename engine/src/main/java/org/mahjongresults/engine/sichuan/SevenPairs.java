package org.mahjongresults.engine.sichuan;

/**
 * Pattern 5 七对 — Seven Pairs, 3 番 = 4 points. Seven pairs, no pung or kong declared.
 */
final class SevenPairs implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.isSevenPairs();
    }
}
