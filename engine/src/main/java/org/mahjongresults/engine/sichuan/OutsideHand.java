package org.mahjongresults.engine.sichuan;

/**
 * Pattern 4 带幺九 — Outside Hand, 3 番 = 4 points. Four sets and a pair, each holding a 1 or a 9: chows
 * 123 and 789, pungs and kongs of 1s and 9s, and a pair of 1s or 9s (pungs allowed by our decision, RULINGS §6).
 */
final class OutsideHand implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.everyGroupHasTerminal();
    }
}
