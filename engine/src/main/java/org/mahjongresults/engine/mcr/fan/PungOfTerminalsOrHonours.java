package org.mahjongresults.engine.mcr.fan;

/**
 * Fan 73 幺九刻 — Pung of Terminals or Honours (幺九刻), 1 point.
 * A pung (kong) of 1s, 9s or honours not already scored as an honour fan: dragon pungs score 箭刻, prevalent and seat wind pungs 圈风刻/门风刻, and the winds of 三风刻/小四喜/大四喜 are inside those fans (no-duplication, §5.2).
 */
public final class PungOfTerminalsOrHonours implements FanRule {
    @Override
    public int count(ScoringContext c) {
        int n = 0;
        for (int i = 0; i < c.pungs(); i++) {
            int t = c.pungTile(i);
            if (t < 27) {
                if (t % 9 == 0 || t % 9 == 8) {
                    n++;
                }
            } else if (t < 31 && c.windPungs() < 3 && t != c.prevalentWind() && t != c.seatWind()) {
                n++;
            }
        }
        return n;
    }
}
