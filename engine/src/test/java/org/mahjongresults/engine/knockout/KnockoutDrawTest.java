package org.mahjongresults.engine.knockout;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;

/** The tables of every round: seeded, complete, teammates apart, no repeat meetings where avoidable. */
class KnockoutDrawTest {

    private static List<DrawPlayer> field(int n, int teamSize) {
        return IntStream.rangeClosed(1, n)
                .mapToObj(i -> teamSize == 0 ? DrawPlayer.of(i) : DrawPlayer.inTeam(i, "T" + (i - 1) / teamSize))
                .toList();
    }

    private static void assertComplete(Session s, List<DrawPlayer> players) {
        Set<Integer> seated = new HashSet<>();
        for (Table t : s.tables()) {
            seated.addAll(t.players());
        }
        assertThat(seated).hasSize(players.size());
        assertThat(seated).containsExactlyInAnyOrderElementsOf(players.stream().map(DrawPlayer::id).toList());
        assertThat(s.tables()).extracting(Table::number)
                .containsExactlyElementsOf(IntStream.rangeClosed(1, players.size() / 4).boxed().toList());
    }

    @ParameterizedTest(name = "{0} players in teams of four")
    @ValueSource(ints = {16, 32, 64})
    void roundOneSeatsEveryoneOnceTeammatesApartAndTheSameSeedGivesTheSameTables(int n) {
        List<DrawPlayer> field = field(n, 4);
        Session a = KnockoutDraw.firstRound(field, 7, DrawOptions.defaults());
        assertComplete(a, field);
        for (Table t : a.tables()) {
            Set<Integer> teams = new HashSet<>();
            t.players().forEach(p -> teams.add((p - 1) / 4));
            assertThat(teams).as("table %d has four teams", t.number()).hasSize(4);
        }
        assertThat(KnockoutDraw.firstRound(field, 7, DrawOptions.defaults())).isEqualTo(a);
        assertThat(KnockoutDraw.firstRound(field, 8, DrawOptions.defaults())).isNotEqualTo(a);
    }

    @Test
    @DisplayName("a field that does not fill tables of four is refused")
    void roundOneRefusesAnIncompleteField() {
        assertThatThrownBy(() -> KnockoutDraw.firstRound(field(18, 0), 1, DrawOptions.defaults()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("substitute");
        assertThatThrownBy(() -> KnockoutDraw.nextRound(2, new Draw(List.of()), field(6, 0), 1,
                DrawOptions.defaults())).hasMessageContaining("tables of four");
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 42, 2026})
    void roundThreeOf32SeparatesAWinnerFromTheWildcardOfHisOwnTableAndRepeatsNoMeeting(long seed) {
        // Round 1: tables of four in entry order. Round 2: winners 1, 5, 9, ... 29 and their tables drawn.
        List<Table> r1 = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            r1.add(new Table(t + 1, List.of(4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4)));
        }
        Session round1 = new Session(1, r1);
        Session round2 = new Session(2, List.of(new Table(1, List.of(1, 5, 9, 13)),
                new Table(2, List.of(17, 21, 25, 29))));
        Draw earlier = new Draw(List.of(round1, round2));
        // Final: winners 1 and 17; wildcards 5 (met 1 at table 1) and 21 (met 17 at table 2).
        List<DrawPlayer> finalists = List.of(DrawPlayer.of(1), DrawPlayer.of(17), DrawPlayer.of(5), DrawPlayer.of(21));
        Session fin = KnockoutDraw.nextRound(3, earlier, finalists, seed, DrawOptions.defaults());
        assertComplete(fin, finalists);
        // Four players at one table: every pair meets, so the two repeats cannot be avoided and are counted.
        assertThat(KnockoutDraw.repeatMeetings(earlier, fin)).isEqualTo(2);

        // Round 2 of 64 players (16 winners from 16 tables): nobody has met, and nobody may meet again.
        List<Table> first = new ArrayList<>();
        for (int t = 0; t < 16; t++) {
            first.add(new Table(t + 1, List.of(4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4)));
        }
        Draw one = new Draw(List.of(new Session(1, first)));
        List<DrawPlayer> winners = IntStream.range(0, 16).mapToObj(t -> DrawPlayer.of(4 * t + 1 + t % 4)).toList();
        Session two = KnockoutDraw.nextRound(2, one, winners, seed, DrawOptions.defaults());
        assertComplete(two, winners);
        assertThat(KnockoutDraw.repeatMeetings(one, two)).isZero();
        assertThat(KnockoutDraw.nextRound(2, one, winners, seed, DrawOptions.defaults())).isEqualTo(two);
    }

    @Test
    @DisplayName("with wildcards, two players of one earlier table sit apart whenever the field allows it")
    void wildcardsAreSeparatedFromTheirTableWinners() {
        // 20 players: round 2 has the 5 winners and 3 wildcards, three of whom shared a table with a winner.
        List<Table> r1 = new ArrayList<>();
        for (int t = 0; t < 5; t++) {
            r1.add(new Table(t + 1, List.of(4 * t + 1, 4 * t + 2, 4 * t + 3, 4 * t + 4)));
        }
        Draw earlier = new Draw(List.of(new Session(1, r1)));
        List<DrawPlayer> advancers = List.of(1, 5, 9, 13, 17, 2, 6, 10).stream().map(DrawPlayer::of).toList();
        for (long seed = 1; seed <= 20; seed++) {
            Session two = KnockoutDraw.nextRound(2, earlier, advancers, seed, DrawOptions.defaults());
            assertThat(KnockoutDraw.repeatMeetings(earlier, two)).as("seed %d", seed).isZero();
        }
        assertThat(KnockoutDraw.met(earlier, 1, 2)).isTrue();
        assertThat(KnockoutDraw.met(earlier, 1, 5)).isFalse();
        assertThat(KnockoutDraw.repeatMeetings(earlier, new Session(2, List.of(new Table(1, List.of(1, 2, 5, 6)),
                new Table(2, List.of(9, 10, 13, 17)))))).as("the checker counts what the draw avoided").isEqualTo(3);
    }
}
