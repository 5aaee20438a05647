package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 43 无番和 — Chicken Hand (無番和), 8 points.
 * No other fan at all (flowers aside); decided by the engine after the others (MCR 2006 附件1 fan 43).
 */
public final class ChickenHand implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return 0;
    }
}
