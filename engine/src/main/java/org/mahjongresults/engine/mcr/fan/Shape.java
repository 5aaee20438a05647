package org.mahjongresults.engine.mcr.fan;

/** The legal winning shapes of MCR 2006 §3.9.1-1. */
public enum Shape {
    /** Four sets (chows, pungs, kongs) and a pair. */
    STANDARD,
    /** A knitted straight 组合龙 (147, 258, 369 in three suits, counted as three special chows), a set and a pair. */
    KNITTED_STRAIGHT,
    /** Seven pairs 七对 (two identical pairs allowed). */
    SEVEN_PAIRS,
    /** Thirteen orphans 十三幺. */
    THIRTEEN_ORPHANS,
    /** Fourteen singles of knitted suit tiles and honours: 全不靠 or 七星不靠. */
    KNITTED_SINGLES
}
