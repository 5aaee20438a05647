package org.mahjongresults.engine.sichuan;

/**
 * Pattern 12 地胡 — Earthly Hand, 6 番 = 32 points. A non-dealer ready after the deal wins on the first draw
 * of the first go-around, self-drawn only (RULINGS §6); it replaces the pattern the tiles would otherwise score.
 */
final class EarthlyHand implements PatternRule {
    @Override
    public boolean matches(Reading r) {
        return r.situation().earthlyHand();
    }
}
