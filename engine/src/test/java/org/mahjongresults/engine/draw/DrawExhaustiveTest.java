package org.mahjongresults.engine.draw;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Small fields, every size from 4 to 32 players over 1 to 10 sessions: always a sound draw with balanced seats
 * and the fewest repeat meetings known; for the smallest fields the optimum is confirmed by trying every draw.
 */
class DrawExhaustiveTest {

    static Stream<Arguments> smallFields() {
        Stream.Builder<Arguments> cases = Stream.builder();
        for (int n = 4; n <= 32; n += 4) {
            for (int k = 1; k <= 10; k++) {
                cases.add(Arguments.of(n, k));
            }
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0} players over {1} sessions")
    @MethodSource("smallFields")
    void everySmallFieldGetsASoundBalancedDrawWithTheFewestRepeatsKnown(int players, int sessions) {
        List<DrawPlayer> field = Fields.of(players);
        DrawQuality quality = DrawChecker.check(Fields.drawn(field, sessions, 11).draw(), field);

        assertThat(quality.problems()).isEmpty();
        assertThat(quality.seatsBalanced()).isTrue();
        assertThat(quality.repeatMeetings()).isGreaterThanOrEqualTo(quality.lowerBound());
        assertThat(quality.lowerBound()).isEqualTo(DrawTargets.lowerBound(players, sessions));
        assertThat(quality.repeatMeetings()).isEqualTo(DrawTargets.bestKnown(players, sessions));
    }

    @Test
    void aTableOfFourMeetsItselfEverySessionSoEverySessionAfterTheFirstIsSixRepeats() {
        assertThat(DrawTargets.bestKnown(4, 7)).isEqualTo(36).isEqualTo(DrawTargets.lowerBound(4, 7));
    }

    static Stream<Arguments> bruteForceCases() {
        return Stream.of(Arguments.of(8, 2), Arguments.of(8, 3), Arguments.of(8, 4), Arguments.of(12, 2),
                Arguments.of(12, 3));
    }

    @ParameterizedTest(name = "{0} players over {1} sessions")
    @MethodSource("bruteForceCases")
    void tryingEveryDrawConfirmsTheOptimumForTheSmallestFields(int players, int sessions) {
        List<int[]> partitions = new ArrayList<>();
        partitions(new int[players], new boolean[players], 0, partitions);
        int[] counts = new int[players * players];
        long claimed = DrawTargets.bestKnown(players, sessions);
        // The first session can be fixed: relabelling the players turns any draw into one that starts so.
        // Searching for anything better than one above the claim finds the claim itself, and nothing below it.
        long optimum = search(partitions, 1, sessions, count(partitions.get(0), counts, +1), counts,
                claimed + 1, players);
        assertThat(optimum).isEqualTo(claimed);
    }

    /** Every way of splitting 0..n−1 into tables of four, each listed once. */
    private static void partitions(int[] current, boolean[] used, int filled, List<int[]> out) {
        int n = current.length;
        if (filled == n) {
            out.add(current.clone());
            return;
        }
        int first = 0;
        while (used[first]) {
            first++;
        }
        used[first] = true;
        current[filled] = first;
        for (int a = first + 1; a < n; a++) {
            if (used[a]) {
                continue;
            }
            used[a] = true;
            current[filled + 1] = a;
            for (int b = a + 1; b < n; b++) {
                if (used[b]) {
                    continue;
                }
                used[b] = true;
                current[filled + 2] = b;
                for (int c = b + 1; c < n; c++) {
                    if (!used[c]) {
                        used[c] = true;
                        current[filled + 3] = c;
                        partitions(current, used, filled + 4, out);
                        used[c] = false;
                    }
                }
                used[b] = false;
            }
            used[a] = false;
        }
        used[first] = false;
    }

    /** Adds (or removes) a session's meetings; returns how many of them were repeats. */
    private static long count(int[] session, int[] counts, int by) {
        int n = session.length;
        long repeats = 0;
        for (int t = 0; t < n; t += 4) {
            for (int i = 0; i < 4; i++) {
                for (int j = i + 1; j < 4; j++) {
                    int key = session[t + i] * n + session[t + j];
                    if (by > 0 && counts[key] > 0) {
                        repeats++;
                    }
                    counts[key] += by;
                }
            }
        }
        return repeats;
    }

    private static long search(List<int[]> partitions, int session, int sessions, long repeats, int[] counts,
            long best, int n) {
        if (repeats >= best) {
            return best;
        }
        if (session == sessions) {
            return repeats;
        }
        for (int[] p : partitions) {
            long added = count(p, counts, +1);
            best = Math.min(best, search(partitions, session + 1, sessions, repeats + added, counts, best, n));
            count(p, counts, -1);
        }
        return best;
    }
}
