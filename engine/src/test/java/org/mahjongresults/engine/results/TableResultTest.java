package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;

/**
 * Placing and table points of one table (MCR 2006 §3.9.2-2, CN 2017 L119, RULINGS §3, RULINGS §4). In the tables below the seats are
 * players 1 to 4 in order; a session score "x" is a player absent after a forfeit; "-" is an empty fourth seat.
 */
class TableResultTest {

    private static List<SeatScore> seats(String scores) {
        List<SeatScore> out = new ArrayList<>();
        String[] parts = scores.trim().split("\\s+");
        for (int i = 0; i < parts.length; i++) {
            if (parts[i].equals("-")) {
                continue;
            }
            out.add(parts[i].equals("x") ? SeatScore.absent(i + 1) : SeatScore.of(i + 1, Integer.parseInt(parts[i])));
        }
        return out;
    }

    private static String points(TableResult r) {
        return String.join(" ", r.placings().stream().map(p -> p.tablePoints().toString()).toList());
    }

    private static String places(TableResult r) {
        return String.join(" ", r.placings().stream().map(Placing::placeLabel).toList());
    }

    @ParameterizedTest(name = "[{index}] {0}: {1} -> {2} / {3}")
    @DisplayName("every case of the 4-2-1-0 and five-point systems with shared ties")
    @CsvSource(delimiter = '|', value = {
        // all distinct, in any seat order
        "STANDARD   | 120 40 -60 -100   | 4 2 1 0             | 1 2 3 4",
        "STANDARD   | -100 -60 40 120   | 0 1 2 4             | 4 3 2 1",
        // ties of two at every position
        "STANDARD   | 50 50 -20 -80     | 3 3 1 0             | =1 =1 3 4",
        "STANDARD   | 90 10 10 -110     | 4 1.5 1.5 0         | 1 =2 =2 4",
        "STANDARD   | 90 10 -50 -50     | 4 2 0.5 0.5         | 1 2 =3 =3",
        "STANDARD   | 30 30 -30 -30     | 3 3 0.5 0.5         | =1 =1 =3 =3",
        // ties of three
        "STANDARD   | 16 16 16 -48      | 2.33 2.33 2.33 0    | =1 =1 =1 4",
        "STANDARD   | 48 -16 -16 -16    | 4 1 1 1             | 1 =2 =2 =2",
        // tie of four
        "STANDARD   | 0 0 0 0           | 1.75 1.75 1.75 1.75 | =1 =1 =1 =1",
        // five-point: placing points 4-3-2-1 plus +1 / 0 / -1 by the sign of the session score
        "FIVE_POINT | 120 40 -60 -100   | 5 4 1 0             | 1 2 3 4",
        "FIVE_POINT | 120 0 -20 -100    | 5 3 1 0             | 1 2 3 4",
        "FIVE_POINT | 120 -10 -10 -100  | 5 1.5 1.5 0         | 1 =2 =2 4",
        "FIVE_POINT | 50 50 -20 -80     | 4.5 4.5 1 0         | =1 =1 3 4",
        "FIVE_POINT | 90 10 -50 -50     | 5 4 0.5 0.5         | 1 2 =3 =3",
        "FIVE_POINT | 16 16 16 -48      | 4 4 4 0             | =1 =1 =1 4",
        "FIVE_POINT | 48 -16 -16 -16    | 5 1 1 1             | 1 =2 =2 =2",
        "FIVE_POINT | 0 0 0 0           | 2.5 2.5 2.5 2.5     | =1 =1 =1 =1",
        "FIVE_POINT | 10 5 3 1          | 5 4 3 2             | 1 2 3 4",
        "FIVE_POINT | -1 -2 -3 -4       | 3 2 1 0             | 1 2 3 4",
        // three-player table after a forfeit: 4, 2, 1 for the three, 0 for the absent player, placed last
        "STANDARD   | 60 x -20 -40      | 4 0 2 1             | 1 4 2 3",
        "STANDARD   | -60 x -20 -40     | 1 0 4 2             | 3 4 1 2",
        "STANDARD   | 30 x 30 -60       | 3 0 3 1             | =1 4 =1 3",
        "STANDARD   | 30 x -15 -15      | 4 0 1.5 1.5         | 1 4 =2 =2",
        "STANDARD   | 0 x 0 0           | 2.33 0 2.33 2.33    | =1 4 =1 =1",
        "FIVE_POINT | 60 x -20 -40      | 5 0 2 1             | 1 4 2 3",
        "FIVE_POINT | 30 x 0 -30        | 5 0 3 1             | 1 4 2 3",
        "FIVE_POINT | 0 x 0 0           | 3 0 3 3             | =1 4 =1 =1",
        // a table of three (nobody absent) places the same way
        "STANDARD   | 60 -20 -40 -      | 4 2 1               | 1 2 3",
        "STANDARD   | 10 10 -20 -       | 3 3 1               | =1 =1 3",
    })
    void tablePoints(TablePointSystem system, String scores, String expectedPoints, String expectedPlaces) {
        TableResult r = TableResult.of(seats(scores), system, TieRule.SHARE);
        assertThat(points(r)).isEqualTo(expectedPoints);
        assertThat(places(r)).isEqualTo(expectedPlaces);
        assertThat(r.needsReferee()).isFalse();
    }

