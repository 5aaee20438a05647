package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * The director's tie-breakers (issue 28) after table points and match points (RULES §13.2): standings rows in,
 * order, places and the deciding tie-breaker out.
 */
class TieBreakerChainTest {

    /**
     * Players separated by ";", each "id: tp:mp@table tp:mp@table …", one cell per session from session 1 ("-" for a
     * session not played). A table's first is the cell with 4 table points.
     */
    private record Field(List<Entrant> entrants, List<SessionEntry> results, TieFacts facts, int sessions) {
    }

    private static Field field(String text, Long seed) {
        List<Entrant> entrants = new ArrayList<>();
        List<SessionEntry> results = new ArrayList<>();
        Map<Long, Map<Integer, Integer>> tables = new HashMap<>();
        Map<Long, Integer> firsts = new HashMap<>();
        int sessions = 1;
        for (String player : text.split(";")) {
            String[] head = player.split(":", 2);
            long id = Long.parseLong(head[0].strip());
            entrants.add(Entrant.of(id));
            String[] cells = head[1].strip().split("\\s+");
            sessions = Math.max(sessions, cells.length);
            for (int s = 0; s < cells.length; s++) {
                if (cells[s].equals("-")) {
                    continue;
                }
                String[] at = cells[s].split("@");
                String[] v = at[0].split(":");
                TablePoints tp = TablePoints.parse(v[0]);
                results.add(new SessionEntry(id, s + 1, tp, Integer.parseInt(v[1])));
                tables.computeIfAbsent(id, k -> new HashMap<>()).put(s + 1, Integer.parseInt(at[1]));
                if (tp.equals(TablePoints.of(4))) {
                    firsts.merge(id, 1, Integer::sum);
                }
            }
        }
        return new Field(entrants, results, new TieFacts(tables, firsts, seed), sessions);
    }

    /** "id#place" in order, with "(BREAKER)" where a tie-breaker decided the place. */
    private static String order(Standings s) {
        return String.join(" ", s.players().stream().map(r -> r.playerId() + "#" + r.placeLabel()
                + (s.decidedBy(r.playerId()) == null ? "" : "(" + s.decidedBy(r.playerId()) + ")")).toList());
    }

    private static List<TieBreaker> chain(String names) {
        return names.isBlank() ? List.of()
                : Arrays.stream(names.trim().split("\\s+")).map(TieBreaker::valueOf).toList();
    }

    private static Standings ranked(String field, String chain, Long seed) {
        Field f = field(field, seed);
        Standings plain = Standings.compute(f.sessions(), RankingOrder.TABLE_POINTS_FIRST, f.entrants(), f.results());
        return new TieBreakerChain(chain(chain)).apply(plain, f.facts());
    }

