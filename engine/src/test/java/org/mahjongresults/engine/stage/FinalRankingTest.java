package org.mahjongresults.engine.stage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.engine.results.TieBreakerChain;
import org.mahjongresults.engine.results.TieFacts;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The one final ranking of a tournament in stages (issue 35), as tables: results written "player:session:tp/mp",
 * the final ranking written "place:player" best first, a shared place as "=1:2".
 */
class FinalRankingTest {

    private static final RankingOrder ORDER = RankingOrder.TABLE_POINTS_FIRST;

    private static List<SessionEntry> results(String written) {
        List<SessionEntry> out = new ArrayList<>();
        for (String r : written.trim().split("\\s+")) {
            String[] p = r.split("[:/]");
            out.add(new SessionEntry(Long.parseLong(p[0]), Integer.parseInt(p[1]), TablePoints.of(Integer.parseInt(p[2])),
                    Integer.parseInt(p[3])));
        }
        return out;
    }

    private static List<Entrant> players(int n) {
        List<Entrant> out = new ArrayList<>();
        for (long id = 1; id <= n; id++) {
            out.add(Entrant.of(id));
        }
        return out;
    }

    private static List<Long> ids(String written) {
        return Arrays.stream(written.trim().split("\\s+")).map(Long::valueOf).toList();
    }

    private static FinalRanking.Result rank(int players, int sessions, List<FinalRanking.Stage> stages,
                                            String written, TieBreakerChain chain, TieFacts facts) {
        List<SessionEntry> entries = results(written);
        Standings whole = chain.apply(Standings.compute(sessions, ORDER, players(players), entries), facts);
        return FinalRanking.compute(whole, stages, players(players), entries, chain, facts);
    }

    private static String written(Standings s) {
        return String.join(" ", s.players().stream().map(r -> r.placeLabel() + ":" + r.playerId()).toList());
    }

    private static FinalRanking.Stage qualification(int sessions) {
        return new FinalRanking.Stage(1, 1, sessions, Formation.ALL, CarryOver.NONE, List.of());
    }

    /** Six players, two qualification sessions: 1 (8/50), 2 (6/20), 4 (4/10), 3 (3/-5), 6 (2/-40), 5 (1/-35). */
    private static final String QUALIFICATION = "1:1:4/30 1:2:4/20 2:1:2/10 2:2:4/10 3:1:1/-10 3:2:2/5 "
            + "4:1:4/40 4:2:0/-30 5:1:0/-30 5:2:1/-5 6:1:1/-40 6:2:1/0";

    @ParameterizedTest(name = "[{index}] {0}: {1}")
    @DisplayName("a cut to the top 4: the final's order first, then the qualification's, by the points carried")
    @CsvSource(delimiter = '|', value = {
        // carry       | final ranking                     | player 3's stage points
        "ALL           | 1:1 2:3 3:2 4:4 5:6 6:5           | 7:45",
        "TABLE_POINTS  | 1:1 2:3 3:2 4:4 5:6 6:5           | 7:50",
        "NONE          | 1:3 2:4 3:2 4:1 5:6 6:5           | 4:50",
    })
    void cut(CarryOver carry, String expected, String stagePoints) {
        // The final (session 3): 3 wins it, 1 is last.
        String played = QUALIFICATION + " 3:3:4/50 4:3:2/10 2:3:1/-20 1:3:0/-40";
        FinalRanking.Result r = rank(6, 3, List.of(qualification(2),
                new FinalRanking.Stage(2, 3, 1, Formation.CUT, carry, List.of(ids("1 2 4 3")))), played,
                TieBreakerChain.NONE, TieFacts.NONE);
        assertThat(written(r.standings())).isEqualTo(expected.trim());
        FinalRanking.Reached three = r.reached().get(3L);
        assertThat(three.stage()).isEqualTo(2);
        assertThat(three.row().tablePoints() + ":" + three.row().matchPoints()).isEqualTo(stagePoints.trim());
        assertThat(r.reached().get(5L).stage()).isEqualTo(1);
        // The lines are still every session's: the final ranking places them, it does not change them.
        assertThat(r.standings().player(1).sessions()).hasSize(3);
    }