    @ParameterizedTest(name = "[{index}] {0}: {1}")
    @DisplayName("the table points of a full table always add up to the points of its places")
    @CsvSource(delimiter = '|', value = {
        "STANDARD   | 7",
        "FIVE_POINT | 10",
    })
    void sharesKeepTheTotal(TablePointSystem system, int placeTotal) {
        int[] values = {-20, 0, 20};
        for (int a : values) {
            for (int b : values) {
                for (int c : values) {
                    for (int d : values) {
                        TableResult r = TableResult.of(
                                List.of(SeatScore.of(1, a), SeatScore.of(2, b), SeatScore.of(3, c), SeatScore.of(4, d)),
                                system, TieRule.SHARE);
                        TablePoints sum = r.placings().stream().map(Placing::tablePoints)
                                .reduce(TablePoints.ZERO, TablePoints::plus);
                        int winLoss = Integer.signum(a) + Integer.signum(b) + Integer.signum(c) + Integer.signum(d);
                        int expected = placeTotal + (system == TablePointSystem.FIVE_POINT ? winLoss : 0);
                        assertThat(sum).isEqualTo(TablePoints.of(expected));
                    }
                }
            }
        }
    }

    @ParameterizedTest(name = "[{index}] {0} with referee order {2}: {3} / {4}")
    @DisplayName("under the referee tie rule a tie is flagged until the referee orders it, then placed in that order")
    @CsvSource(delimiter = '|', value = {
        "STANDARD   | 50 50 -20 -80  |         | 3 3 1 0     | =1 =1 3 4 | true",
        "STANDARD   | 50 50 -20 -80  | 2 1     | 2 4 1 0     | 2 1 3 4   | false",
        "STANDARD   | 50 50 -20 -80  | 1 2 3 4 | 4 2 1 0     | 1 2 3 4   | false",
        "STANDARD   | 50 50 -20 -80  | 3 4     | 3 3 1 0     | =1 =1 3 4 | true",
        "STANDARD   | 30 30 -30 -30  | 2 1     | 2 4 0.5 0.5 | 2 1 =3 =3 | true",
        "STANDARD   | 30 30 -30 -30  | 2 1 4 3 | 2 4 0 1     | 2 1 4 3   | false",
        "STANDARD   | 0 0 0 0        | 4 3 2 1 | 0 1 2 4     | 4 3 2 1   | false",
        "STANDARD   | 0 0 0 0        | 4 3 2   | 1.75 1.75 1.75 1.75 | =1 =1 =1 =1 | true",
        "FIVE_POINT | 120 -10 -10 -100 | 3 2   | 5 1 2 0     | 1 3 2 4   | false",
        "STANDARD   | 120 40 -60 -100 |        | 4 2 1 0     | 1 2 3 4   | false",
        "STANDARD   | 16 16 x 16      | 4 1 2  | 2 1 0 4     | 2 3 4 1   | false",
    })
    void refereeTieRule(TablePointSystem system, String scores, String order, String expectedPoints,
                        String expectedPlaces, boolean flagged) {
        List<Long> refereeOrder = order == null ? List.of()
                : Arrays.stream(order.trim().split("\\s+")).map(Long::valueOf).toList();
        TableResult r = TableResult.of(seats(scores), system, TieRule.REFEREE, refereeOrder);
        assertThat(points(r)).isEqualTo(expectedPoints);
        assertThat(places(r)).isEqualTo(expectedPlaces);
        assertThat(r.needsReferee()).isEqualTo(flagged);
        assertThat(r.awaitingReferee().isEmpty()).isEqualTo(!flagged);
    }

