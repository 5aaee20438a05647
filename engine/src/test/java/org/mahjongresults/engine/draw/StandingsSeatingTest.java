package org.mahjongresults.engine.draw;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Seating a final session by standings: the top four together, and so on, avoiding repeats where it can. */
class StandingsSeatingTest {

    private static List<Integer> ranking(int... ids) {
        List<Integer> list = new ArrayList<>();
        for (int id : ids) {
            list.add(id);
        }
        return list;
    }

    @Test
    void withoutEarlierMeetingsTheLeadersSitTogetherAtTableOneAndSoOn() {
        List<Integer> ranking = ranking(7, 3, 12, 1, 9, 2, 16, 5, 4, 8, 10, 6, 11, 13, 14, 15);
        Session session = DrawEngine.seatByStandings(new Draw(List.of()), Fields.of(16), ranking,
                DrawOptions.defaults());
        assertThat(session.number()).isEqualTo(1);
        for (int t = 0; t < 4; t++) {
            assertThat(session.tables().get(t).players()).containsExactlyInAnyOrderElementsOf(
                    ranking.subList(4 * t, 4 * t + 4));
        }
    }

    @Test
    void aPairThatAlreadyMetIsSplitByASwapWithTheNextGroupOnly() {
        List<DrawPlayer> field = Fields.of(32);
        Draw earlier = Fields.drawn(field, 5, 8).draw();
        // Rank the players so that the top four all met at one table in session 1.
        List<Integer> ranking = new ArrayList<>(earlier.session(1).tables().get(0).players());
        for (int id = 1; id <= 32; id++) {
            if (!ranking.contains(id)) {
                ranking.add(id);
            }
        }
        Session session = DrawEngine.seatByStandings(earlier, field, ranking, DrawOptions.defaults());
        assertThat(session.number()).isEqualTo(6);

        Draw withFinal = new Draw(append(earlier.sessions(), session));
        DrawQuality quality = DrawChecker.check(withFinal, field);
        assertThat(quality.valid()).isTrue();
        // Seating the groups as they stand would repeat the six meetings of the leaders' table in session 1.
        assertThat(plainGroupingRepeats(earlier, field, ranking)).isGreaterThanOrEqualTo(6);
        assertThat(quality.repeatMeetings()).isLessThan(plainGroupingRepeats(earlier, field, ranking));
        for (int rank = 0; rank < 32; rank++) {
            int table = session.tableOf(ranking.get(rank)).orElseThrow().number();
            assertThat(Math.abs(table - (rank / 4 + 1))).as("rank %d at table %d", rank + 1, table)
                    .isLessThanOrEqualTo(1);
        }
        // Four players at one table may all lack the same seat, so perfect balance cannot be promised here.
        assertThat(quality.maxSeatCount()).isLessThanOrEqualTo(3);
    }

    @Test
    void teammatesAmongTheLeadersAreSeparatedByTheNextGroup() {
        List<DrawPlayer> field = new ArrayList<>(Fields.of(16));
        field.set(0, DrawPlayer.inTeam(1, "Red"));
        field.set(1, DrawPlayer.inTeam(2, "Red"));
        List<Integer> ranking = ranking(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16);
        Session session = DrawEngine.seatByStandings(new Draw(List.of()), field, ranking, DrawOptions.defaults());
        assertThat(session.tableOf(1).orElseThrow().seats(2)).isFalse();
        assertThat(session.tables().get(0).players()).containsAnyOf(1, 2);
    }

    @Test
    void theRankingMustListTheFieldExactly() {
        assertThatThrownBy(() -> DrawEngine.seatByStandings(new Draw(List.of()), Fields.of(8),
                ranking(1, 2, 3, 4, 5, 6, 7, 9), DrawOptions.defaults()))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static List<Session> append(List<Session> sessions, Session last) {
        List<Session> all = new ArrayList<>(sessions);
        all.add(last);
        return all;
    }

    private static long plainGroupingRepeats(Draw earlier, List<DrawPlayer> field, List<Integer> ranking) {
        List<Table> tables = new ArrayList<>();
        for (int t = 0; t < ranking.size() / 4; t++) {
            tables.add(new Table(t + 1, ranking.subList(4 * t, 4 * t + 4)));
        }
        Draw plain = new Draw(append(earlier.sessions(), new Session(6, tables)));
        return DrawChecker.check(plain, field).repeatMeetings();
    }
}