    @ParameterizedTest(name = "[{index}] {1}: {0} -> {2}")
    @DisplayName("tied players are ordered by the chosen tie-breakers in order; what is still equal shares the place")
    @CsvSource(delimiter = '|', value = {
        // Players 1 and 2 equal on 4 table points, 0 match points; they met at table 1 in session 1, won by player 1.
        "1: 4:10@1 0:-10@2; 2: 2:0@1 2:0@3                      | ''                        | 1#=1 2#=1",
        "1: 4:10@1 0:-10@2; 2: 2:0@1 2:0@3                      | HEAD_TO_HEAD              | 1#1(HEAD_TO_HEAD) 2#2(HEAD_TO_HEAD)",
        "1: 0:-10@2 4:10@1; 2: 2:0@3 2:0@1                      | HEAD_TO_HEAD              | 1#1(HEAD_TO_HEAD) 2#2(HEAD_TO_HEAD)",
        "1: 4:10@1 0:-10@2; 2: 2:0@1 2:0@3                      | FIRSTS                    | 1#1(FIRSTS) 2#2(FIRSTS)",
        "1: 4:10@1 0:-10@2; 2: 2:0@1 2:0@3                      | BEST_SESSION              | 1#1(BEST_SESSION) 2#2(BEST_SESSION)",
        // They never met: head-to-head is even, the next criterion decides.
        "1: 4:10@1 0:-10@2; 2: 2:0@3 2:0@4                      | HEAD_TO_HEAD BEST_SESSION | 1#1(BEST_SESSION) 2#2(BEST_SESSION)",
        "1: 4:10@1 0:-10@2; 2: 2:0@3 2:0@4                      | HEAD_TO_HEAD              | 1#=1 2#=1",
        // The same best session: the firsts decide instead, in the order chosen.
        "1: 2:5@1 2:-5@2; 2: 2:5@3 2:-5@4                       | BEST_SESSION FIRSTS       | 1#=1 2#=1",
        // Three equal players at one table: head-to-head orders all three.
        "1: 1:-5@1 3:5@4; 2: 2:0@1 2:0@3; 3: 4:10@1 0:-10@2     | HEAD_TO_HEAD              | 3#1(HEAD_TO_HEAD) 2#2(HEAD_TO_HEAD) 1#3(HEAD_TO_HEAD)",
        // Firsts separate one of three; the other two stay equal, sharing second (the place was still decided).
        "1: 2:0@3 2:0@4; 2: 4:10@1 0:-10@2; 3: 2:0@5 2:0@6      | FIRSTS BEST_SESSION       | 2#1(FIRSTS) 1#=2(FIRSTS) 3#=2(FIRSTS)",
        // Head-to-head is counted again among the two left: 3 beat 1 where they met, though 2 beat both.
        "1: 1:0@1 3:0@9; 2: 4:0@1 0:0@2; 3: 2:0@1 2:0@7         | FIRSTS HEAD_TO_HEAD       | 2#1(FIRSTS) 3#2(HEAD_TO_HEAD) 1#3(HEAD_TO_HEAD)",
        // A player ahead on the criteria is untouched; the tie for second is broken.
        "9: 4:30@5 4:30@6; 1: 4:10@1 0:-10@2; 2: 2:0@1 2:0@3    | HEAD_TO_HEAD              | 9#1 1#2(HEAD_TO_HEAD) 2#3(HEAD_TO_HEAD)",
    })
    void chain(String field, String chain, String expected) {
        assertThat(order(ranked(field, chain, null))).isEqualTo(expected);
    }

    @Test
    @DisplayName("the drawn lot orders the still tied by each player's fixed number, the same on every computation")
    void lot() {
        String field = "1: 2:0@1; 2: 2:0@2; 3: 2:0@3; 4: 2:0@4";
        Standings once = ranked(field, "LOT", 20261127L);
        Standings again = ranked(field, "LOT", 20261127L);
        assertThat(order(again)).isEqualTo(order(once));
        List<Long> byNumber = new ArrayList<>(List.of(1L, 2L, 3L, 4L));
        byNumber.sort((a, b) -> Long.compare(TieFacts.lotNumber(20261127L, a), TieFacts.lotNumber(20261127L, b)));
        assertThat(once.players().stream().map(StandingRow::playerId).toList()).isEqualTo(byNumber);
        assertThat(once.players()).allSatisfy(r -> assertThat(once.decidedBy(r.playerId())).isEqualTo(TieBreaker.LOT));
        assertThat(once.players().stream().map(StandingRow::placeLabel).toList()).containsExactly("1", "2", "3", "4");
        // A player's number does not depend on who else is entered.
        assertThat(TieFacts.lotNumber(20261127L, 3)).isEqualTo(TieFacts.lotNumber(20261127L, 3));
    }

    @Test
    @DisplayName("a lot not yet drawn decides nothing")
    void lotNotDrawn() {
        assertThat(order(ranked("1: 2:0@1; 2: 2:0@2", "LOT", null))).isEqualTo("1#=1 2#=1");
    }

    @Test
    @DisplayName("a tie-breaker chosen twice is refused")
    void twice() {
        assertThatThrownBy(() -> new TieBreakerChain(List.of(TieBreaker.LOT, TieBreaker.LOT)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