    @Test
    @DisplayName("the players awaiting the referee are exactly those still tied")
    void awaitingReferee() {
        TableResult r = TableResult.of(seats("30 30 -30 -30"), TablePointSystem.STANDARD, TieRule.REFEREE,
                List.of(2L, 1L));
        assertThat(r.awaitingReferee()).containsExactly(3L, 4L);
    }

    @Test
    @DisplayName("under the share rule a referee order changes nothing")
    void shareIgnoresOrder() {
        TableResult r = TableResult.of(seats("50 50 -20 -80"), TablePointSystem.STANDARD, TieRule.SHARE,
                List.of(2L, 1L));
        assertThat(points(r)).isEqualTo("3 3 1 0");
    }

    @Test
    @DisplayName("a forfeiting player's session score is 0 and the table's entries carry it to the standings")
    void forfeitEntries() {
        TableResult r = TableResult.of(seats("60 x -20 -40"), TablePointSystem.STANDARD, TieRule.SHARE);
        assertThat(r.of(2)).isEqualTo(new Placing(2, 0, false, 4, false, TablePoints.ZERO));
        assertThat(r.entries(3)).containsExactly(
                new SessionEntry(1, 3, TablePoints.of(4), 60),
                new SessionEntry(2, 3, TablePoints.ZERO, 0),
                new SessionEntry(3, 3, TablePoints.of(2), -20),
                new SessionEntry(4, 3, TablePoints.of(1), -40));
    }

    @Test
    @DisplayName("a starting stake is added for display only and changes no placing")
    void startingStake() {
        TableResult r = TableResult.of(seats("120 40 -60 -100"), TablePointSystem.STANDARD, TieRule.SHARE);
        assertThat(r.placings().stream().map(p -> p.displayedScore(500)).toList())
                .containsExactly(620, 540, 440, 400);
        assertThat(places(r)).isEqualTo("1 2 3 4");
    }

    @Test
    @DisplayName("a table of two, five, two absent players or a player seated twice is refused")
    void refusesBadTables() {
        assertThatThrownBy(() -> TableResult.of(seats("1 -1"), TablePointSystem.STANDARD, TieRule.SHARE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TableResult.of(seats("1 -1 0 0 0"), TablePointSystem.STANDARD, TieRule.SHARE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TableResult.of(seats("1 x x -1"), TablePointSystem.STANDARD, TieRule.SHARE))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("three");
        assertThatThrownBy(() -> TableResult.of(List.of(SeatScore.of(1, 0), SeatScore.of(1, 0), SeatScore.of(2, 0)),
                TablePointSystem.STANDARD, TieRule.SHARE)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SeatScore(1, 5, false)).isInstanceOf(IllegalArgumentException.class);
    }
}
