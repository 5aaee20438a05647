package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 19 七对 — Seven Pairs (七対), 24 points.
 * Seven pairs.
 */
public final class SevenPairs implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.shape() == Shape.SEVEN_PAIRS ? 1 : 0;
    }
}
