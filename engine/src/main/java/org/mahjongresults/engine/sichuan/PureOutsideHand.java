package org.mahjongresults.engine.sichuan;

/**
 * Pattern 10 清幺九 — Pure Outside Hand, 5 番 = 16 points. 带幺九 in one suit.
 */
final class PureOutsideHand implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.everyGroupHasTerminal() && r.oneSuit();
    }
}
