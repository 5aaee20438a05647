package org.mahjongresults.engine.stage;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawChecker;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.DrawQuality;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/** A stage's sessions seated inside its groups, and the draw's quality measured inside each group like the main draw. */
class StageSeatingsTest {

    /** Entry numbers 1..n, in rank order. */
    private static List<DrawPlayer> field(int n) {
        List<DrawPlayer> out = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            out.add(DrawPlayer.of(i));
        }
        return out;
    }

    /** The part of {@code draw} played by one group: its tables only. */
    static Draw inside(Draw draw, List<DrawPlayer> group) {
        Set<Integer> ids = new HashSet<>();
        group.forEach(p -> ids.add(p.id()));
        List<Session> sessions = new ArrayList<>();
        for (Session s : draw.sessions()) {
            List<Table> tables = new ArrayList<>();
            for (Table t : s.tables()) {
                if (ids.contains(t.players().get(0))) {
                    tables.add(new Table(tables.size() + 1, t.players()));
                }
            }
            sessions.add(new Session(sessions.size() + 1, tables));
        }
        return new Draw(sessions);
    }

    @ParameterizedTest(name = "[{index}] {0} players, {1} of {2}, {3} sessions")
    @DisplayName("a drawn stage seats every group apart with no repeat meeting inside a group where the group allows")
    @CsvSource({
        // players, formation, group size, sessions, most repeat meetings per group
        "256, QUARTILES, 16, 2, 0",
        "64,  QUARTILES, 16, 4, 0",
        "256, SNAKE,     16, 3, 0",
        "64,  BLOCKS,    16, 5, 0",
        "32,  CUT,       16, 2, 0",
        // 12 players in 3 quartile-mates apart over 3 sessions: no 3 orthogonal Latin squares of order 3 exist, so
        // some pair must meet again
        "48,  QUARTILES, 12, 3, 6",
    })
    void drawInsideGroups(int players, Formation formation, int size, int sessions, int mostRepeats) {
        List<List<DrawPlayer>> groups = Groups.form(field(players), formation, size);
        long start = System.nanoTime();
        Draw draw = StageSeatings.atFormation(groups, formation, StageSeating.DRAW, 9, sessions, 42L,
                DrawOptions.defaults());
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(draw.sessions()).hasSize(sessions);
        assertThat(draw.sessions().get(0).number()).isEqualTo(9);
        long repeats = 0;
        for (List<DrawPlayer> group : groups) {
            DrawQuality q = DrawChecker.check(inside(draw, group), group);
            assertThat(q.valid()).as(q.problems().toString()).isTrue();
            assertThat(q.repeatMeetings()).isLessThanOrEqualTo(Math.max(mostRepeats, q.lowerBound()));
            repeats += q.repeatMeetings();
            if (formation == Formation.QUARTILES) {
                Map<Integer, Integer> quartile = new HashMap<>();
                for (int i = 0; i < group.size(); i++) {
                    quartile.put(group.get(i).id(), Groups.quartileInGroup(i, size));
                }
                for (Session s : inside(draw, group).sessions()) {
                    for (Table t : s.tables()) {
                        assertThat(t.players().stream().map(quartile::get).sorted().toList())
                                .containsExactly(0, 1, 2, 3);
                    }
                }
            }
        }
        System.out.printf("stage draw: %d players, %s of %d, %d sessions: %d repeat meetings in the groups, %d ms%n",
                players, formation, size, sessions, repeats, millis);
    }

    @Test
    @DisplayName("table winners together: the winners of a group's tables sit at its first table, the seconds next")
    void tableWinners() {
        // One group of 8, standings 1..8; at the previous session 3 and 6 won, 1 and 8 were second.
        Map<Integer, Integer> place = Map.of(3, 1, 6, 1, 1, 2, 8, 2, 2, 3, 5, 3, 4, 4, 7, 4);
        Map<Integer, Integer> table = Map.of(3, 1, 1, 1, 2, 1, 4, 1, 6, 2, 8, 2, 5, 2, 7, 2);
        Session s = StageSeatings.tableWinners(10, List.of(List.of(1, 2, 3, 4, 5, 6, 7, 8)), place, table);
        assertThat(s.number()).isEqualTo(10);
        assertThat(s.tables().get(0).players()).containsExactly(3, 6, 1, 8);
        assertThat(s.tables().get(1).players()).containsExactly(2, 5, 4, 7);
    }

    @Test
    @DisplayName("players of a shared place who have just sat together are parted, the order by places kept")
    void tableWinnersPartTablemates() {
        // Two tables of 4 in a group of 8 at session 9. Table 1: 1 won, 2 3 4 shared second (=2).
        // Table 2: 5 won, 6 7 8 shared second. By standings the seconds would be 2 3 4 6 | 7 8: 2 3 4 together again.
        Map<Integer, Integer> place = Map.of(1, 1, 5, 1, 2, 2, 3, 2, 4, 2, 6, 2, 7, 2, 8, 2);
        Map<Integer, Integer> table = Map.of(1, 1, 2, 1, 3, 1, 4, 1, 5, 2, 6, 2, 7, 2, 8, 2);
        Session s = StageSeatings.tableWinners(10, List.of(List.of(1, 2, 3, 4, 5, 6, 7, 8)), place, table);
        assertThat(s.tables().get(0).players()).startsWith(1, 5);
        for (Table t : s.tables()) {
            long fromOne = t.players().stream().filter(p -> table.get(p) == 1).count();
            assertThat(fromOne).isEqualTo(2);
        }
    }

    @Test
    @DisplayName("a stage seated by places or standings seats its first session by rank, quartiles one per table")
    void firstSessionByRank() {
        List<List<DrawPlayer>> groups = Groups.form(field(32), Formation.QUARTILES, 16);
        Draw d = StageSeatings.atFormation(groups, Formation.QUARTILES, StageSeating.TABLE_WINNERS, 9, 2, 1L,
                DrawOptions.defaults());
        assertThat(d.sessions()).hasSize(1);
        assertThat(d.session(1).tables()).hasSize(8);
        assertThat(d.session(1).tables().get(0).players()).containsExactly(1, 9, 17, 25);
        assertThat(d.session(1).tables().get(4).players()).containsExactly(5, 13, 21, 29);
        Session next = StageSeatings.byStandings(10, List.of(groups.get(0)), d, DrawOptions.defaults());
        assertThat(next.tables()).hasSize(4);
    }
}
