package org.mahjongresults.engine.riichi.game;

/** The named limits of a hand's base points, from none (han and fu count) to yakuman. */
public enum Limit {
    /** Below the limits: base points are fu × 2^(2 + han). */
    NONE(0),
    /** 満貫: 5 han, or fewer han whose base points reach 2000 (and 4/30, 3/60 with kiriage). */
    MANGAN(2000),
    /** 跳満: 6 and 7 han. */
    HANEMAN(3000),
    /** 倍満: 8 to 10 han. */
    BAIMAN(4000),
    /** 三倍満: 11 and 12 han, and 13 or more without kazoe yakuman. */
    SANBAIMAN(6000),
    /** 役満: a yakuman, or 13 han or more with kazoe yakuman; a multiple for double or stacked yakuman. */
    YAKUMAN(8000);

    private final int basePoints;

    Limit(int basePoints) {
        this.basePoints = basePoints;
    }

    /** The base points of the limit (for a yakuman, of a single one); 0 for {@link #NONE}. */
    public int basePoints() {
        return basePoints;
    }
}
