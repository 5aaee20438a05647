package org.mahjongresults.engine.draw;

import java.util.SplittableRandom;

/**
 * The table-assignment search: who sits with whom in each session still to be drawn. Players are the indices
 * 0..n−1. Sessions already played are given only as the meetings they caused.
 *
 * <p>The cost of a schedule is a sum over pairs of players of a penalty depending on how often they meet:
 * teammates pay a very heavy price per meeting, every meeting beyond the first costs {@link #REPEAT}, a small
 * convex term spreads unavoidable repeats over many pairs (so no pair meets three times while another could
 * take the second meeting), and compatriots pay a light price when countries are to be kept apart.
 *
 * <p>The method follows the tabu search for the social golfer problem of Dotú and Van Hentenryck, with a
 * greedy, conflict-avoiding start as in Triska and Musliu: repeatedly take a player who sits in a conflict (a
 * table holding a pair that meets too often or that should not meet) and exchange him, within the same session,
 * with the player anywhere else whose exchange lowers the cost the most, forbidding for a few steps the move that
 * would undo it. When no progress is made for a while the best schedule is restored and shaken by random
 * exchanges. Between rounds of tabu search a large-neighbourhood step redraws one session at a time, all others
 * held fixed, by a depth-first search for a cheaper partition into tables (fields up to 100 players). The search
 * ends at the target, after a fixed number of move evaluations, or after four rounds without a better schedule.
 * All randomness comes from the seed, so the result depends on the seed alone, never on the clock.
 */
final class MeetingSearch {

    static final long TEAM = 1_000_000L;
    static final long REPEAT = 1_000L;
    static final long SPREAD = 1L;
    static final long COUNTRY = 30L;

    private final int n;
    private final int tables;
    private final int sessions;
    private final int[] team;
    private final int[] country;
    private final int[] meet;
    /** {@code seat[s][position]}: the player at a position; table t holds positions 4t..4t+3. */
    private final int[][] seat;
    /** {@code where[s][player]}: the position of the player in session s. */
    private final int[][] where;
    private final SplittableRandom random;

    private long cost;
    private long repeats;
    private long teamMeetings;
    private long countryMeetings;

    MeetingSearch(int n, int sessions, int[] team, int[] country, int[] earlierMeetings, SplittableRandom random) {
        this.n = n;
        this.tables = n / 4;
        this.sessions = sessions;
        this.team = team;
        this.country = country;
        this.meet = earlierMeetings.clone();
        this.seat = new int[sessions][n];
        this.where = new int[sessions][n];
        this.random = random;
    }

    /** The schedule found: {@code [session][position]}. */
    int[][] schedule() {
        int[][] copy = new int[sessions][];
        for (int s = 0; s < sessions; s++) {
            copy[s] = seat[s].clone();
        }
        return copy;
    }

    long repeats() {
        return repeats;
    }

    long teamMeetings() {
        return teamMeetings;
    }

    private long pairCost(int a, int b, int c) {
        long v = 0;
        if (c > 1) {
            v += REPEAT * (c - 1) + SPREAD * ((long) (c - 1) * (c - 2) / 2);
        }
        if (team[a] >= 0 && team[a] == team[b]) {
            v += TEAM * c;
        }
        if (country[a] >= 0 && country[a] == country[b]) {
            v += COUNTRY * c;
        }
        return v;
    }

    private boolean conflicted(int a, int b) {
        return meet[a * n + b] > 1
                || (team[a] >= 0 && team[a] == team[b])
                || (country[a] >= 0 && country[a] == country[b]);
    }

    private void totals() {
        cost = 0;
        repeats = 0;
        teamMeetings = 0;
        countryMeetings = 0;
        for (int a = 0; a < n; a++) {
            for (int b = a + 1; b < n; b++) {
                int c = meet[a * n + b];
                if (c == 0) {
                    continue;
                }
                cost += pairCost(a, b, c);
                repeats += c - 1;
                if (team[a] >= 0 && team[a] == team[b]) {
                    teamMeetings += c;
                }
                if (country[a] >= 0 && country[a] == country[b]) {
                    countryMeetings += c;
                }
            }
        }
    }

