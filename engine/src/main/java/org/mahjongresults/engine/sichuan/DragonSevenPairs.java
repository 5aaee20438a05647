package org.mahjongresults.engine.sichuan;

/**
 * Pattern 8 龙七对 — Dragon Seven Pairs, 4 番 = 8 points. Seven pairs holding four identical tiles (two of
 * the pairs); 七对 is not counted as well, and those four tiles do not also earn the four-of-a-kind bonus (RULINGS §6).
 */
final class DragonSevenPairs implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.isSevenPairs() && r.fourOfAKinds() > 0;
    }
}
