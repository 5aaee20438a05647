package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 75 缺一门 — One Voided Suit (缺一門), 1 point.
 * Exactly one of the three suits is missing.
 */
public final class OneVoidedSuit implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.suitsPresent() == 2 ? 1 : 0;
    }
}
