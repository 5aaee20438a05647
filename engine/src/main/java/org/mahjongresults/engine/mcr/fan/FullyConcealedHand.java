package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 56 不求人 — Fully Concealed Hand (不求人), 4 points.
 * No chow, pung or melded kong, and self-drawn (不求人; §5.4.1 for special shapes).
 */
public final class FullyConcealedHand implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.exposedMelds() == 0 && c.selfDrawn() ? 1 : 0;
    }
}
