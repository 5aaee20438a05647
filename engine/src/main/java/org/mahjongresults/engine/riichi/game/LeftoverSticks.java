package org.mahjongresults.engine.riichi.game;

/** Where the riichi sticks still on the table when the game ends go. */
public enum LeftoverSticks {
    /** To the player in first place (shared like the uma when first place is tied). */
    FIRST_PLACE,
    /** Nobody: they leave the game, so the final scores add up to less than the table's total. */
    LOST
}
