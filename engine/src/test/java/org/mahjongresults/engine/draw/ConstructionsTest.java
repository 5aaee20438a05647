package org.mahjongresults.engine.draw;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The built-in designs, checked session by session with the independent checker. */
class ConstructionsTest {

    private static Draw asDraw(int[][] rounds) {
        List<Session> sessions = new ArrayList<>();
        for (int s = 0; s < rounds.length; s++) {
            List<Table> tables = new ArrayList<>();
            for (int t = 0; t < rounds[s].length / 4; t++) {
                tables.add(new Table(t + 1, List.of(rounds[s][4 * t] + 1, rounds[s][4 * t + 1] + 1,
                        rounds[s][4 * t + 2] + 1, rounds[s][4 * t + 3] + 1)));
            }
            sessions.add(new Session(s + 1, tables));
        }
        return new Draw(sessions);
    }

    @ParameterizedTest(name = "{0} players, {1} sessions")
    @CsvSource({"16, 5", "28, 9", "40, 13"})
    void theCompleteDesignsLetEveryPairMeetExactlyOnce(int players, int sessions) {
        int[][] rounds = Constructions.completeDesign(players);
        assertThat(rounds).hasNumberOfRows(sessions);
        DrawQuality quality = DrawChecker.check(asDraw(rounds), Fields.of(players));
        assertThat(quality.valid()).isTrue();
        assertThat(quality.repeatMeetings()).isZero();
        // Every one of the n(n−1)/2 pairs met: as many meetings as pairs.
        assertThat(quality.lowerBound()).isZero();
        assertThat(3L * players * sessions / 2).isEqualTo((long) players * (players - 1) / 2);
    }

    @ParameterizedTest(name = "{0} players, {1} sessions")
    @CsvSource({"24, 7", "36, 11", "32, 10", "20, 5", "52, 13", "36, 9", "44, 11", "64, 16", "100, 25"})
    void theGroupDesignsHaveNoRepeatAndTheirGroupsNeverMeet(int players, int sessions) {
        int[][] rounds = Constructions.rounds(players, sessions);
        assertThat(rounds).hasNumberOfRows(sessions);
        Draw draw = asDraw(rounds);
        DrawQuality quality = DrawChecker.check(draw, Fields.of(players));
        assertThat(quality.valid()).isTrue();
        assertThat(quality.repeatMeetings()).isZero();
        for (int[] group : Constructions.groups(players)) {
            List<DrawPlayer> team = new ArrayList<>(Fields.of(players));
            for (int point : group) {
                team.set(point, DrawPlayer.inTeam(point + 1, "group"));
            }
            assertThat(DrawChecker.check(draw, team).teammateClashes()).isZero();
        }
    }

    @Test
    void thirtyTwoPlayersOverTenSessionsMissOnlyTheirPartner() {
        DrawQuality quality = DrawChecker.check(asDraw(Constructions.rounds(32, 10)), Fields.of(32));
        assertThat(quality.valid()).isTrue();
        assertThat(quality.repeatMeetings()).isZero();
        // 10 sessions × 8 tables × 6 pairs = 480 of the 496 pairs; the 16 left are the partners.
        assertThat(Constructions.groups(32)).hasNumberOfRows(16);
    }

    @ParameterizedTest(name = "{0} players")
    @CsvSource({"24", "36"})
    void afterTheGroupDesignTheGroupsSitTogetherWithOneGuest(int players) {
        int classes = players / 3 - 1;
        int[][] rounds = Constructions.rounds(players, classes + 1);
        DrawQuality quality = DrawChecker.check(asDraw(rounds), Fields.of(players));
        // Each table: a group of three that never met (3 new pairs) and a guest who met all three.
        assertThat(quality.repeatMeetings()).isEqualTo(3L * players / 4);
    }
}
