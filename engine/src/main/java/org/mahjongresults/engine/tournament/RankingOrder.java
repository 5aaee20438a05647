package org.mahjongresults.engine.tournament;

/** The order of the ranking criteria (MCR 2006 §3.10.1, RULINGS §3). */
public enum RankingOrder {
    /** 000 §3.10.1: total table points, then total match points. The default. */
    TABLE_POINTS_FIRST,
    /** The literal reading of 004 §3.10.1: total match points (素点) first. */
    MATCH_POINTS_FIRST
}
