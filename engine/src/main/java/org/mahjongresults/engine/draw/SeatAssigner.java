package org.mahjongresults.engine.draw;

import java.util.Arrays;

/**
 * Gives every player at every table a starting seat so that over the sessions each player starts in each seat
 * ⌊K/4⌋ or ⌈K/4⌉ times.
 *
 * <p>Seen as a graph, players and session tables are the two sides and each (player, table) seating is an edge;
 * the seats are four colours, and a table needs its four edges in four different colours. Cutting each player's
 * sessions into consecutive blocks of four and colouring the resulting bipartite graph of maximum degree four
 * properly (König: four colours suffice, found by swapping colours along alternating paths) gives each block of
 * four sessions all four seats, hence the balance. Seats already taken in played sessions are then evened out by
 * re-seating single tables where that lowers the imbalance.
 */
final class SeatAssigner {

    private SeatAssigner() {
    }

    /**
     * Reorders each table of {@code schedule} (in place) so that position 4t+c holds the player starting in seat c.
     *
     * @param earlierSeats seats each player already had in played sessions, {@code [player][seat]}
     */
    static void assign(int[][] schedule, int n, int[][] earlierSeats) {
        int[][] asDrawn = new int[schedule.length][];
        for (int s = 0; s < schedule.length; s++) {
            asDrawn[s] = schedule[s].clone();
        }
        try {
            colour(schedule, n, earlierSeats, true);
        } catch (NoAlternatingPath e) {
            // The seats taken in played sessions left no proper colouring by swaps (an alternating path came back on
            // itself: seen in the route fuzz on a redraw after the field and the sessions changed). Colour the new
            // sessions without holding those seats (König always succeeds then) and let the balancing by single
            // tables even the seats out with the history.
            for (int s = 0; s < schedule.length; s++) {
                System.arraycopy(asDrawn[s], 0, schedule[s], 0, asDrawn[s].length);
            }
            colour(schedule, n, earlierSeats, false);
        }
    }

    /** An alternating path longer than the edges there are: it runs in a cycle, so swapping along it cannot work. */
    private static final class NoAlternatingPath extends RuntimeException {
        NoAlternatingPath() {
            super(null, null, false, false);
        }
    }

