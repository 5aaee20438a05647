package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 62 门前清 — Concealed Hand (門前清), 2 points.
 * No chow, pung or melded kong, and won on a discard (000 附件1-62; RULINGS §2).
 */
public final class ConcealedHand implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.exposedMelds() == 0 && !c.selfDrawn() ? 1 : 0;
    }
}
