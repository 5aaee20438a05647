package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 59 箭刻 — Dragon Pung (箭刻), 2 points.
 * A pung (kong) of a dragon; one per pung.
 */
public final class DragonPung implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.dragonPungs();
    }
}