    private static void colour(int[][] schedule, int n, int[][] earlierSeats, boolean holdTakenSeats) {
        int sessions = schedule.length;
        int tables = n / 4;
        int blocks = (sessions + 3) / 4 + 1;
        int leftCount = n * blocks;
        int rightCount = sessions * tables;
        int edges = sessions * n;
        int[] edgeLeft = new int[edges];
        int[] edgeRight = new int[edges];
        int[] colour = new int[edges];
        Arrays.fill(colour, -1);
        int[] atLeft = new int[leftCount * 4];
        int[] atRight = new int[rightCount * 4];
        Arrays.fill(atLeft, -1);
        Arrays.fill(atRight, -1);
        int[] seen = new int[n];
        if (earlierSeats != null) {
            // Blocks of four count from the first session of the event: the seats of the played sessions in the
            // block that is under way are taken, so the new sessions complete it with the others.
            for (int p = 0; p < n; p++) {
                int played = earlierSeats[p][0] + earlierSeats[p][1] + earlierSeats[p][2] + earlierSeats[p][3];
                seen[p] = played % 4;
                int[] taken = recentSeats(earlierSeats[p], played % 4);
                for (int c = 0; c < 4 && holdTakenSeats; c++) {
                    if (taken[c] > 0) {
                        atLeft[(p * blocks) * 4 + c] = TAKEN;
                    }
                }
            }
        }
        int e = 0;
        for (int s = 0; s < sessions; s++) {
            for (int position = 0; position < n; position++) {
                int player = schedule[s][position];
                edgeLeft[e] = player * blocks + seen[player] / 4;
                edgeRight[e] = s * tables + position / 4;
                seen[player]++;
                e++;
            }
        }
        int[] path = new int[edges + 1];
        for (int edge = 0; edge < edges; edge++) {
            int u = edgeLeft[edge];
            int v = edgeRight[edge];
            int a = -1;
            int b = -1;
            // Any seat free at the player's block and any free at the table will do; prefer a pair whose
            // alternating path does not end on a seat taken in a played session.
            search:
            for (int ca = 0; ca < 4; ca++) {
                if (atLeft[u * 4 + ca] != -1) {
                    continue;
                }
                for (int cb = 0; cb < 4; cb++) {
                    if (atRight[v * 4 + cb] != -1) {
                        continue;
                    }
                    int found = alternatingPath(v, ca, cb, atLeft, atRight, edgeLeft, edgeRight, path);
                    if (found >= 0 || a < 0) {
                        a = ca;
                        b = cb;
                        if (found >= 0) {
                            break search;
                        }
                    }
                }
            }
            if (a < 0) {
                // Only when played sessions left no seat free in this block: any seat the table has left.
                a = freeColour(atRight, v);
                b = a;
            }
            if (a != b && atRight[v * 4 + a] != -1) {
                int r = alternatingPath(v, a, b, atLeft, atRight, edgeLeft, edgeRight, path);
                int length = r >= 0 ? r : -r - 1;
                // Swap a and b along the path from v that alternates a, b, a, ...; it cannot reach u, where a is
                // free, so afterwards a is free at both ends.
                for (int i = 0; i < length; i++) {
                    int f = path[i];
                    if (atLeft[edgeLeft[f] * 4 + colour[f]] == f) {
                        atLeft[edgeLeft[f] * 4 + colour[f]] = -1;
                    }
                    atRight[edgeRight[f] * 4 + colour[f]] = -1;
                }
                for (int i = 0; i < length; i++) {
                    int f = path[i];
                    colour[f] = colour[f] == a ? b : a;
                    if (atLeft[edgeLeft[f] * 4 + colour[f]] == -1) {
                        atLeft[edgeLeft[f] * 4 + colour[f]] = f;
                    }
                    atRight[edgeRight[f] * 4 + colour[f]] = f;
                }
            }
            colour[edge] = a;
            atLeft[u * 4 + a] = edge;
            atRight[v * 4 + a] = edge;
        }
        e = 0;
        int[] seated = new int[4];
        for (int s = 0; s < sessions; s++) {
            int[] row = schedule[s];
            for (int t = 0; t < tables; t++) {
                for (int i = 0; i < 4; i++) {
                    seated[colour[e + i]] = row[4 * t + i];
                }
                System.arraycopy(seated, 0, row, 4 * t, 4);
                e += 4;
            }
        }
        if (earlierSeats != null) {
            balanceWithHistory(schedule, n, earlierSeats);
        }
    }

    private static final int TAKEN = -2;

    /**
     * Fills {@code path} with the edges of the path from right vertex v alternating colours a, b, a, … and
     * returns its length, negated minus one when the path ends at a player block where the next colour is a
     * seat taken in a played session (so flipping it would repeat that seat).
     */
    private static int alternatingPath(int v, int a, int b, int[] atLeft, int[] atRight, int[] edgeLeft,
            int[] edgeRight, int[] path) {
        int length = 0;
        int vertex = v;
        boolean onRight = true;
        int want = a;
        while (true) {
            int next = onRight ? atRight[vertex * 4 + want] : atLeft[vertex * 4 + want];
            if (next == TAKEN) {
                return -length - 1;
            }
            if (next < 0) {
                return length;
            }
            if (length == path.length) {
                throw new NoAlternatingPath();
            }
            path[length++] = next;
            vertex = onRight ? edgeLeft[next] : edgeRight[next];
            onRight = !onRight;
            want = want == a ? b : a;
        }
    }

    private static int freeColour(int[] at, int vertex) {
        for (int c = 0; c < 4; c++) {
            if (at[vertex * 4 + c] == -1) {
                return c;
            }
        }
        return -1;
    }

    /**
     * Which seats a player's last {@code count} played sessions used, as far as the totals tell: the seats above
     * the level of the completed blocks of four.
     */
    private static int[] recentSeats(int[] seats, int count) {
        int played = seats[0] + seats[1] + seats[2] + seats[3];
        int level = (played - count) / 4;
        int[] recent = new int[4];
        for (int c = 0; c < 4; c++) {
            recent[c] = Math.max(0, seats[c] - level);
        }
        return recent;
    }

    private static final int[][] PERMUTATIONS = permutations();

    private static int[][] permutations() {
        int[][] result = new int[24][];
        int k = 0;
        for (int a = 0; a < 4; a++) {
            for (int b = 0; b < 4; b++) {
                for (int c = 0; c < 4; c++) {
                    int d = 6 - a - b - c;
                    if (a != b && b != c && a != c && d != a && d != b && d != c) {
                        result[k++] = new int[] {a, b, c, d};
                    }
                }
            }
        }
        return result;
    }

