package org.mahjongresults.engine.tournament;

/** How a session's placing at a table becomes table points (MCR 2006 §3.9.2-2, CN 2017 L119). */
public enum TablePointSystem {
    /** 4-2-1-0 for first to fourth (标准分, 000 §3.9.2-2). */
    STANDARD,
    /** 五分制: placing points 4-3-2-1 plus +1 / 0 / −1 for a positive / zero / negative session score (001 L119). */
    FIVE_POINT
}