    @Test
    @DisplayName("groups of 4 by rank with table points carried: group 1 above group 2, a shared place inside a group stays shared")
    void blocksWithTablePoints() {
        // Qualification (session 1): player i has 9 - i table points. Stage 2 (session 2), groups 1-4 and 5-8.
        StringBuilder played = new StringBuilder();
        for (int i = 1; i <= 8; i++) {
            played.append(i).append(":1:").append(9 - i).append("/0 ");
        }
        played.append("4:2:4/30 3:2:2/10 2:2:1/-10 1:2:0/-30 8:2:4/20 7:2:2/0 6:2:1/0 5:2:0/-20");
        // Carried table points: 1 8, 2 7, 3 6, 4 5 | 5 4, 6 3, 7 2, 8 1; plus session 2.
        FinalRanking.Result r = rank(8, 2, List.of(qualification(1), new FinalRanking.Stage(2, 2, 1,
                Formation.BLOCKS, CarryOver.TABLE_POINTS, List.of(ids("1 2 3 4"), ids("5 6 7 8")))),
                played.toString(), TieBreakerChain.NONE, TieFacts.NONE);
        assertThat(written(r.standings())).isEqualTo("1:4 2:3 3:2 4:1 5:8 =6:6 =6:7 8:5");
        assertThat(r.reached().get(6L).group()).isEqualTo(2);
    }

    @Test
    @DisplayName("groups by snake with nothing carried: the whole stage's order across its groups")
    void snakeWithNothingCarried() {
        StringBuilder played = new StringBuilder();
        for (int i = 1; i <= 8; i++) {
            played.append(i).append(":1:").append(9 - i).append("/0 ");
        }
        played.append("8:2:4/40 2:2:4/30 1:2:2/10 3:2:2/5 5:2:1/-10 6:2:1/-5 4:2:0/-40 7:2:0/-30");
        List<List<Long>> snake = Groups.form(ids("1 2 3 4 5 6 7 8"), Formation.SNAKE, 4);
        assertThat(snake).containsExactly(ids("1 4 5 8"), ids("2 3 6 7"));
        FinalRanking.Result r = rank(8, 2, List.of(qualification(1),
                new FinalRanking.Stage(2, 2, 1, Formation.SNAKE, CarryOver.NONE, snake)), played.toString(),
                TieBreakerChain.NONE, TieFacts.NONE);
        assertThat(written(r.standings())).isEqualTo("1:8 2:2 3:1 4:3 5:6 6:5 7:7 8:4");
    }

    /**
     * Two qualification sessions and a cut of four (sessions 3-4, table points carried). Players 1 and 2 finish the
     * stage equal on 7 table points and 0 match points; every tie-breaker, counted over the stage alone, puts player 2
     * first, where the whole tournament's count would leave them equal (head-to-head 1-1, one first each) or put
     * player 1 first (the best session, if the 5 carried points counted as a session).
     */
    private static final String TIED = "1:1:4/0 1:2:1/0 2:1:2/10 2:2:0/0 3:1:1/0 3:2:0/0 4:1:0/0 4:2:2/0 "
            + "5:1:0/-10 5:2:0/-10 2:3:4/0 2:4:1/0 1:3:2/0 1:4:0/0 3:3:1/0 3:4:0/0 4:3:0/0 4:4:2/0";

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("a tie inside a group, broken by each tie-breaker counted over the stage alone")
    @CsvSource(delimiter = '|', value = {
        "             | =1:1 =1:2 3:4 4:3 5:5 | ",
        "HEAD_TO_HEAD | 1:2 2:1 3:4 4:3 5:5   | HEAD_TO_HEAD",
        "FIRSTS       | 1:2 2:1 3:4 4:3 5:5   | FIRSTS",
        "BEST_SESSION | 1:2 2:1 3:4 4:3 5:5   | BEST_SESSION",
        "LOT          | 1:2 2:1 3:4 4:3 5:5   | LOT",
    })
    void tieBrokenInsideTheGroup(String breaker, String expected, String decided) {
        TieBreakerChain chain = breaker == null ? TieBreakerChain.NONE
                : new TieBreakerChain(List.of(TieBreaker.valueOf(breaker.trim())));
        // Sessions 1 and 3: players 1 and 2 at one table (2 wins session 3); sessions 2 and 4 apart.
        Map<Long, Map<Integer, Integer>> tables = Map.of(1L, Map.of(1, 1, 2, 1, 3, 1, 4, 1),
                2L, Map.of(1, 1, 2, 2, 3, 1, 4, 2));
        Map<Long, Set<Integer>> firsts = Map.of(1L, Set.of(1), 2L, Set.of(3), 4L, Set.of(2));
        TieFacts facts = TieFacts.of(tables, firsts, 2L); // lot 2: player 2 draws before player 1
        FinalRanking.Result r = rank(5, 4, List.of(qualification(2), new FinalRanking.Stage(2, 3, 2, Formation.CUT,
                CarryOver.TABLE_POINTS, List.of(ids("1 2 4 3")))), TIED, chain, facts);
        assertThat(written(r.standings())).isEqualTo(expected.trim());
        assertThat(r.standings().decidedBy(2L)).isEqualTo(decided == null ? null : TieBreaker.valueOf(decided.trim()));
        // The group's own standings say the same.
        assertThat(written(r.stages().get(1).groups().get(0))).isEqualTo(expected.trim().replace(" 5:5", ""));
    }

