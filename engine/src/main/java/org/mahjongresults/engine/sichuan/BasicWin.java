package org.mahjongresults.engine.sichuan;

/**
 * Pattern 1 平胡 (基本胡) — Basic Win, 1 番 = 1 point. Four sets and a pair, any sets, any pair.
 */
final class BasicWin implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.isStandard();
    }
}
