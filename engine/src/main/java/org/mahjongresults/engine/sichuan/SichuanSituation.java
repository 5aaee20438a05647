package org.mahjongresults.engine.sichuan;

/**
 * How and when a Sichuan hand was won (Swiss §5, Swiss §7), which the tiles alone cannot tell. Robbing the kong and
 * winning on a kong player's discard are wins on another player's tile, so they are not self-drawn.
 *
 * @param selfDrawn       won on a tile the winner drew (自摸), including a kong replacement tile
 * @param kongReplacement won on the replacement tile drawn after declaring a kong (杠上开花); self-drawn
 * @param kongDiscard     won on the discard a player made right after a kong and its replacement draw (杠上炮)
 * @param robbingKong     won on the tile another player added to an exposed pung (抢杠胡); the one who added it
 *                        pays as the discarder
 * @param lastTile        self-drawn the last tile of the wall (妙手回春)
 * @param lastDiscard     won on the last discard of the hand, after the wall is empty (海底捞月)
 * @param heavenlyHand    the dealer wins with the fourteen tiles of the deal (天胡); self-drawn, nothing declared
 * @param earthlyHand     a non-dealer, ready after the deal, wins on the first draw of the first go-around (地胡);
 *                        self-drawn only (RULINGS §6), nothing declared
 */
public record SichuanSituation(boolean selfDrawn, boolean kongReplacement, boolean kongDiscard,
                               boolean robbingKong, boolean lastTile, boolean lastDiscard,
                               boolean heavenlyHand, boolean earthlyHand) {

    /** A win on a discard, nothing special. */
    public static final SichuanSituation DISCARD =
            new SichuanSituation(false, false, false, false, false, false, false, false);

    /** A self-drawn win, nothing special. */
    public static final SichuanSituation SELF_DRAWN = DISCARD.withSelfDrawn(true);

    public SichuanSituation withSelfDrawn(boolean v) {
        return new SichuanSituation(v, kongReplacement, kongDiscard, robbingKong, lastTile, lastDiscard,
                heavenlyHand, earthlyHand);
    }

    public SichuanSituation withKongReplacement(boolean v) {
        return new SichuanSituation(selfDrawn, v, kongDiscard, robbingKong, lastTile, lastDiscard,
                heavenlyHand, earthlyHand);
    }

    public SichuanSituation withKongDiscard(boolean v) {
        return new SichuanSituation(selfDrawn, kongReplacement, v, robbingKong, lastTile, lastDiscard,
                heavenlyHand, earthlyHand);
    }

    public SichuanSituation withRobbingKong(boolean v) {
        return new SichuanSituation(selfDrawn, kongReplacement, kongDiscard, v, lastTile, lastDiscard,
                heavenlyHand, earthlyHand);
    }

    public SichuanSituation withLastTile(boolean v) {
        return new SichuanSituation(selfDrawn, kongReplacement, kongDiscard, robbingKong, v, lastDiscard,
                heavenlyHand, earthlyHand);
    }

    public SichuanSituation withLastDiscard(boolean v) {
        return new SichuanSituation(selfDrawn, kongReplacement, kongDiscard, robbingKong, lastTile, v,
                heavenlyHand, earthlyHand);
    }

    public SichuanSituation withHeavenlyHand(boolean v) {
        return new SichuanSituation(selfDrawn, kongReplacement, kongDiscard, robbingKong, lastTile, lastDiscard,
                v, earthlyHand);
    }

    public SichuanSituation withEarthlyHand(boolean v) {
        return new SichuanSituation(selfDrawn, kongReplacement, kongDiscard, robbingKong, lastTile, lastDiscard,
                heavenlyHand, v);
    }
}
