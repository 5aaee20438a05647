package org.mahjongresults.engine.grade;

import java.util.Optional;

/**
 * The class of a competition for the grades (MCR 2014 付録9 §5, 004 付録9 §5): A needs at least 80 players and 8
 * sessions, B at least 60 and 6, C at least 40 and 6. A smaller competition has no class and does not count for
 * the grades at all: only registered competitions count (MCR 2014 付録9 §4.1-§4.5 4.4), and every registered one is A, B or C.
 */
public enum CompetitionClass {
    A(80, 8),
    B(60, 6),
    C(40, 6);

    private final int minPlayers;
    private final int minSessions;

    CompetitionClass(int minPlayers, int minSessions) {
        this.minPlayers = minPlayers;
        this.minSessions = minSessions;
    }

    public int minPlayers() {
        return minPlayers;
    }

    public int minSessions() {
        return minSessions;
    }

    /** The highest class whose minimums both are reached (≥, RULINGS §7), or empty below class C. */
    public static Optional<CompetitionClass> of(int players, int sessions) {
        for (CompetitionClass c : values()) {
            if (players >= c.minPlayers && sessions >= c.minSessions) {
                return Optional.of(c);
            }
        }
        return Optional.empty();
    }
}