    /**
     * Re-seats single tables of the new sessions, as long as that lowers the summed squares of every player's
     * seat counts over played and new sessions together.
     */
    private static void balanceWithHistory(int[][] schedule, int n, int[][] earlierSeats) {
        int[][] counts = new int[n][4];
        for (int p = 0; p < n; p++) {
            counts[p] = earlierSeats[p].clone();
        }
        for (int[] row : schedule) {
            for (int position = 0; position < n; position++) {
                counts[row[position]][position % 4]++;
            }
        }
        int[] total = new int[n];
        for (int p = 0; p < n; p++) {
            total[p] = counts[p][0] + counts[p][1] + counts[p][2] + counts[p][3];
        }
        boolean improved = true;
        int rounds = 0;
        while (improved && rounds++ < 50) {
            improved = false;
            for (int[] row : schedule) {
                for (int base = 0; base < n; base += 4) {
                    int[] players = {row[base], row[base + 1], row[base + 2], row[base + 3]};
                    for (int i = 0; i < 4; i++) {
                        counts[players[i]][i]--;
                    }
                    int bestScore = Integer.MAX_VALUE;
                    int[] bestPerm = PERMUTATIONS[0];
                    for (int[] perm : PERMUTATIONS) {
                        // perm[i] is the seat given to players[i]
                        int score = 0;
                        for (int i = 0; i < 4; i++) {
                            int c = counts[players[i]][perm[i]] + 1;
                            int high = (total[players[i]] + 3) / 4;
                            score += c * c + (c > high ? 100 * (c - high) : 0);
                        }
                        boolean current = perm[0] == 0 && perm[1] == 1 && perm[2] == 2;
                        if (score < bestScore || (score == bestScore && current)) {
                            bestScore = score;
                            bestPerm = perm;
                        }
                    }
                    boolean changed = !(bestPerm[0] == 0 && bestPerm[1] == 1 && bestPerm[2] == 2);
                    for (int i = 0; i < 4; i++) {
                        row[base + bestPerm[i]] = players[i];
                        counts[players[i]][bestPerm[i]]++;
                    }
                    improved |= changed;
                }
            }
        }
        repairViolations(schedule, n, counts, total);
    }

    /**
     * When re-seating single tables is stuck with players outside ⌊k/4⌋..⌈k/4⌉, a random walk over table
     * seatings that never accepts more violations than it has, and sometimes accepts as many, usually finds a
     * way out. Deterministic: its randomness has a fixed seed.
     */
    private static void repairViolations(int[][] schedule, int n, int[][] counts, int[] total) {
        int violations = 0;
        for (int p = 0; p < n; p++) {
            violations += violation(counts[p], total[p]);
        }
        java.util.SplittableRandom random = new java.util.SplittableRandom(4);
        int[] players = new int[4];
        for (int step = 0; step < 200_000 && violations > 0; step++) {
            int[] row = schedule[random.nextInt(schedule.length)];
            int base = 4 * random.nextInt(n / 4);
            int before = 0;
            for (int i = 0; i < 4; i++) {
                players[i] = row[base + i];
                before += violation(counts[players[i]], total[players[i]]);
            }
            if (before == 0 && random.nextInt(8) != 0) {
                continue;
            }
            int[] perm = PERMUTATIONS[random.nextInt(24)];
            for (int i = 0; i < 4; i++) {
                counts[players[i]][i]--;
                counts[players[i]][perm[i]]++;
            }
            int after = 0;
            for (int i = 0; i < 4; i++) {
                after += violation(counts[players[i]], total[players[i]]);
            }
            if (after < before || (after == before && random.nextInt(3) == 0)) {
                for (int i = 0; i < 4; i++) {
                    row[base + perm[i]] = players[i];
                }
                violations += after - before;
            } else {
                for (int i = 0; i < 4; i++) {
                    counts[players[i]][perm[i]]--;
                    counts[players[i]][i]++;
                }
            }
        }
    }

    private static int violation(int[] counts, int total) {
        int low = total / 4;
        int high = (total + 3) / 4;
        int v = 0;
        for (int c : counts) {
            v += Math.max(0, c - high) + Math.max(0, low - c);
        }
        return v;
    }
}