    private void changeMeeting(int a, int b, int by) {
        int c = meet[a * n + b];
        int next = c + by;
        cost += pairCost(a, b, next) - pairCost(a, b, c);
        repeats += Math.max(0, next - 1) - Math.max(0, c - 1);
        if (team[a] >= 0 && team[a] == team[b]) {
            teamMeetings += by;
        }
        if (country[a] >= 0 && country[a] == country[b]) {
            countryMeetings += by;
        }
        meet[a * n + b] = next;
        meet[b * n + a] = next;
    }

    /** Sets the given sessions' schedules (from a construction); the rest are built greedily. */
    void start(int[][] given) {
        int from = 0;
        if (given != null) {
            for (int s = 0; s < Math.min(given.length, sessions); s++) {
                place(s, given[s]);
            }
            from = Math.min(given.length, sessions);
        }
        for (int s = from; s < sessions; s++) {
            place(s, greedySession());
        }
        totals();
    }

    private void place(int s, int[] order) {
        System.arraycopy(order, 0, seat[s], 0, n);
        for (int i = 0; i < n; i++) {
            where[s][order[i]] = i;
        }
        for (int t = 0; t < tables; t++) {
            for (int i = 0; i < 4; i++) {
                for (int j = i + 1; j < 4; j++) {
                    int a = order[4 * t + i];
                    int b = order[4 * t + j];
                    meet[a * n + b]++;
                    meet[b * n + a]++;
                }
            }
        }
    }

    /** One session built table by table, each time adding the unseated player who adds the least cost. */
    private int[] greedySession() {
        int[] free = new int[n];
        for (int i = 0; i < n; i++) {
            free[i] = i;
        }
        shuffle(free, n);
        int left = n;
        int[] order = new int[n];
        int[] chosen = new int[4];
        for (int t = 0; t < tables; t++) {
            chosen[0] = free[left - 1];
            left--;
            for (int k = 1; k < 4; k++) {
                long bestCost = Long.MAX_VALUE;
                int bestIndex = -1;
                int ties = 0;
                for (int i = 0; i < left; i++) {
                    int p = free[i];
                    long add = 0;
                    for (int j = 0; j < k; j++) {
                        int q = chosen[j];
                        int c = meet[p * n + q];
                        add += pairCost(p, q, c + 1) - pairCost(p, q, c);
                    }
                    if (add < bestCost) {
                        bestCost = add;
                        bestIndex = i;
                        ties = 1;
                    } else if (add == bestCost && random.nextInt(++ties) == 0) {
                        bestIndex = i;
                    }
                }
                chosen[k] = free[bestIndex];
                free[bestIndex] = free[left - 1];
                left--;
            }
            System.arraycopy(chosen, 0, order, 4 * t, 4);
        }
        return order;
    }

    private void shuffle(int[] a, int length) {
        for (int i = length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int x = a[i];
            a[i] = a[j];
            a[j] = x;
        }
    }

    /**
     * Runs the search until the schedule reaches {@code targetRepeats} with no teammate or compatriot meeting,
     * or until {@code budget} move evaluations have been spent; leaves the best schedule found.
     */
    void improve(long targetRepeats, long budget) {
        if (tables < 2) {
            // One table: every session seats the same four, nothing to exchange.
            return;
        }
        long spent = 0;
        long chunk = Math.max(2_000_000L, budget / 20);
        long bestSeen = cost;
        int stale = 0;
        while (spent < budget && !done(targetRepeats) && stale < STALE_CHUNKS) {
            spent += tabuSearch(targetRepeats, Math.min(chunk, budget - spent));
            if (n <= RESOLVE_LIMIT) {
                boolean improved = true;
                while (improved && spent < budget && !done(targetRepeats)) {
                    improved = false;
                    int[] order = shuffledSessions();
                    for (int s : order) {
                        long before = cost;
                        spent += resolveSession(s, RESOLVE_NODES);
                        if (cost < before) {
                            improved = true;
                        }
                        if (done(targetRepeats)) {
                            break;
                        }
                    }
                }
            }
            if (cost < bestSeen) {
                bestSeen = cost;
                stale = 0;
            } else {
                stale++;
            }
        }
    }

