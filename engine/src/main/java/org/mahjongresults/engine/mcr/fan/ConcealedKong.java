package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 67 暗杠 — Concealed Kong (暗槓), 2 points.
 * A single concealed kong (WMO: beside one melded kong, or with three or four kongs when no concealed pung joins
 * it; CN2017: its concealed part, RULINGS §2).
 */
public final class ConcealedKong implements FanRule {
    @Override
    public int count(ScoringContext c) {
        if (c.concealedKongs() != 1) {
            return 0;
        }
        if (c.kongs() == 1) {
            return 1;
        }
        if (!c.profile().kongsSplitIntoMeldedAndConcealedParts() && c.kongs() == 2) {
            return 1; // WMO: one melded + one concealed kong is 双明杠 and 暗杠 (RULINGS §2)
        }
        // With three or four kongs (WMO, RULINGS §2) and in CN2017 with other kongs: the concealed kong counts in the
        // concealed-pung series; 暗杠 only when it is alone there, not beside a concealed pung (双暗刻 takes it).
        // CN2017 with other kongs: the concealed part scores only if no concealed-pung fan absorbs it.
        return c.concealedPungs() == 1 ? 1 : 0;
    }
}
