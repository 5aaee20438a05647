package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 60 圈风刻 — Prevalent Wind (圏風刻), 2 points.
 * A pung (kong) of the prevalent wind.
 */
public final class PrevalentWind implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.hasPung(c.prevalentWind()) ? 1 : 0;
    }
}
