package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongresults.engine.tournament.RankingOrder;

/**
 * Standings kept up to date as sheets are submitted and corrected: {@link #put} records or replaces one player's
 * result for one session, {@link #remove} withdraws it, {@link #setExcluded} disqualifies a player or takes the
 * decision back. After any sequence of changes {@link #standings()} equals {@link Standings#compute} over the same
 * entrants and results.
 *
 * <p>A change costs the player's own line (one pass over the sessions), the team's line, and moving the player
 * within the ranked list; the snapshot is then built in one pass without sorting the players again.
 *
 * <p>The one mutable type of this package. Its methods are synchronized, and every {@link Standings} it returns is
 * immutable, so readers may keep and share a snapshot while results keep arriving.
 */
public final class LiveStandings {

    /** One player's current values and the cached line built from them. */
    private static final class Line {
        private Entrant entrant;
        private final TablePoints[] tablePoints;
        private final int[] matchPoints;
        private Ranking.Totals totals;
        private StandingRow row;

        private Line(Entrant entrant, int sessions) {
            this.entrant = entrant;
            this.tablePoints = new TablePoints[sessions];
            this.matchPoints = new int[sessions];
            rebuild();
        }

        private void rebuild() {
            List<SessionCell> cells = Ranking.cells(tablePoints, matchPoints);
            totals = Ranking.totals(cells);
            row = new StandingRow(entrant.playerId(), entrant.teamId(), 0, false, entrant.excluded(),
                    totals.tablePoints(), totals.matchPoints(), cells);
        }
    }

    private final int sessions;
    private final RankingOrder order;
    private final Comparator<Line> lineOrder;
    private final Map<Long, Line> lines = new HashMap<>();
    private final List<Line> ranked = new ArrayList<>();
    private final List<Line> excluded = new ArrayList<>();
    private final Map<Long, List<Line>> teamMembers = new TreeMap<>();
    private final Map<Long, TeamRow> teamRows = new TreeMap<>();
    private Standings snapshot;

    /** Standings of {@code entrants} with no result yet. */
    public LiveStandings(int sessions, RankingOrder order, Collection<Entrant> entrants) {
        Standings.checkSessions(sessions);
        this.sessions = sessions;
        this.order = order;
        Comparator<Ranking.Totals> byTotals = Ranking.comparator(order);
        this.lineOrder = Comparator.<Line, Ranking.Totals>comparing(l -> l.totals, byTotals)
                .thenComparingLong(l -> l.entrant.playerId());
        for (Entrant e : entrants) {
            enter(e);
        }
    }

    /** Standings of {@code entrants} with {@code results} already recorded. */
    public static LiveStandings of(int sessions, RankingOrder order, Collection<Entrant> entrants,
                                   Collection<SessionEntry> results) {
        LiveStandings live = new LiveStandings(sessions, order, entrants);
        for (SessionEntry r : results) {
            live.put(r);
        }
        return live;
    }

    /** Adds a player (for example a late registration), with no result yet. */
    public synchronized void enter(Entrant entrant) {
        if (lines.containsKey(entrant.playerId())) {
            throw new IllegalArgumentException("player " + entrant.playerId() + " is entered twice");
        }
        Line line = new Line(entrant, sessions);
        lines.put(entrant.playerId(), line);
        attach(line);
        if (entrant.teamId() != null) {
            teamMembers.computeIfAbsent(entrant.teamId(), k -> new ArrayList<>()).add(line);
            rebuildTeam(entrant.teamId());
        }
        snapshot = null;
    }

    /** Records {@code result}, replacing the player's earlier result for that session if there was one. */
    public synchronized void put(SessionEntry result) {
        Line line = line(result.playerId());
        Standings.checkSession(result, sessions);
        detach(line);
        line.tablePoints[result.session() - 1] = result.tablePoints();
        line.matchPoints[result.session() - 1] = result.matchPoints();
        line.rebuild();
        attach(line);
        changed(line);
    }

    /** Records a whole table's session, replacing any earlier results of its players for that session. */
    public void putTable(TableResult table, int session) {
        for (SessionEntry e : table.entries(session)) {
            put(e);
        }
    }

    /** Withdraws a player's result for a session (a sheet reopened or voided); nothing happens if there is none. */
    public synchronized void remove(long playerId, int session) {
        Line line = line(playerId);
        if (session < 1 || session > sessions || line.tablePoints[session - 1] == null) {
            return;
        }
        detach(line);
        line.tablePoints[session - 1] = null;
        line.matchPoints[session - 1] = 0;
        line.rebuild();
        attach(line);
        changed(line);
    }

    /** Excludes a player from the ranking (disqualification) or takes the player back in. */
    public synchronized void setExcluded(long playerId, boolean value) {
        Line line = line(playerId);
        if (line.entrant.excluded() == value) {
            return;
        }
        detach(line);
        line.entrant = line.entrant.withExcluded(value);
        line.rebuild();
        attach(line);
        changed(line);
    }

    /** The current standings; the same object until the next change. */
    public synchronized Standings standings() {
        if (snapshot == null) {
            snapshot = build();
        }
        return snapshot;
    }

    private Standings build() {
        int n = ranked.size();
        int[] places = new int[n];
        boolean[] tied = new boolean[n];
        Ranking.places(ranked, l -> l.totals, places, tied);
        List<StandingRow> rows = new ArrayList<>(n + excluded.size());
        for (int i = 0; i < n; i++) {
            Line line = ranked.get(i);
            line.row = Standings.withPlace(line.row, places[i], tied[i]);
            rows.add(line.row);
        }
        for (Line line : excluded) {
            rows.add(line.row);
        }
        return new Standings(order, sessions, rows, Standings.rankTeams(order, new ArrayList<>(teamRows.values())));
    }

    private Line line(long playerId) {
        Line line = lines.get(playerId);
        if (line == null) {
            throw new IllegalArgumentException("player " + playerId + " is not entered");
        }
        return line;
    }

    private List<Line> listOf(Line line) {
        return line.entrant.excluded() ? excluded : ranked;
    }

    private void detach(Line line) {
        List<Line> list = listOf(line);
        int at = Collections.binarySearch(list, line, lineOrder);
        if (at < 0 || list.get(at) != line) {
            throw new IllegalStateException("standings out of order at player " + line.entrant.playerId());
        }
        list.remove(at);
    }

    private void attach(Line line) {
        List<Line> list = listOf(line);
        int at = Collections.binarySearch(list, line, lineOrder);
        list.add(-at - 1, line);
    }

    private void changed(Line line) {
        if (line.entrant.teamId() != null) {
            rebuildTeam(line.entrant.teamId());
        }
        snapshot = null;
    }

    private void rebuildTeam(long teamId) {
        List<Line> members = teamMembers.get(teamId);
        TablePoints[] tp = new TablePoints[sessions];
        int[] mp = new int[sessions];
        List<Long> ids = new ArrayList<>(members.size());
        for (Line m : members) {
            ids.add(m.entrant.playerId());
            if (m.entrant.excluded()) {
                continue;
            }
            for (int s = 0; s < sessions; s++) {
                if (m.tablePoints[s] != null) {
                    tp[s] = tp[s] == null ? m.tablePoints[s] : tp[s].plus(m.tablePoints[s]);
                    mp[s] += m.matchPoints[s];
                }
            }
        }
        ids.sort(null);
        List<SessionCell> cells = Ranking.cells(tp, mp);
        Ranking.Totals t = Ranking.totals(cells);
        teamRows.put(teamId, new TeamRow(teamId, ids, 0, false, t.tablePoints(), t.matchPoints(), cells));
    }
}
