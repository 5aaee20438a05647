package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 74 明杠 — Melded Kong (明槓), 1 point.
 * A single melded kong and no other kong.
 */
public final class MeldedKong implements FanRule {
    @Override
    public int count(ScoringContext c) {
        return c.kongs() == 1 && c.meldedKongs() == 1 ? 1 : 0;
    }
}
