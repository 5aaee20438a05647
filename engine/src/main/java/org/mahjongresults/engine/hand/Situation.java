package org.mahjongresults.engine.hand;

import org.mahjongresults.engine.tile.Wind;

/**
 * How and when the hand was won, which the tiles alone cannot tell.
 *
 * @param selfDrawn       won on a tile the winner drew (自摸和), including a kong replacement
 * @param lastTile        won on the last tile of the wall (self-drawn: 妙手回春) or its discard (海底捞月)
 * @param kongReplacement won on the replacement tile drawn after declaring a kong (杠上开花)
 * @param robbingKong     won on the tile another player added to an exposed pung (抢杠和); a discard win
 * @param fourthTile      the winning tile is the fourth of its kind, the other three visible (和绝张)
 * @param prevalentWind   the round wind (圈风)
 * @param seatWind        the winner's seat wind (门风)
 * @param flowers         flowers exposed, 0-8; they score 1 each only after the 8-point minimum is met
 */
public record Situation(boolean selfDrawn, boolean lastTile, boolean kongReplacement, boolean robbingKong,
                        boolean fourthTile, Wind prevalentWind, Wind seatWind, int flowers) {

    /** A win on a discard, East round, East seat, no flowers, nothing special. */
    public static final Situation DISCARD = new Situation(false, false, false, false, false, Wind.EAST, Wind.EAST, 0);

    /** A self-drawn win, East round, East seat, no flowers, nothing special. */
    public static final Situation SELF_DRAWN = DISCARD.withSelfDrawn(true);

    public Situation withSelfDrawn(boolean v) {
        return new Situation(v, lastTile, kongReplacement, robbingKong, fourthTile, prevalentWind, seatWind, flowers);
    }

    public Situation withLastTile(boolean v) {
        return new Situation(selfDrawn, v, kongReplacement, robbingKong, fourthTile, prevalentWind, seatWind, flowers);
    }

    public Situation withKongReplacement(boolean v) {
        return new Situation(selfDrawn, lastTile, v, robbingKong, fourthTile, prevalentWind, seatWind, flowers);
    }

    public Situation withRobbingKong(boolean v) {
        return new Situation(selfDrawn, lastTile, kongReplacement, v, fourthTile, prevalentWind, seatWind, flowers);
    }

    public Situation withFourthTile(boolean v) {
        return new Situation(selfDrawn, lastTile, kongReplacement, robbingKong, v, prevalentWind, seatWind, flowers);
    }

    public Situation withWinds(Wind prevalent, Wind seat) {
        return new Situation(selfDrawn, lastTile, kongReplacement, robbingKong, fourthTile, prevalent, seat, flowers);
    }

    public Situation withFlowers(int n) {
        return new Situation(selfDrawn, lastTile, kongReplacement, robbingKong, fourthTile, prevalentWind, seatWind, n);
    }
}
