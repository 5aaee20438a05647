package org.mahjongresults.engine.sichuan;

/**
 * Pattern 11 天胡 — Heavenly Hand, 6 番 = 32 points. The dealer wins with the fourteen tiles of the deal;
 * it replaces the pattern the tiles would otherwise score (RULINGS §6).
 */
final class HeavenlyHand implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.situation().heavenlyHand();
    }
}
