package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 66 双暗刻 — Two Concealed Pungs (双暗刻), 2 points.
 * Two concealed pungs (or concealed kongs).
 */
public final class TwoConcealedPungs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.concealedPungs() != 2) {
            return 0;
        }
        // WMO: 双暗杠 already scores two concealed kongs (§5.4.3: 000's example adds no 双暗刻).
        boolean twoConcealedKongs = c.kongs() == 2 && c.concealedKongs() == 2;
        return twoConcealedKongs && !c.profile().kongsSplitIntoMeldedAndConcealedParts() ? 0 : 1;
    }
}