    /** Rounds of search without a better schedule after which the search gives up before its budget. */
    private static final int STALE_CHUNKS = 4;

    private static final int RESOLVE_LIMIT = 100;
    private static final long RESOLVE_NODES = 20_000L;

    private int[] shuffledSessions() {
        int[] order = new int[sessions];
        for (int i = 0; i < sessions; i++) {
            order[i] = i;
        }
        shuffle(order, sessions);
        return order;
    }

    /**
     * Large-neighbourhood step: redraws session {@code s} alone, all other sessions held fixed, by a depth-first
     * search over tables that keeps only partitions strictly cheaper than the present one. The search always
     * extends the player with the fewest free partners left, so in tight fields it is a near-exact repair.
     * Returns the work spent.
     */
    private long resolveSession(int s, long nodeLimit) {
        int[] row = seat[s];
        long current = 0;
        for (int t = 0; t < tables; t++) {
            for (int i = 0; i < 4; i++) {
                for (int j = i + 1; j < 4; j++) {
                    int a = row[4 * t + i];
                    int b = row[4 * t + j];
                    meet[a * n + b]--;
                    meet[b * n + a]--;
                }
            }
        }
        long[] inc = new long[n * n];
        for (int a = 0; a < n; a++) {
            for (int b = 0; b < n; b++) {
                if (a != b) {
                    int c = meet[a * n + b];
                    inc[a * n + b] = pairCost(a, b, c + 1) - pairCost(a, b, c);
                }
            }
        }
        for (int t = 0; t < tables; t++) {
            for (int i = 0; i < 4; i++) {
                for (int j = i + 1; j < 4; j++) {
                    current += inc[row[4 * t + i] * n + row[4 * t + j]];
                }
            }
        }
        long work = (long) n * n;
        if (current > 0) {
            Resolver resolver = new Resolver(inc, nodeLimit);
            int[] found = resolver.solve(current);
            work += resolver.nodes * n;
            if (found != null) {
                row = found;
            }
        }
        place(s, row);
        totals();
        return work;
    }

    /** Depth-first search for a partition of the players into tables of cost below a bound. */
    private final class Resolver {
        private final long[] inc;
        private final long nodeLimit;
        private final boolean[] placed = new boolean[n];
        private final int[] freeDegree = new int[n];
        private final int[] order = new int[n];
        private int[] result;
        long nodes;

