package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 80 自摸 — Self-Drawn (自摸), 1 point.
 * Won on a self-drawn tile.
 */
public final class SelfDrawn implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.selfDrawn() ? 1 : 0;
    }
}