    @Test
    @DisplayName("the qualification's standings in the order the stage was formed from")
    void before() {
        String played = QUALIFICATION + " 3:3:4/50 4:3:2/10 2:3:1/-20 1:3:0/-40";
        FinalRanking.Result r = rank(6, 3, List.of(qualification(2),
                new FinalRanking.Stage(2, 3, 1, Formation.CUT, CarryOver.NONE, List.of(ids("1 2 4 3")))), played,
                TieBreakerChain.NONE, TieFacts.NONE);
        assertThat(written(r.before(2))).isEqualTo("1:1 2:2 3:4 4:3 5:6 6:5");
    }

    @Test
    @DisplayName("a tournament of one stage keeps its standings as they are")
    void oneStage() {
        List<SessionEntry> entries = results(QUALIFICATION);
        Standings whole = Standings.compute(2, ORDER, players(6), entries);
        FinalRanking.Result r = FinalRanking.compute(whole, List.of(qualification(2)), players(6), entries,
                TieBreakerChain.NONE, TieFacts.NONE);
        assertThat(r.standings()).isSameAs(whole);
        assertThat(r.staged()).isFalse();
    }

    /** Sixteen players in four runs of four equal players (4, 2, 1 and 0 table points). */
    private static Standings sixteenInFourTies(TieBreakerChain chain, Long seed) {
        StringBuilder played = new StringBuilder();
        int[] tp = {4, 2, 1, 0};
        for (int i = 1; i <= 16; i++) {
            played.append(i).append(":1:").append(tp[(i - 1) / 4]).append("/0 ");
        }
        return chain.apply(Standings.compute(1, ORDER, players(16), results(played.toString())),
                new TieFacts(Map.of(), Map.of(), seed));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("quartiles formed from tied players: the lot decides who is in which group, or else the order of entry, and either is said")
    @CsvSource(delimiter = '|', value = {
        // tie-breaker | group 1                  | the lines crossed, and what decided
        "              | 1 2 5 6 9 10 13 14       | 1-4 ENTRY, 5-8 ENTRY, 9-12 ENTRY, 13-16 ENTRY",
        "LOT           | 3 4 6 8 12 10 16 13      | 2-3 LOT, 6-7 LOT, 10-11 LOT, 14-15 LOT",
    })
    void quartilesFromTiedPlayers(String breaker, String group1, String splits) {
        TieBreakerChain chain = breaker == null ? TieBreakerChain.NONE
                : new TieBreakerChain(List.of(TieBreaker.valueOf(breaker.trim())));
        Standings ranked = sixteenInFourTies(chain, 3L);
        List<Long> order = ranked.players().stream().map(r -> r.playerId()).toList();
        List<List<Long>> groups = Groups.form(order, Formation.QUARTILES, 8);
        assertThat(groups.get(0)).isEqualTo(ids(group1));
        List<String> said = Groups.splits(ranked.players(), ranked.decidedBy(), Formation.QUARTILES, 8).stream()
                .map(s -> s.from() + "-" + s.to() + " " + s.decider()).toList();
        assertThat(String.join(", ", said)).isEqualTo(splits.trim());
    }

    @Test
    @DisplayName("a cut through a shared place is said; a cut between two places is not")
    void cutThroughASharedPlace() {
        // Players 1-2 on 4 table points, 3-6 on 2 (shared third), 7-8 on 0.
        Standings ranked = Standings.compute(1, ORDER, players(8),
                results("1:1:4/0 2:1:4/0 3:1:2/0 4:1:2/0 5:1:2/0 6:1:2/0 7:1:0/0 8:1:0/0"));
        assertThat(Groups.splits(ranked.players(), new HashMap<>(), Formation.CUT, 4)).containsExactly(
                new Groups.Split(3, 6, Groups.Decider.ENTRY));
        assertThat(Groups.splits(ranked.players(), new HashMap<>(), Formation.CUT, 8)).isEmpty();
    }
}
