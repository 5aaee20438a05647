package org.mahjongresults.engine.results;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TeamScoring;

/**
 * Teams and nations from the individual standings by a {@link TeamRule}: every member (RULES §13.2), the best K of
 * each session, or the best K players overall (the WMC rule). Excluded players never count. Groups are ranked by
 * their counted totals like players; equal groups share the place.
 */
final class GroupTotals {

    private GroupTotals() {
    }

    /** One group before ranking. */
    record Group<K>(K key, List<Long> members, List<Long> counted, List<SessionCell> cells) {

        Ranking.Totals totals() {
            return Ranking.totals(cells);
        }
    }

    /**
     * The groups of the ranked players by {@code key} (null: in no group), best first, with their places in
     * {@code places} / {@code tied}. Groups of equal totals are listed in the keys' natural order.
     */
    static <K extends Comparable<K>> List<Group<K>> rank(Standings standings, TeamRule rule,
                                                         Function<StandingRow, K> key, int[][] placesOut) {
        RankingOrder order = standings.order();
        int sessions = standings.sessions();
        Map<K, List<StandingRow>> byKey = new TreeMap<>();
        for (StandingRow r : standings.players()) {
            K k = key.apply(r);
            if (k != null) {
                byKey.computeIfAbsent(k, x -> new ArrayList<>()).add(r); // in standings order: best first
            }
        }
        Comparator<Ranking.Totals> better = Ranking.comparator(order);
        List<Group<K>> groups = new ArrayList<>();
        for (Map.Entry<K, List<StandingRow>> e : byKey.entrySet()) {
            List<StandingRow> ranked = e.getValue().stream().filter(r -> !r.excluded()).toList();
            List<StandingRow> counted = rule.scoring() == TeamScoring.BEST_K_OVERALL
                    ? ranked.subList(0, Math.min(rule.k(), ranked.size())) : ranked;
            TablePoints[] tp = new TablePoints[sessions];
            int[] mp = new int[sessions];
            for (int s = 0; s < sessions; s++) {
                List<SessionCell> cells = new ArrayList<>();
                for (StandingRow r : counted) {
                    SessionCell c = r.sessions().get(s);
                    if (c.played()) {
                        cells.add(c);
                    }
                }
                if (rule.scoring() == TeamScoring.BEST_K_PER_SESSION) {
                    cells.sort(Comparator.comparing(c -> new Ranking.Totals(c.tablePoints(), c.matchPoints()),
                            better));
                    cells = cells.subList(0, Math.min(rule.k(), cells.size()));
                }
                for (SessionCell c : cells) {
                    tp[s] = tp[s] == null ? c.tablePoints() : tp[s].plus(c.tablePoints());
                    mp[s] = Math.addExact(mp[s], c.matchPoints());
                }
            }
            groups.add(new Group<>(e.getKey(), e.getValue().stream().map(StandingRow::playerId).toList(),
                    counted.stream().map(StandingRow::playerId).toList(), Ranking.cells(tp, mp)));
        }
        // A stable sort keeps the keys' order among equal groups.
        groups.sort(Comparator.comparing(Group::totals, better));
        int[] places = new int[groups.size()];
        boolean[] tied = new boolean[groups.size()];
        Ranking.places(groups, Group::totals, places, tied);
        placesOut[0] = places;
        placesOut[1] = new int[groups.size()];
        for (int i = 0; i < groups.size(); i++) {
            placesOut[1][i] = tied[i] ? 1 : 0;
        }
        return groups;
    }

    /** The team standings by the rule, from the players' teams. */
    static List<TeamRow> teams(Standings standings, TeamRule rule) {
        int[][] places = new int[2][];
        List<Group<Long>> groups = rank(standings, rule, StandingRow::teamId, places);
        List<TeamRow> out = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            Group<Long> g = groups.get(i);
            List<Long> members = new ArrayList<>(g.members());
            members.sort(null);
            Ranking.Totals t = g.totals();
            out.add(new TeamRow(g.key(), members, places[0][i], places[1][i] == 1, t.tablePoints(), t.matchPoints(),
                    g.cells()));
        }
        return out;
    }

    /** The nation ranking by the rule, from each player's country (blank: in no nation). */
    static List<NationRow> nations(Standings standings, TeamRule rule, Map<Long, String> countries) {
        Map<Long, String> clean = new LinkedHashMap<>();
        countries.forEach((id, c) -> {
            if (c != null && !c.isBlank()) {
                clean.put(id, c.strip());
            }
        });
        int[][] places = new int[2][];
        List<Group<String>> groups = rank(standings, rule, r -> clean.get(r.playerId()), places);
        List<NationRow> out = new ArrayList<>();
        for (int i = 0; i < groups.size(); i++) {
            Group<String> g = groups.get(i);
            Ranking.Totals t = g.totals();
            out.add(new NationRow(g.key(), g.members(), g.counted(), places[0][i], places[1][i] == 1,
                    t.tablePoints(), t.matchPoints(), g.cells()));
        }
        return out;
    }
}
