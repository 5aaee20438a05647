package org.mahjongresults.engine.draw;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Seating by standings, common for the last sessions of an MCR event: the four leaders at table 1, the next four
 * at table 2, and so on. Repeat meetings are still avoided where a small change can do it: a player may exchange
 * places with a player of the next group (never further), when that lowers the number of earlier meetings at
 * the two tables or separates teammates.
 */
final class StandingsSeating {

    private StandingsSeating() {
    }

    static Session seat(Draw earlier, List<DrawPlayer> players, List<Integer> ranking, DrawOptions options) {
        DrawEngine.checkField(players);
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < ranking.size(); i++) {
            if (index.put(ranking.get(i), i) != null) {
                throw new IllegalArgumentException("entry number " + ranking.get(i) + " is ranked twice");
            }
        }
        Set<Integer> ids = new HashSet<>();
        for (DrawPlayer p : players) {
            ids.add(p.id());
        }
        if (!ids.equals(index.keySet())) {
            throw new IllegalArgumentException("the ranking must list exactly the players of the field");
        }
        int n = ranking.size();
        if (n % 4 != 0) {
            throw new IllegalArgumentException(new DrawOutcome.SubstitutesNeeded(n, 4 - n % 4).message());
        }
        Map<Integer, DrawPlayer> byId = new HashMap<>();
        for (DrawPlayer p : players) {
            byId.put(p.id(), p);
        }
        List<DrawPlayer> ranked = new ArrayList<>();
        for (int id : ranking) {
            ranked.add(byId.get(id));
        }
        int[] team = DrawEngine.codes(ranked, true);
        int[] country = DrawEngine.codes(ranked, false);
        int[] met = new int[n * n];
        int[][] seats = new int[n][4];
        DrawEngine.countPlayed(earlier, index, n, met, seats);
        long[] pairCost = new long[n * n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (a != b) {
                    long c = MeetingSearch.REPEAT * met[a * n + b];
                    if (team[a] >= 0 && team[a] == team[b]) {
                        c += MeetingSearch.TEAM;
                    }
                    if (options.keepCountriesApart() && country[a] >= 0 && country[a] == country[b]) {
                        c += MeetingSearch.COUNTRY;
                    }
                    pairCost[a * n + b] = c;
                }
            }
        }

        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        // A player may move only from his own group to a neighbouring one and back, never two groups away.
        boolean improved = true;
        while (improved) {
            improved = false;
            for (int g = 0; g + 1 < n / 4; g++) {
                long before = tableCost(order, g, pairCost, n) + tableCost(order, g + 1, pairCost, n);
                long best = before;
                int bestI = -1;
                int bestJ = -1;
                for (int i = 4 * g; i < 4 * g + 4; i++) {
                    for (int j = 4 * g + 4; j < 4 * g + 8; j++) {
                        if (!allowed(order[i], g + 1) || !allowed(order[j], g)) {
                            continue;
                        }
                        swap(order, i, j);
                        long after = tableCost(order, g, pairCost, n) + tableCost(order, g + 1, pairCost, n);
                        swap(order, i, j);
                        if (after < best) {
                            best = after;
                            bestI = i;
                            bestJ = j;
                        }
                    }
                }
                if (bestI >= 0) {
                    swap(order, bestI, bestJ);
                    improved = true;
                }
            }
        }
        int[][] schedule = {order};
        SeatAssigner.assign(schedule, n, seats);
        List<Table> tables = new ArrayList<>();
        for (int t = 0; t < n / 4; t++) {
            List<Integer> table = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                table.add(ranking.get(schedule[0][4 * t + i]));
            }
            tables.add(new Table(t + 1, table));
        }
        return new Session(earlier.sessions().size() + 1, tables);
    }

    /** Whether the player ranked {@code rank} (0-based) may sit in group {@code group}: his own or a neighbour. */
    private static boolean allowed(int rank, int group) {
        return Math.abs(rank / 4 - group) <= 1;
    }

    private static long tableCost(int[] order, int group, long[] pairCost, int n) {
        long c = 0;
        for (int i = 4 * group; i < 4 * group + 4; i++) {
            for (int j = i + 1; j < 4 * group + 4; j++) {
                c += pairCost[order[i] * n + order[j]];
            }
        }
        return c;
    }

    private static void swap(int[] a, int i, int j) {
        int x = a[i];
        a[i] = a[j];
        a[j] = x;
    }
}
