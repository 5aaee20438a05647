package org.mahjongresults.engine.tournament;

/** How a team's (or a nation's) totals are made from its players' (issue 28). */
public enum TeamScoring {
    /** RULES §13.2 (MCR 2006 附件7 团体总成绩): the sums over every counted member. The default. */
    ALL_MEMBERS,
    /** In each session, the sums over the team's K best results of that session (by table points, then match points). */
    BEST_K_PER_SESSION,
    /** The WMC rule: the sums over the team's K best-placed players in the individual standings, every session. */
    BEST_K_OVERALL
}
