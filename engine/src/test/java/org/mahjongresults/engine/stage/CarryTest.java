package org.mahjongresults.engine.stage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.engine.tournament.RankingOrder;

/**
 * The points carried into a stage and the stage's standings over its own sessions: two players, a qualification of
 * two sessions (sessions 1-2), a final of one (session 3).
 */
class CarryTest {

    /** Player 1 qualified with 8 table points and 40 match points, player 2 with 5 and 90. */
    private static Map<Long, StandingRow> qualification() {
        List<SessionEntry> q = List.of(
                new SessionEntry(1, 1, TablePoints.of(4), 30), new SessionEntry(1, 2, TablePoints.of(4), 10),
                new SessionEntry(2, 1, TablePoints.of(1), 40), new SessionEntry(2, 2, TablePoints.of(4), 50));
        return StageStandings.byPlayer(Standings.compute(2, RankingOrder.TABLE_POINTS_FIRST,
                List.of(Entrant.of(1), Entrant.of(2)), q));
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} / {2} -> {3}")
    @DisplayName("a final carries nothing, everything, or the table points only, in its first column")
    @CsvSource(delimiter = '|', value = {
        // carry        | player 1 tp:mp | player 2 tp:mp | order
        "NONE           | 2:-10          | 4:30           | 2 1",
        "ALL            | 10:30          | 9:120          | 1 2",
        "TABLE_POINTS   | 10:-10         | 9:30           | 1 2",
    })
    void carried(CarryOver carry, String one, String two, String order) {
        // The final (session 3): player 2 wins it.
        List<SessionEntry> all = new ArrayList<>(List.of(
                new SessionEntry(1, 3, TablePoints.of(2), -10), new SessionEntry(2, 3, TablePoints.of(4), 30),
                // a qualification result, which the final's standings must leave out
                new SessionEntry(1, 1, TablePoints.of(4), 30)));
        Standings s = StageStandings.compute(3, 1, carry, RankingOrder.TABLE_POINTS_FIRST,
                List.of(Entrant.of(1), Entrant.of(2)), qualification(), all);
        assertThat(written(s.player(1))).isEqualTo(one.trim());
        assertThat(written(s.player(2))).isEqualTo(two.trim());
        assertThat(String.join(" ", s.players().stream().map(r -> String.valueOf(r.playerId())).toList()))
                .isEqualTo(order.trim());
        assertThat(s.sessions()).isEqualTo(carry == CarryOver.NONE ? 1 : 2);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("the carried column is the first; nothing carried leaves no column")
    @CsvSource({"NONE, 1, 3", "ALL, 2, 4", "TABLE_POINTS, 2, 4"})
    void columns(CarryOver carry, int firstSessionColumn, int thirdSessionColumn) {
        assertThat(StageStandings.column(9, 9, carry)).isEqualTo(firstSessionColumn);
        assertThat(StageStandings.column(11, 9, carry)).isEqualTo(thirdSessionColumn);
        assertThat(Carry.entry(qualification().get(2L), carry).map(e -> e.session()).orElse(0))
                .isEqualTo(carry == CarryOver.NONE ? 0 : Carry.COLUMN);
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("the overall result: the final's order, then the rest of the qualification's")
    @CsvSource(delimiter = '|', value = {"1 2 3 4 5 6 | 4 2 | 4 2 1 3 5 6", "1 2 3 4 | 1 2 3 4 | 1 2 3 4"})
    void overall(String qualification, String fin, String expected) {
        Map<String, List<Long>> parsed = new HashMap<>();
        for (String s : List.of(qualification, fin)) {
            parsed.put(s, java.util.Arrays.stream(s.trim().split(" ")).map(Long::valueOf).toList());
        }
        List<Long> order = Overall.order(List.of(parsed.get(qualification), parsed.get(fin)));
        assertThat(String.join(" ", order.stream().map(String::valueOf).toList())).isEqualTo(expected.trim());
    }

    private static String written(StandingRow r) {
        return r.tablePoints() + ":" + r.matchPoints();
    }
}
