package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 57 双明杠 — Two Melded Kongs (双明槓), 4 points.
 * Two kongs (WMO: two melded, or one melded and one concealed with 暗杠 added; CN2017: any two, RULINGS §2).
 */
public final class TwoMeldedKongs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.kongs() != 2) {
            return 0;
        }
        return c.concealedKongs() == 2 && !c.profile().kongsSplitIntoMeldedAndConcealedParts() ? 0 : 1;
    }
}
