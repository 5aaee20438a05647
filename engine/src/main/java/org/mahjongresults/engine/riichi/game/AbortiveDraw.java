package org.mahjongresults.engine.riichi.game;

/** The abortive draws (途中流局) a rule set may have: the hand ends with no win and is replayed with a counter. */
public enum AbortiveDraw {
    /** Nine different terminals and honours in the first uninterrupted go-around (九種九牌). */
    NINE_TERMINALS,
    /** The same wind discarded by all four players in the first uninterrupted go-around (四風連打). */
    FOUR_WINDS,
    /** All four players in riichi (四家立直). */
    FOUR_RIICHI,
    /** Four kans by more than one player (四開槓). */
    FOUR_KANS,
    /** Three players call ron on the same discard (三家和): with this draw a triple ron is never paid. */
    TRIPLE_RON
}
