package org.mahjongresults.engine.knockout;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/**
 * The tables of each knockout round. Round 1 is the draw engine's seeded draw of one session for the whole field
 * (teammates apart whenever possible, compatriots too when asked). A later round seats the advancers so that as
 * few pairs as possible meet again (our rule: two players who already shared a table in an earlier round are
 * separated when the field allows it; then teammates, then compatriots when asked). The search is seeded, so the
 * same seed gives the same tables; seats E, S, W, N are shuffled with the same seed.
 */
public final class KnockoutDraw {

    /** Costs of a pair at one table: a repeat meeting outweighs teammates, which outweigh compatriots. */
    static final long REPEAT = 1_000_000L;
    static final long TEAM = 1_000L;
    static final long COUNTRY = 1L;
    /** Fresh starts of the local search; each is a full descent, so small fields are searched many times over. */
    static final int RESTARTS = 40;

    private KnockoutDraw() {
    }

    /**
     * Round 1 for the whole field.
     *
     * @throws IllegalArgumentException when the field does not fill tables of four
     */
    public static Session firstRound(List<DrawPlayer> field, long seed, DrawOptions options) {
        DrawOutcome outcome = DrawEngine.draw(field, 1, seed, options);
        if (outcome instanceof DrawOutcome.SubstitutesNeeded needed) {
            throw new IllegalArgumentException(needed.message());
        }
        return ((DrawOutcome.Drawn) outcome).draw().session(1);
    }

    /**
     * Round {@code number} for the advancers of the round before it.
     *
     * @param earlier   the rounds played so far (their meetings are the ones not to repeat)
     * @param advancers the players of the new round (a multiple of four)
     */
    public static Session nextRound(int number, Draw earlier, List<DrawPlayer> advancers, long seed,
                                    DrawOptions options) {
        int n = advancers.size();
        if (n < 4 || n % 4 != 0) {
            throw new IllegalArgumentException(n + " advancers do not fill tables of four");
        }
        long[] cost = pairCosts(earlier, advancers, options);
        SplittableRandom random = new SplittableRandom(seed);
        int[] best = null;
        long bestCost = Long.MAX_VALUE;
        for (int attempt = 0; attempt < RESTARTS && bestCost > 0; attempt++) {
            int[] order = shuffled(n, random);
            long c = descend(order, cost, n);
            if (c < bestCost) {
                bestCost = c;
                best = order;
            }
        }
        List<Table> tables = new ArrayList<>();
        for (int t = 0; t < n / 4; t++) {
            int[] seats = shuffled(4, random);
            List<Integer> players = new ArrayList<>(4);
            for (int s = 0; s < 4; s++) {
                players.add(advancers.get(best[4 * t + seats[s]]).id());
            }
            tables.add(new Table(t + 1, players));
        }
        return new Session(number, tables);
    }

    /** The number of pairs at a table of {@code next} who already shared a table in {@code earlier}. */
    public static int repeatMeetings(Draw earlier, Session next) {
        int repeats = 0;
        for (Table t : next.tables()) {
            for (int i = 0; i < 4; i++) {
                for (int j = i + 1; j < 4; j++) {
                    if (met(earlier, t.players().get(i), t.players().get(j))) {
                        repeats++;
                    }
                }
            }
        }
        return repeats;
    }

    /** The least possible number of repeat meetings is not known in general; this says whether a pair met. */
    public static boolean met(Draw earlier, int a, int b) {
        for (Session s : earlier.sessions()) {
            var table = s.tableOf(a);
            if (table.isPresent() && table.get().seats(b)) {
                return true;
            }
        }
        return false;
    }

    private static long[] pairCosts(Draw earlier, List<DrawPlayer> players, DrawOptions options) {
        int n = players.size();
        Map<Integer, Integer> index = new HashMap<>();
        for (int i = 0; i < n; i++) {
            if (index.put(players.get(i).id(), i) != null) {
                throw new IllegalArgumentException("entry number " + players.get(i).id() + " is listed twice");
            }
        }
        long[] cost = new long[n * n];
        for (Session s : earlier.sessions()) {
            for (Table t : s.tables()) {
                for (int a : t.players()) {
                    for (int b : t.players()) {
                        Integer ia = index.get(a);
                        Integer ib = index.get(b);
                        if (a != b && ia != null && ib != null) {
                            cost[ia * n + ib] += REPEAT;
                        }
                    }
                }
            }
        }
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (a == b) {
                    continue;
                }
                if (players.get(a).isTeammateOf(players.get(b))) {
                    cost[a * n + b] += TEAM;
                }
                if (options.keepCountriesApart() && players.get(a).isCompatriotOf(players.get(b))) {
                    cost[a * n + b] += COUNTRY;
                }
            }
        }
        return cost;
    }

    /** Swaps players between tables while that lowers the cost; returns the cost reached. */
    private static long descend(int[] order, long[] cost, int n) {
        boolean improved = true;
        while (improved) {
            improved = false;
            for (int i = 0; i < n; i++) {
                for (int j = (i / 4 + 1) * 4; j < n; j++) {
                    long before = tableCost(order, i / 4, cost, n) + tableCost(order, j / 4, cost, n);
                    swap(order, i, j);
                    long after = tableCost(order, i / 4, cost, n) + tableCost(order, j / 4, cost, n);
                    if (after < before) {
                        improved = true;
                    } else {
                        swap(order, i, j);
                    }
                }
            }
        }
        long total = 0;
        for (int t = 0; t < n / 4; t++) {
            total += tableCost(order, t, cost, n);
        }
        return total;
    }

    private static long tableCost(int[] order, int table, long[] cost, int n) {
        long c = 0;
        for (int i = 4 * table; i < 4 * table + 4; i++) {
            for (int j = i + 1; j < 4 * table + 4; j++) {
                c += cost[order[i] * n + order[j]];
            }
        }
        return c;
    }

    private static int[] shuffled(int n, SplittableRandom random) {
        int[] a = new int[n];
        for (int i = 0; i < n; i++) {
            a[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            swap(a, i, random.nextInt(i + 1));
        }
        return a;
    }

    private static void swap(int[] a, int i, int j) {
        int x = a[i];
        a[i] = a[j];
        a[j] = x;
    }
}
