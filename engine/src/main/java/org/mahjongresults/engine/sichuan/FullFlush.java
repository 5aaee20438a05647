package org.mahjongresults.engine.sichuan;

/**
 * Pattern 3 清一色 — Full Flush, 3 番 = 4 points. The whole hand in one suit, in either shape.
 */
final class FullFlush implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.oneSuit();
    }
}
