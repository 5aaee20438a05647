package org.mahjongresults.engine.draw;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Generated draws for 16 to 400 players over 4 to 10 sessions reach issue 5's targets, judged by the independent
 * {@link DrawChecker}: structurally sound, seats balanced, and repeat meetings at the table's value.
 */
class DrawTargetsTest {

    /** Issue 5's table: players, then the target repeat meetings for 5..10 sessions. */
    private static final long[][] ISSUE_TABLE = {
        {16, 0, 24, 48, 72, 96, 120},
        {20, 0, 6, 20, 50, 80, 110},
        {24, 0, 0, 0, 18, 48, 84},
        {28, 0, 0, 0, 0, 0, 42},
    };

    @Test
    void theLowerBoundIsTheCountingArgumentOfTheIssue() {
        assertThat(DrawTargets.lowerBound(16, 5)).isZero();
        assertThat(DrawTargets.lowerBound(16, 6)).isEqualTo(24);
        assertThat(DrawTargets.lowerBound(24, 8)).isEqualTo(12);
        assertThat(DrawTargets.lowerBound(28, 10)).isEqualTo(42);
        assertThat(DrawTargets.lowerBound(400, 10)).isZero();
    }

    @Test
    void theBestKnownValuesAreTheIssuesTableAndZeroFrom32PlayersUpToTenSessions() {
        for (long[] row : ISSUE_TABLE) {
            for (int k = 5; k <= 10; k++) {
                assertThat(DrawTargets.bestKnown((int) row[0], k)).isEqualTo(row[k - 4]);
            }
        }
        for (int n = 32; n <= 400; n += 4) {
            for (int k = 1; k <= 10; k++) {
                assertThat(DrawTargets.bestKnown(n, k)).isZero();
            }
        }
    }

    static Stream<Arguments> fields() {
        Stream.Builder<Arguments> cases = Stream.builder();
        for (int n : new int[] {16, 20, 24, 28, 32, 36, 40, 44, 48, 52, 56, 60, 64}) {
            for (int k = 4; k <= 10; k++) {
                cases.add(Arguments.of(n, k));
            }
        }
        for (int n : new int[] {68, 72, 76, 80, 84, 88, 92, 96, 100, 120, 128, 144, 160, 200, 256, 300, 396, 400}) {
            cases.add(Arguments.of(n, 9));
            cases.add(Arguments.of(n, 10));
        }
        return cases.build();
    }

    @ParameterizedTest(name = "{0} players over {1} sessions")
    @MethodSource("fields")
    void aGeneratedDrawMeetsTheTargetForRepeatMeetingsWithBalancedSeats(int players, int sessions) {
        List<DrawPlayer> field = Fields.of(players);
        DrawOutcome.Drawn drawn = Fields.drawn(field, sessions, 2026);
        DrawQuality quality = DrawChecker.check(drawn.draw(), field);

        assertThat(quality.problems()).isEmpty();
        assertThat(quality.valid()).isTrue();
        assertThat(quality.players()).isEqualTo(players);
        assertThat(quality.sessions()).isEqualTo(sessions);
        assertThat(quality.seatsBalanced()).isTrue();
        assertThat(quality.repeatMeetings()).isEqualTo(DrawTargets.bestKnown(players, sessions));
        assertThat(drawn.quality()).isEqualTo(quality);
        assertThat(drawn.notices()).isEmpty();
    }

    @ParameterizedTest(name = "{0} players")
    @MethodSource("issueTableRows")
    void everyCellOfTheIssuesTableIsReached(long[] row) {
        int players = (int) row[0];
        for (int sessions = 5; sessions <= 10; sessions++) {
            List<DrawPlayer> field = Fields.of(players);
            DrawQuality quality = DrawChecker.check(Fields.drawn(field, sessions, sessions).draw(), field);
            assertThat(quality.repeatMeetings()).as("%d sessions", sessions).isEqualTo(row[sessions - 4]);
        }
    }

    static Stream<long[]> issueTableRows() {
        return Stream.of(ISSUE_TABLE);
    }

    @Test
    void fourHundredPlayersOverTenSessionsHaveNoRepeatMeetingAndEveryoneEverySeatTwiceOrThrice() {
        List<DrawPlayer> field = Fields.of(400);
        DrawQuality quality = DrawChecker.check(Fields.drawn(field, 10, 7).draw(), field);
        assertThat(quality.repeatMeetings()).isZero();
        assertThat(quality.maxPairMeetings()).isEqualTo(1);
        assertThat(quality.minSeatCount()).isEqualTo(2);
        assertThat(quality.maxSeatCount()).isEqualTo(3);
    }
}
