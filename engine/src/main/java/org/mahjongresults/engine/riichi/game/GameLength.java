package org.mahjongresults.engine.riichi.game;

/** How many wind rounds a game has: the East round only (tonpuusen), or East and South (hanchan). */
public enum GameLength {
    /** East and South rounds, eight dealerships at least (半荘). */
    HANCHAN(2),
    /** The East round only, four dealerships at least (東風戦). */
    TONPUUSEN(1);

    private final int winds;

    GameLength(int winds) {
        this.winds = winds;
    }

    /** The number of wind rounds: 2 for a hanchan, 1 for a tonpuusen. */
    public int winds() {
        return winds;
    }
}
