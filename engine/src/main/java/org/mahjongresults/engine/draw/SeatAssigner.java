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
        int sessions = schedule.length;
        int tables = n / 4;
        int blocks = (sessions + 3) / 4;
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
        int[] path = new int[edges];
        for (int edge = 0; edge < edges; edge++) {
            int u = edgeLeft[edge];
            int v = edgeRight[edge];
            int a = freeColour(atLeft, u);
            int b = freeColour(atRight, v);
            if (atRight[v * 4 + a] != -1) {
                // Swap a and b along the path from v that alternates a, b, a, ...; it cannot reach u, where a is
                // free, so afterwards a is free at both ends.
                int length = 0;
                int vertex = v;
                boolean onRight = true;
                int want = a;
                while (true) {
                    int next = onRight ? atRight[vertex * 4 + want] : atLeft[vertex * 4 + want];
                    if (next == -1) {
                        break;
                    }
                    path[length++] = next;
                    vertex = onRight ? edgeLeft[next] : edgeRight[next];
                    onRight = !onRight;
                    want = want == a ? b : a;
                }
                for (int i = 0; i < length; i++) {
                    int f = path[i];
                    atLeft[edgeLeft[f] * 4 + colour[f]] = -1;
                    atRight[edgeRight[f] * 4 + colour[f]] = -1;
                }
                for (int i = 0; i < length; i++) {
                    int f = path[i];
                    colour[f] = colour[f] == a ? b : a;
                    atLeft[edgeLeft[f] * 4 + colour[f]] = f;
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

    private static int freeColour(int[] at, int vertex) {
        for (int c = 0; c < 4; c++) {
            if (at[vertex * 4 + c] == -1) {
                return c;
            }
        }
        throw new IllegalStateException("vertex of degree above four");
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
                            score += c * c;
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
    }
}
