package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 48 双暗杠 — Two Concealed Kongs (双暗槓), 8 points.
 * Two concealed kongs and no other kong (WMO only; CN2017 scores 双明杠 + 双暗刻, RULINGS §2).
 */
public final class TwoConcealedKongs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return !c.profile().kongsSplitIntoMeldedAndConcealedParts() && c.kongs() == 2 && c.concealedKongs() == 2 ? 1 : 0;
    }
}
