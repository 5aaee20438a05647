package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 78 坎张 — Closed Wait (坎張), 1 point.
 * Won on the middle tile of a chow (§5.5).
 */
public final class ClosedWait implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.waitFanAllowed() && c.waitRole() == ScoringContext.ROLE_CLOSED ? 1 : 0;
    }
}
