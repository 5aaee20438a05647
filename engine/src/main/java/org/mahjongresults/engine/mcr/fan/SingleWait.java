package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 79 单调将 — Single Wait (単調将), 1 point.
 * Won on a single tile completing the pair (§5.5).
 */
public final class SingleWait implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.waitFanAllowed() && c.waitRole() == ScoringContext.ROLE_SINGLE ? 1 : 0;
    }
}
