package org.mahjongresults.engine.stage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The groups of a stage formed from the ranking: ranks in, groups out, written as "1 2 3 4 | 5 6 7 8". */
class GroupsTest {

    private static List<Integer> ranks(int n) {
        List<Integer> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(i);
        }
        return out;
    }

    private static String written(List<List<Integer>> groups) {
        return groups.stream().map(g -> g.stream().map(String::valueOf).collect(Collectors.joining(" ")))
                .collect(Collectors.joining(" | "));
    }

    @ParameterizedTest(name = "[{index}] {1} of {2} from {0} players")
    @DisplayName("the groups hold the ranks the formation gives them")
    @CsvSource(delimiter = ';', value = {
        "8;  ALL;       0;  1 2 3 4 5 6 7 8",
        "12; CUT;       4;  1 2 3 4",
        "12; CUT;       8;  1 2 3 4 5 6 7 8",
        "16; BLOCKS;    8;  1 2 3 4 5 6 7 8 | 9 10 11 12 13 14 15 16",
        "12; BLOCKS;    4;  1 2 3 4 | 5 6 7 8 | 9 10 11 12",
        "16; SNAKE;     8;  1 4 5 8 9 12 13 16 | 2 3 6 7 10 11 14 15",
        "12; SNAKE;     4;  1 6 7 12 | 2 5 8 11 | 3 4 9 10",
        "16; QUARTILES; 8;  1 2 5 6 9 10 13 14 | 3 4 7 8 11 12 15 16",
        "16; QUARTILES; 16; 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16",
        "32; QUARTILES; 8;  1 2 9 10 17 18 25 26 | 3 4 11 12 19 20 27 28 | 5 6 13 14 21 22 29 30 | 7 8 15 16 23 24 31 32",
    })
    void formation(int players, Formation formation, int size, String expected) {
        assertThat(written(Groups.form(ranks(players), formation, size))).isEqualTo(expected.trim());
    }

    @ParameterizedTest(name = "[{index}] {1} of {2} from {0} players: {3}")
    @DisplayName("a formation that does not fill tables or groups is refused with its reason")
    @CsvSource(delimiter = ';', value = {
        "16; CUT;       6;  NOT_TABLES",
        "16; CUT;       0;  NOT_TABLES",
        "16; CUT;       20; TOO_FEW_PLAYERS",
        "24; BLOCKS;    16; UNEVEN",
        "24; SNAKE;     16; UNEVEN",
        "20; QUARTILES; 8;  UNEVEN",
        "10; ALL;       0;  NOT_TABLES",
    })
    void refused(int players, Formation formation, int size, Groups.Problem problem) {
        assertThat(Groups.problem(players, formation, size)).contains(problem);
        assertThatThrownBy(() -> Groups.form(ranks(players), formation, size))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("WMC 2019: 256 players in groups of 16 by rank; every first-session table seats one player per quartile")
    void wmcQuartiles() {
        List<List<Integer>> groups = Groups.form(ranks(256), Formation.QUARTILES, 16);
        assertThat(groups).hasSize(16);
        assertThat(groups.get(0)).containsExactly(1, 2, 3, 4, 65, 66, 67, 68, 129, 130, 131, 132, 193, 194, 195, 196);
        for (List<Integer> group : groups) {
            for (List<Integer> table : Groups.firstTables(group, Formation.QUARTILES)) {
                assertThat(table.stream().map(rank -> (rank - 1) / 64).toList()).containsExactly(0, 1, 2, 3);
            }
        }
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("a snake's groups are as strong as each other: their rank sums differ by at most the group count")
    @CsvSource({"64, 16", "256, 16", "48, 12"})
    void snakeBalance(int players, int size) {
        List<List<Integer>> groups = Groups.form(ranks(players), Formation.SNAKE, size);
        List<Integer> sums = groups.stream().map(g -> g.stream().mapToInt(Integer::intValue).sum()).toList();
        int spread = sums.stream().mapToInt(Integer::intValue).max().orElseThrow()
                - sums.stream().mapToInt(Integer::intValue).min().orElseThrow();
        assertThat(spread).isLessThanOrEqualTo(groups.size());
    }
}
