package org.mahjongresults.engine.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SessionCell;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.tournament.RankingOrder;

/**
 * The series of the progress charts: every player's place in the standings after each session (ranked by the same
 * rules as the standings, MCR 2006 §3.10.1, over the sessions up to that one), their cumulative table points and match
 * points, and the field's average of both (over the players in the ranking).
 *
 * @param sessions the sessions so far: 1 up to the last one with a result
 */
public record Progress(List<Integer> sessions, Map<Long, List<Point>> players, List<Double> averageTablePoints,
                       List<Double> averageMatchPoints) {

    /** A player after one session; {@code place} null when the player is not ranked. */
    public record Point(int session, Integer place, double tablePoints, int matchPoints) {
    }

    public Progress {
        sessions = List.copyOf(sessions);
        players = Map.copyOf(players);
        averageTablePoints = List.copyOf(averageTablePoints);
        averageMatchPoints = List.copyOf(averageMatchPoints);
    }

    /** A player's line, empty if unknown. */
    public List<Point> of(long player) {
        return players.getOrDefault(player, List.of());
    }

    public static Progress of(Standings standings) {
        return of(standings, null);
    }

    /**
     * The standings after each session of an earlier series, each with the results it was computed from: a series
     * computed with the same memo computes again only the sessions from the first whose results up to it changed.
     * During a session only its own standings (and the next ones) change, so the ranking after each closed session is
     * computed once, not again for every saved hand (issue 13: at 1,000 players this was a player page's main cost).
     */
    public static final class Memo {
        private final List<List<SessionEntry>> upTo = new ArrayList<>();
        private final List<Standings> after = new ArrayList<>();
        /** What the standings were computed for besides the results: the same field, sessions and order. */
        private record Field(int sessions, RankingOrder order, List<Entrant> entrants) {
        }

        private Field field;

        /** The standings after session {@code s} from these results, computed again only if they changed. */
        private synchronized Standings after(int s, Standings standings, List<Entrant> entrants,
                                             List<SessionEntry> entries) {
            Field now = new Field(standings.sessions(), standings.order(), entrants);
            if (!now.equals(field)) {
                upTo.clear();
                after.clear();
                field = new Field(now.sessions(), now.order(), List.copyOf(entrants));
            }
            if (s <= after.size() && upTo.get(s - 1).equals(entries)) {
                return after.get(s - 1);
            }
            Standings computed = Standings.compute(standings.sessions(), standings.order(), entrants, entries);
            while (after.size() >= s) {
                upTo.remove(upTo.size() - 1);
                after.remove(after.size() - 1);
            }
            upTo.add(List.copyOf(entries));
            after.add(computed);
            return computed;
        }
    }

    /** As {@link #of(Standings)}, computing again only what changed since the memo's last series. */
    public static Progress of(Standings standings, Memo memo) {
        int last = 0;
        for (StandingRow r : standings.players()) {
            for (SessionCell c : r.sessions()) {
                if (c.played()) {
                    last = Math.max(last, c.session());
                }
            }
        }
        List<Entrant> entrants = new ArrayList<>();
        for (StandingRow r : standings.players()) {
            Entrant e = r.teamId() == null ? Entrant.of(r.playerId()) : Entrant.of(r.playerId(), r.teamId());
            entrants.add(e.withExcluded(r.excluded()));
        }
        Map<Long, List<Point>> players = new HashMap<>();
        List<Integer> sessions = new ArrayList<>();
        List<Double> avgTp = new ArrayList<>();
        List<Double> avgMp = new ArrayList<>();
        List<SessionEntry> upTo = new ArrayList<>();
        for (int s = 1; s <= last; s++) {
            for (StandingRow r : standings.players()) {
                SessionCell c = r.sessions().get(s - 1);
                if (c.played()) {
                    upTo.add(new SessionEntry(r.playerId(), s, c.tablePoints(), c.matchPoints()));
                }
            }
            Standings after = memo == null
                    ? Standings.compute(standings.sessions(), standings.order(), entrants, upTo)
                    : memo.after(s, standings, entrants, upTo);
            double tp = 0;
            double mp = 0;
            int ranked = 0;
            for (StandingRow r : after.players()) {
                double rtp = r.tablePoints().toDouble();
                players.computeIfAbsent(r.playerId(), x -> new ArrayList<>())
                        .add(new Point(s, r.excluded() ? null : r.place(), rtp, r.matchPoints()));
                if (!r.excluded()) {
                    tp += rtp;
                    mp += r.matchPoints();
                    ranked++;
                }
            }
            sessions.add(s);
            avgTp.add(ranked == 0 ? 0 : tp / ranked);
            avgMp.add(ranked == 0 ? 0 : mp / ranked);
        }
        players.replaceAll((k, v) -> List.copyOf(v));
        return new Progress(sessions, players, avgTp, avgMp);
    }
}
