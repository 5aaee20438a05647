package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 81 花牌 — Flower Tiles (花牌), 1 point.
 * One point per flower, added only once the hand reaches 8 points without them; the engine adds it.
 */
public final class FlowerTiles implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return 0;
    }
}
