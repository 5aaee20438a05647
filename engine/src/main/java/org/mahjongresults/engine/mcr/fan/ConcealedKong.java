package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 67 暗杠 — Concealed Kong (暗槓), 2 points.
 * A single concealed kong (WMO: beside any kongs; CN2017: its concealed part, §13.1).
 */
public final class ConcealedKong implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.concealedKongs() != 1) {
            return 0;
        }
        if (c.kongs() == 1 || !c.profile().kongsSplitIntoMeldedAndConcealedParts()) {
            return 1;
        }
        // CN2017 with other kongs: the concealed part scores only if no concealed-pung fan absorbs it.
        return c.concealedPungs() == 1 ? 1 : 0;
    }
}
