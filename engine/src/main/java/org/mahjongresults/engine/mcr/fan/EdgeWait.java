package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 77 边张 — Edge Wait (辺張), 1 point.
 * Won on the 3 of 12 or the 7 of 89 (§5.5; when it scores depends on the profile).
 */
public final class EdgeWait implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.waitFanAllowed() && c.waitRole() == ScoringContext.ROLE_EDGE ? 1 : 0;
    }
}
