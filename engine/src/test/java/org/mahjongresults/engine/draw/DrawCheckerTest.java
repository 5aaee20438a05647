package org.mahjongresults.engine.draw;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The checker, on draws written out by hand. */
class DrawCheckerTest {

    private static Session session(int number, List<Integer>... tables) {
        List<Table> list = new java.util.ArrayList<>();
        for (int i = 0; i < tables.length; i++) {
            list.add(new Table(i + 1, tables[i]));
        }
        return new Session(number, list);
    }

    @Test
    void eightPlayersSplitTheSameWayTwiceRepeatTwelveMeetingsAndSitUnbalanced() {
        Draw draw = new Draw(List.of(
                session(1, List.of(1, 2, 3, 4), List.of(5, 6, 7, 8)),
                session(2, List.of(1, 2, 3, 4), List.of(5, 6, 7, 8))));
        DrawQuality q = DrawChecker.check(draw, Fields.of(8));
        assertThat(q.valid()).isTrue();
        assertThat(q.repeatMeetings()).isEqualTo(12);
        assertThat(q.lowerBound()).isZero();
        assertThat(q.maxPairMeetings()).isEqualTo(2);
        assertThat(q.seatsBalanced()).isFalse();
        assertThat(q.maxSeatCount()).isEqualTo(2);
        assertThat(q.minSeatCount()).isZero();
    }

    @Test
    void aBalancedSplitOfEightRepeatsFourMeetingsAndEveryoneChangesSeat() {
        Draw draw = new Draw(List.of(
                session(1, List.of(1, 2, 3, 4), List.of(5, 6, 7, 8)),
                session(2, List.of(7, 8, 1, 2), List.of(3, 4, 5, 6))));
        DrawQuality q = DrawChecker.check(draw, Fields.of(8));
        assertThat(q.repeatMeetings()).isEqualTo(4);
        assertThat(q.seatsBalanced()).isTrue();
    }

    @Test
    void aPlayerSeatedTwiceOrMissingOrUnknownMakesTheDrawInvalid() {
        Draw draw = new Draw(List.of(session(1, List.of(1, 2, 3, 4), List.of(4, 6, 7, 9))));
        DrawQuality q = DrawChecker.check(draw, Fields.of(8));
        assertThat(q.valid()).isFalse();
        assertThat(q.problems()).contains(
                "session 1: player 4 is seated twice",
                "session 1: player 9 is not in the field",
                "session 1: player 5 has no table",
                "session 1: player 8 has no table");
    }

    @Test
    void teammatesAndCompatriotsAtOneTableAreCountedPerMeeting() {
        List<DrawPlayer> field = List.of(
                new DrawPlayer(1, "A", "CN"), new DrawPlayer(2, "A", "CN"), new DrawPlayer(3, "B", "JP"),
                new DrawPlayer(4, null, "CN"));
        Draw draw = new Draw(List.of(session(1, List.of(1, 2, 3, 4)), session(2, List.of(4, 3, 2, 1))));
        DrawQuality q = DrawChecker.check(draw, field);
        assertThat(q.teammateClashes()).isEqualTo(2);
        assertThat(q.countryClashes()).isEqualTo(6);
    }

    @Test
    void aChangingFieldCountsOnlyPairsThatCouldHaveMetTowardsTheBound() {
        Draw draw = new Draw(List.of(
                session(1, List.of(1, 2, 3, 4)),
                session(2, List.of(1, 2, 3, 5))));
        DrawQuality q = DrawChecker.checkChangingField(draw, Fields.of(5));
        assertThat(q.valid()).isTrue();
        assertThat(q.repeatMeetings()).isEqualTo(3);
        // 12 meetings, 9 pairs shared a session: at least 3 repeats.
        assertThat(q.lowerBound()).isEqualTo(3);
        assertThat(q.meetsLowerBound()).isTrue();
    }

    @Test
    void misnumberedSessionsAndTablesAreReported() {
        Draw draw = new Draw(List.of(new Session(2, List.of(new Table(5, List.of(1, 2, 3, 4))))));
        assertThat(DrawChecker.check(draw, Fields.of(4)).problems())
                .containsExactly("session 1 is numbered 2", "session 2: table 1 is numbered 5");
    }

    @Test
    void theBoundOfAChangingFieldCountsThePairsThatShareASessionAsOnePairByPairCountWould() {
        // 40 players over 5 sessions: 1-8 withdraw after session 2 and 33-40 replace them (never at a table with
        // them); in session 4 players 9-16 sit out as well.
        List<Session> sessions = new java.util.ArrayList<>();
        List<java.util.Set<Integer>> present = new java.util.ArrayList<>();
        for (int s = 1; s <= 5; s++) {
            List<Integer> here = new java.util.ArrayList<>();
            for (int id = 1; id <= 40; id++) {
                boolean playing = s <= 2 ? id <= 32 : id > 8 && (s != 4 || id > 16);
                if (playing) {
                    here.add(id);
                }
            }
            present.add(new java.util.HashSet<>(here));
            List<Table> tables = new java.util.ArrayList<>();
            for (int t = 0; t < here.size() / 4; t++) {
                tables.add(new Table(t + 1, here.subList(t * 4, t * 4 + 4)));
            }
            sessions.add(new Session(s, tables));
        }
        long meetings = (4L * 8 + 6) * 6;
        long couldMeet = 0;
        for (int a = 1; a <= 40; a++) {
            for (int b = a + 1; b <= 40; b++) {
                final int x = a;
                final int y = b;
                if (present.stream().anyMatch(p -> p.contains(x) && p.contains(y))) {
                    couldMeet++;
                }
            }
        }
        DrawQuality q = DrawChecker.checkChangingField(new Draw(sessions), Fields.of(40));
        assertThat(q.lowerBound()).isEqualTo(Math.max(0, meetings - couldMeet));
        assertThat(couldMeet).as("some pairs never share a session").isLessThan(40 * 39 / 2);
    }
}
