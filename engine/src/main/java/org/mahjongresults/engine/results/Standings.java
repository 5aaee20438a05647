package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The individual and team standings after some sessions: the results table of MCR 2006 附件7 ranked by §4.4 and
 * §13.2. Players are ranked by total table points then total match points ({@link RankingOrder#TABLE_POINTS_FIRST},
 * the default) or the other way round; players still equal share the place ("=3") and are listed by player id.
 * Excluded (disqualified) players follow the ranked ones without a place. Teams are ranked the same way by the
 * sums of their counted members.
 *
 * <p>{@link #compute} builds the standings from scratch; {@link LiveStandings} keeps them up to date one result at a
 * time and always equals a fresh computation.
 *
 * @param order    the ranking order used
 * @param sessions the number of sessions of the tournament (the per-session columns)
 * @param players  the individual standings, best first, excluded players last
 * @param teams    the team standings, best first; empty when no player has a team
 * @param decidedBy for each player whose place a director's tie-breaker decided, which one ({@link TieBreakerChain})
 */
public record Standings(RankingOrder order, int sessions, List<StandingRow> players, List<TeamRow> teams,
                        Map<Long, TieBreaker> decidedBy) {

    public Standings {
        players = List.copyOf(players);
        teams = List.copyOf(teams);
        decidedBy = Map.copyOf(decidedBy);
    }

    /** Standings ranked by the two criteria alone: no tie-breaker decided anything. */
    public Standings(RankingOrder order, int sessions, List<StandingRow> players, List<TeamRow> teams) {
        this(order, sessions, players, teams, Map.of());
    }

    /** The tie-breaker that decided the player's place, or null when the two criteria did (or nothing did). */
    public TieBreaker decidedBy(long playerId) {
        return decidedBy.get(playerId);
    }

    /** The same players with other team standings (a best-K rule, {@link StandingsPolicy}). */
    public Standings withTeams(List<TeamRow> newTeams) {
        return new Standings(order, sessions, players, newTeams, decidedBy);
    }

    /**
     * Computes the standings from every recorded result.
     *
     * @param sessions the tournament's number of sessions; every result's session must be within it
     * @param entrants every player of the standings, ranked or excluded, with their teams
     * @param results  at most one entry per player and session, each for one of the entrants
     * @throws IllegalArgumentException for an unknown player, a session out of range or two results for the same
     *                                  player and session
     */
    public static Standings compute(int sessions, RankingOrder order, Collection<Entrant> entrants,
                                    Collection<SessionEntry> results) {
        checkSessions(sessions);
        Map<Long, Entrant> byId = new LinkedHashMap<>();
        for (Entrant e : entrants) {
            if (byId.put(e.playerId(), e) != null) {
                throw new IllegalArgumentException("player " + e.playerId() + " is entered twice");
            }
        }
        Map<Long, TablePoints[]> table = new HashMap<>();
        Map<Long, int[]> match = new HashMap<>();
        for (Entrant e : byId.values()) {
            table.put(e.playerId(), new TablePoints[sessions]);
            match.put(e.playerId(), new int[sessions]);
        }
        for (SessionEntry r : results) {
            TablePoints[] tp = table.get(r.playerId());
            if (tp == null) {
                throw new IllegalArgumentException("a result for player " + r.playerId() + ", who is not entered");
            }
            checkSession(r, sessions);
            if (tp[r.session() - 1] != null) {
                throw new IllegalArgumentException("two results for player " + r.playerId() + " in session "
                        + r.session());
            }
            tp[r.session() - 1] = r.tablePoints();
            match.get(r.playerId())[r.session() - 1] = r.matchPoints();
        }

        List<StandingRow> rows = new ArrayList<>();
        for (Entrant e : byId.values()) {
            List<SessionCell> cells = Ranking.cells(table.get(e.playerId()), match.get(e.playerId()));
            Ranking.Totals t = Ranking.totals(cells);
            rows.add(new StandingRow(e.playerId(), e.teamId(), 0, false, e.excluded(), t.tablePoints(),
                    t.matchPoints(), cells));
        }
        List<StandingRow> players = rankPlayers(order, rows);

        Map<Long, List<Long>> members = new TreeMap<>();
        Map<Long, TablePoints[]> teamTable = new HashMap<>();
        Map<Long, int[]> teamMatch = new HashMap<>();
        for (StandingRow row : rows) {
            if (row.teamId() == null) {
                continue;
            }
            members.computeIfAbsent(row.teamId(), k -> new ArrayList<>()).add(row.playerId());
            TablePoints[] tp = teamTable.computeIfAbsent(row.teamId(), k -> new TablePoints[sessions]);
            int[] mp = teamMatch.computeIfAbsent(row.teamId(), k -> new int[sessions]);
            if (row.excluded()) {
                continue;
            }
            for (SessionCell c : row.sessions()) {
                if (c.played()) {
                    int s = c.session() - 1;
                    tp[s] = tp[s] == null ? c.tablePoints() : tp[s].plus(c.tablePoints());
                    mp[s] += c.matchPoints();
                }
            }
        }
        List<TeamRow> teamRows = new ArrayList<>();
        for (Map.Entry<Long, List<Long>> m : members.entrySet()) {
            List<Long> ids = new ArrayList<>(m.getValue());
            ids.sort(null);
            List<SessionCell> cells = Ranking.cells(teamTable.get(m.getKey()), teamMatch.get(m.getKey()));
            Ranking.Totals t = Ranking.totals(cells);
            teamRows.add(new TeamRow(m.getKey(), ids, 0, false, t.tablePoints(), t.matchPoints(), cells));
        }
        return new Standings(order, sessions, players, rankTeams(order, teamRows));
    }

    /** One player's line. */
    public StandingRow player(long playerId) {
        for (StandingRow row : players) {
            if (row.playerId() == playerId) {
                return row;
            }
        }
        throw new IllegalArgumentException("player " + playerId + " is not in the standings");
    }

    /** One team's line. */
    public TeamRow team(long teamId) {
        for (TeamRow row : teams) {
            if (row.teamId() == teamId) {
                return row;
            }
        }
        throw new IllegalArgumentException("team " + teamId + " is not in the standings");
    }

    /** Ranked rows first, best first, equal players by id; then the excluded, in the same order, without a place. */
    static List<StandingRow> rankPlayers(RankingOrder order, List<StandingRow> rows) {
        Comparator<StandingRow> byTotals = Comparator.comparing(Standings::playerTotals, Ranking.comparator(order));
        Comparator<StandingRow> full = Comparator.comparing(StandingRow::excluded)
                .thenComparing(byTotals)
                .thenComparingLong(StandingRow::playerId);
        List<StandingRow> sorted = new ArrayList<>(rows);
        sorted.sort(full);
        int ranked = (int) sorted.stream().filter(r -> !r.excluded()).count();
        int[] places = new int[ranked];
        boolean[] tied = new boolean[ranked];
        Ranking.places(sorted.subList(0, ranked), Standings::playerTotals, places, tied);
        List<StandingRow> out = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            StandingRow r = sorted.get(i);
            out.add(i < ranked ? withPlace(r, places[i], tied[i]) : r);
        }
        return out;
    }

    static StandingRow withPlace(StandingRow r, int place, boolean tied) {
        if (r.place() == place && r.tied() == tied) {
            return r;
        }
        return new StandingRow(r.playerId(), r.teamId(), place, tied, r.excluded(), r.tablePoints(),
                r.matchPoints(), r.sessions());
    }

    static List<TeamRow> rankTeams(RankingOrder order, List<TeamRow> rows) {
        Comparator<TeamRow> full = Comparator.comparing(Standings::teamTotals, Ranking.comparator(order))
                .thenComparingLong(TeamRow::teamId);
        List<TeamRow> sorted = new ArrayList<>(rows);
        sorted.sort(full);
        int[] places = new int[sorted.size()];
        boolean[] tied = new boolean[sorted.size()];
        Ranking.places(sorted, Standings::teamTotals, places, tied);
        List<TeamRow> out = new ArrayList<>(sorted.size());
        for (int i = 0; i < sorted.size(); i++) {
            TeamRow t = sorted.get(i);
            out.add(new TeamRow(t.teamId(), t.members(), places[i], tied[i], t.tablePoints(), t.matchPoints(),
                    t.sessions()));
        }
        return out;
    }

    private static Ranking.Totals playerTotals(StandingRow r) {
        return new Ranking.Totals(r.tablePoints(), r.matchPoints());
    }

    private static Ranking.Totals teamTotals(TeamRow r) {
        return new Ranking.Totals(r.tablePoints(), r.matchPoints());
    }

    static void checkSessions(int sessions) {
        if (sessions < 1) {
            throw new IllegalArgumentException("a tournament has at least one session, not " + sessions);
        }
    }

    static void checkSession(SessionEntry r, int sessions) {
        if (r.session() > sessions) {
            throw new IllegalArgumentException("session " + r.session() + " of player " + r.playerId()
                    + " is beyond the tournament's " + sessions + " sessions");
        }
    }
}
