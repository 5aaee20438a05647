package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 4 九莲宝灯 — Nine Gates (九蓮宝燈), 88 points.
 * 1112345678999 of one suit held concealed, winning on any tile of that suit.
 */
public final class NineGates implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.nineGatesShape() && c.isStandard() ? 1 : 0;
    }
}
