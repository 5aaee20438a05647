package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 61 门风刻 — Seat Wind (門風刻), 2 points.
 * A pung (kong) of the seat wind.
 */
public final class SeatWind implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.hasPung(c.seatWind()) ? 1 : 0;
    }
}
