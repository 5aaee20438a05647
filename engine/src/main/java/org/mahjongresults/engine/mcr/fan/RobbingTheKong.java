package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 47 抢杠和 — Robbing the Kong (搶槓和), 8 points.
 * Winning on the tile another player adds to an exposed pung (抢杠和); a discard win.
 */
public final class RobbingTheKong implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.robbingKong() ? 1 : 0;
    }
}
