package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 53 全求人 — Melded Hand (全求人), 6 points.
 * All four sets claimed (chow, pung, melded kong), won with a single wait on a discard (§5.4.2).
 */
public final class MeldedHand implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.isStandard() && c.exposedMelds() == 4 && !c.selfDrawn() ? 1 : 0;
    }
}