        Resolver(long[] inc, long nodeLimit) {
            this.inc = inc;
            this.nodeLimit = nodeLimit;
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (a != b && inc[a * n + b] == 0) {
                        freeDegree[a]++;
                    }
                }
            }
        }

        int[] solve(long currentCost) {
            search(0, currentCost);
            return result;
        }

        /** Places tables from position {@code filled}; {@code budget} is what they may cost, exclusive. */
        private boolean search(int filled, long budget) {
            if (filled == n) {
                result = order.clone();
                return true;
            }
            if (++nodes > nodeLimit) {
                return false;
            }
            int v = -1;
            int fewest = Integer.MAX_VALUE;
            for (int a = 0; a < n; a++) {
                if (!placed[a] && freeDegree[a] < fewest) {
                    fewest = freeDegree[a];
                    v = a;
                }
            }
            int[] candidates = new int[n - filled - 1];
            int m = 0;
            for (int a = 0; a < n; a++) {
                if (!placed[a] && a != v && inc[v * n + a] < budget) {
                    candidates[m++] = a;
                }
            }
            sortByCost(candidates, m, v);
            placed[v] = true;
            for (int i = 0; i < m; i++) {
                int x = candidates[i];
                long cx = inc[v * n + x];
                if (cx >= budget) {
                    break;
                }
                for (int j = i + 1; j < m; j++) {
                    int y = candidates[j];
                    long cy = cx + inc[v * n + y] + inc[x * n + y];
                    if (cy >= budget) {
                        continue;
                    }
                    for (int k = j + 1; k < m; k++) {
                        int z = candidates[k];
                        long cz = cy + inc[v * n + z] + inc[x * n + z] + inc[y * n + z];
                        if (cz >= budget) {
                            continue;
                        }
                        order[filled] = v;
                        order[filled + 1] = x;
                        order[filled + 2] = y;
                        order[filled + 3] = z;
                        take(x, y, z, v);
                        boolean ok = search(filled + 4, budget - cz);
                        release(x, y, z, v);
                        if (ok) {
                            placed[v] = false;
                            return true;
                        }
                        if (nodes > nodeLimit) {
                            placed[v] = false;
                            return false;
                        }
                    }
                }
            }
            placed[v] = false;
            return false;
        }

        private void take(int x, int y, int z, int v) {
            placed[x] = true;
            placed[y] = true;
            placed[z] = true;
            adjust(v, -1);
            adjust(x, -1);
            adjust(y, -1);
            adjust(z, -1);
        }

        private void release(int x, int y, int z, int v) {
            adjust(v, +1);
            adjust(x, +1);
            adjust(y, +1);
            adjust(z, +1);
            placed[x] = false;
            placed[y] = false;
            placed[z] = false;
        }

        private void adjust(int a, int by) {
            for (int b = 0; b < n; b++) {
                if (b != a && inc[a * n + b] == 0) {
                    freeDegree[b] += by;
                }
            }
        }

        private void sortByCost(int[] a, int m, int v) {
            for (int i = 1; i < m; i++) {
                int x = a[i];
                long key = inc[v * n + x];
                int j = i - 1;
                while (j >= 0 && inc[v * n + a[j]] > key) {
                    a[j + 1] = a[j];
                    j--;
                }
                a[j + 1] = x;
            }
        }
    }

    private long tabuSearch(long targetRepeats, long budget) {
        if (done(targetRepeats)) {
            return 0;
        }
        long bestCost = cost;
        int[][] best = schedule();
        int[] tabu = new int[sessions * n * tables];
        int[] candidates = new int[sessions * n];
        long work = 0;
        long iteration = 0;
        long lastImprovement = 0;
        long stagnationLimit = 300L + 20L * n;
        while (work < budget) {
            iteration++;
            int count = 0;
            for (int s = 0; s < sessions; s++) {
                int[] row = seat[s];
                for (int t = 0; t < tables; t++) {
                    int base = 4 * t;
                    for (int i = 0; i < 4; i++) {
                        int a = row[base + i];
                        for (int j = 0; j < 4; j++) {
                            if (j != i && conflicted(a, row[base + j])) {
                                candidates[count++] = s * n + a;
                                break;
                            }
                        }
                    }
                }
            }
            work += (long) sessions * n;
            if (count == 0) {
                break;
            }
            int samples = Math.min(count, Math.max(1, 4096 / n));
            long bestDelta = Long.MAX_VALUE;
            int moveS = -1;
            int moveP = -1;
            int moveQ = -1;
            int ties = 0;
            for (int sample = 0; sample < samples; sample++) {
                int pick = samples == count ? sample : random.nextInt(count);
                int s = candidates[pick] / n;
                int p = candidates[pick] % n;
                int[] row = seat[s];
                int posP = where[s][p];
                int tableP = posP / 4;
                int baseP = 4 * tableP;
                long leaveP = 0;
                for (int i = 0; i < 4; i++) {
                    int x = row[baseP + i];
                    if (x != p) {
                        int c = meet[p * n + x];
                        leaveP += pairCost(p, x, c - 1) - pairCost(p, x, c);
                    }
                }
                for (int posQ = 0; posQ < n; posQ++) {
                    int tableQ = posQ / 4;
                    if (tableQ == tableP) {
                        continue;
                    }
                    int q = row[posQ];
                    int baseQ = 4 * tableQ;
                    long delta = leaveP;
                    for (int i = 0; i < 4; i++) {
                        int y = row[baseQ + i];
                        if (y != q) {
                            int cq = meet[q * n + y];
                            int cp = meet[p * n + y];
                            delta += pairCost(q, y, cq - 1) - pairCost(q, y, cq)
                                    + pairCost(p, y, cp + 1) - pairCost(p, y, cp);
                        }
                        int x = row[baseP + i];
                        if (x != p) {
                            int c = meet[q * n + x];
                            delta += pairCost(q, x, c + 1) - pairCost(q, x, c);
                        }
                    }
                    boolean isTabu = tabu[(s * n + p) * tables + tableQ] > iteration
                            || tabu[(s * n + q) * tables + tableP] > iteration;
                    if (isTabu && cost + delta >= bestCost) {
                        continue;
                    }
                    if (delta < bestDelta) {
                        bestDelta = delta;
                        moveS = s;
                        moveP = p;
                        moveQ = q;
                        ties = 1;
                    } else if (delta == bestDelta && random.nextInt(++ties) == 0) {
                        moveS = s;
                        moveP = p;
                        moveQ = q;
                    }
                }
                work += n;
            }
            if (moveS < 0) {
                continue;
            }
            int tableFrom = where[moveS][moveP] / 4;
            int tableTo = where[moveS][moveQ] / 4;
            swap(moveS, moveP, moveQ);
            int tenure = 3 + random.nextInt(Math.max(2, tables));
            tabu[(moveS * n + moveP) * tables + tableFrom] = (int) Math.min(Integer.MAX_VALUE, iteration + tenure);
            tabu[(moveS * n + moveQ) * tables + tableTo] = (int) Math.min(Integer.MAX_VALUE, iteration + tenure);
            if (cost < bestCost) {
                bestCost = cost;
                best = schedule();
                lastImprovement = iteration;
                if (done(targetRepeats)) {
                    return work;
                }
            } else if (iteration - lastImprovement > stagnationLimit) {
                restore(best);
                java.util.Arrays.fill(tabu, 0);
                int kicks = 1 + random.nextInt(Math.max(1, count / 4 + 2));
                for (int k = 0; k < kicks; k++) {
                    int pick = candidates[random.nextInt(count)];
                    int s = pick / n;
                    int p = pick % n;
                    int q = random.nextInt(n);
                    if (where[s][q] / 4 != where[s][p] / 4) {
                        swap(s, p, q);
                    }
                }
                lastImprovement = iteration;
            }
        }
        restore(best);
        return work;
    }

    private boolean done(long targetRepeats) {
        return repeats <= targetRepeats && teamMeetings == 0 && countryMeetings == 0;
    }

    private void restore(int[][] schedule) {
        for (int s = 0; s < sessions; s++) {
            for (int t = 0; t < tables; t++) {
                for (int i = 0; i < 4; i++) {
                    for (int j = i + 1; j < 4; j++) {
                        int a = seat[s][4 * t + i];
                        int b = seat[s][4 * t + j];
                        meet[a * n + b]--;
                        meet[b * n + a]--;
                    }
                }
            }
        }
        for (int s = 0; s < sessions; s++) {
            place(s, schedule[s]);
        }
        totals();
    }

    private void swap(int s, int p, int q) {
        int[] row = seat[s];
        int posP = where[s][p];
        int posQ = where[s][q];
        int baseP = 4 * (posP / 4);
        int baseQ = 4 * (posQ / 4);
        for (int i = 0; i < 4; i++) {
            int x = row[baseP + i];
            if (x != p) {
                changeMeeting(p, x, -1);
                changeMeeting(q, x, +1);
            }
            int y = row[baseQ + i];
            if (y != q) {
                changeMeeting(q, y, -1);
                changeMeeting(p, y, +1);
            }
        }
        row[posP] = q;
        row[posQ] = p;
        where[s][q] = posP;
        where[s][p] = posQ;
    }
}
