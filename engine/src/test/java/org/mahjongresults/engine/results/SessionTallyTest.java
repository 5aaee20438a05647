package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;

/**
 * The arithmetic of a score sheet (MCR 2006 §3.9.1-2, MCR 2006 §3.9.1, MCR 2006 附件5, RULINGS §3, RULINGS §4). Sheet lines below, separated by ";":
 * "self W B" self-drawn win of seat W worth B; "disc W D B" win of W on D's discard; "draw" exhaustive draw;
 * "ded S P" deduction of P from S; "each S P" S pays P to each other present player; "to S T P" S pays P to T.
 */
class SessionTallyTest {

    static List<SheetEntry> sheet(String lines) {
        List<SheetEntry> out = new ArrayList<>();
        for (String line : lines.split(";")) {
            String[] w = line.trim().split("\\s+");
            int[] n = Arrays.stream(w).skip(1).mapToInt(Integer::parseInt).toArray();
            out.add(switch (w[0]) {
                case "self" -> new SheetEntry.SelfDrawn(n[0], n[1]);
                case "disc" -> new SheetEntry.Discard(n[0], n[1], n[2]);
                case "draw" -> new SheetEntry.ExhaustiveDraw();
                case "ded" -> new SheetEntry.Deduction(n[0], n[1]);
                case "each" -> new SheetEntry.PayEach(n[0], n[1]);
                case "to" -> new SheetEntry.PayTo(n[0], n[1], n[2]);
                default -> throw new IllegalArgumentException(line);
            });
        }
        return out;
    }

    private static List<Integer> ints(String s) {
        return Arrays.stream(s.trim().split("\\s+")).map(Integer::valueOf).toList();
    }

    @ParameterizedTest(name = "[{index}] absent {0}: {1} -> {2}")
    @DisplayName("session scores add up hands and penalties, with the absent seat of a three-player table paying nothing")
    @CsvSource(delimiter = '|', value = {
        // example A of MCR 2006 §3.9.1: North (3) discards, East (0) wins 18
        "-1 | disc 0 3 18                          | 42 -8 -8 -26    | 0",
        // example B: self-drawn 15
        "-1 | self 2 15                            | -23 -23 69 -23  | 0",
        // example C: A plus West's (2) 5-point deduction, paid to nobody
        "-1 | disc 0 3 18; ded 2 5                 | 42 -8 -13 -26   | 5",
        "-1 | draw; draw; draw                     | 0 0 0 0         | 0",
        "-1 | self 1 8; disc 3 1 10; draw          | -24 30 -24 18   | 0",
        // a wrong win pays 10 to each, a false win 20, scrambling 30, exposing tiles to the victim
        "-1 | each 1 10                            | 10 -30 10 10    | 0",
        "-1 | each 3 20; each 0 30                 | -70 50 50 -30   | 0",
        "-1 | to 2 0 15                            | 15 0 -15 0      | 0",
        // three-player table (seat 1 absent): the absent seat neither pays nor receives
        "1  | self 0 8                             | 32 0 -16 -16    | 0",
        "1  | disc 2 3 10                          | -8 0 26 -18     | 0",
        "1  | each 3 10                            | 10 0 10 -20     | 0",
        "1  | self 0 8; disc 3 0 12; ded 2 10; draw | 12 0 -34 12     | 10",
    })
    void scores(int absent, String lines, String expected, int deductions) {
        SessionTally t = SessionTally.of(sheet(lines), absent);
        assertThat(t.scores()).isEqualTo(ints(expected));
        assertThat(t.deductions()).isEqualTo(deductions);
        for (SessionTally.Row row : t.rows()) {
            int expectedSum = row.entry() instanceof SheetEntry.Deduction d ? -d.points() : 0;
            assertThat(row.sum()).isEqualTo(expectedSum);
            if (absent >= 0) {
                assertThat(row.changes().get(absent)).isZero();
            }
        }
    }

    @Test
    @DisplayName("every line shows its changes and the running totals, penalties keeping the hand number")
    void runningTotals() {
        SessionTally t = SessionTally.of(sheet("self 0 8; ded 1 5; disc 1 0 8; draw"), -1);
        assertThat(t.rows().stream().map(SessionTally.Row::hand).toList()).containsExactly(1, 1, 2, 3);
        assertThat(t.rows().get(1).running()).isEqualTo(ints("48 -21 -16 -16"));
        assertThat(t.rows().get(2).changes()).isEqualTo(ints("-16 32 -8 -8"));
        assertThat(t.hands()).isEqualTo(3);
        assertThat(t.scores()).isEqualTo(ints("32 11 -24 -24"));
    }

    @Test
    @DisplayName("a session has at most 16 hands, 12 at a three-player table, and penalties do not count as hands")
    void handLimits() {
        List<SheetEntry> sixteen = new ArrayList<>(Collections.nCopies(16, new SheetEntry.ExhaustiveDraw()));
        sixteen.add(new SheetEntry.Deduction(0, 5));
        assertThat(SessionTally.of(sixteen, -1).hands()).isEqualTo(16);
        sixteen.add(new SheetEntry.ExhaustiveDraw());
        assertThatThrownBy(() -> SessionTally.of(sixteen, -1)).isInstanceOf(IllegalArgumentException.class);
        List<SheetEntry> thirteen = Collections.nCopies(13, new SheetEntry.ExhaustiveDraw());
        assertThatThrownBy(() -> SessionTally.of(thirteen, 2)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("12");
        assertThat(SessionTally.of(thirteen.subList(0, 12), 2).hands()).isEqualTo(12);
    }

    @ParameterizedTest(name = "[{index}] absent {0}: {1}")
    @DisplayName("the absent player cannot win, discard, pay or be paid, and bad seats or amounts are refused")
    @CsvSource(delimiter = '|', value = {
        "1  | self 1 8",
        "1  | disc 0 1 8",
        "1  | disc 1 0 8",
        "1  | ded 1 5",
        "1  | each 1 10",
        "1  | to 0 1 10",
        "-1 | self 4 8",
        "-1 | self 0 7",
        "-1 | disc 2 2 8",
        "-1 | ded 0 0",
        "-1 | to 1 1 5",
        "5  | draw",
    })
    void refusals(int absent, String line) {
        assertThatThrownBy(() -> SessionTally.of(sheet(line), absent)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("a three-player sheet after a forfeit places the three 4, 2, 1 and the absent player 0")
    void sheetToTable() {
        LateArrival late = LateArrival.after(Duration.ofMinutes(16));
        assertThat(late.forfeit()).isTrue();
        SessionTally t = SessionTally.of(sheet("self 0 8; disc 3 2 10; ded 2 10"), 1);
        TableResult r = TableResult.of(t.seatScores(List.of(11L, 12L, 13L, 14L)), TablePointSystem.STANDARD,
                TieRule.SHARE);
        assertThat(r.placings().stream().map(p -> p.tablePoints() + "/" + p.placeLabel()).toList())
                .containsExactly("4/1", "0/4", "1/3", "2/2");
        assertThat(r.of(12).present()).isFalse();
    }

    @ParameterizedTest(name = "[{index}] {0} s late: deduction {1}, forfeit {2}")
    @DisplayName("late arrival: up to 10 minutes -10, up to and including 15 minutes -20, beyond that a forfeit")
    @CsvSource(delimiter = '|', value = {
        "0    | 0  | false",
        "-30  | 0  | false",
        "1    | 10 | false",
        "600  | 10 | false",
        "601  | 20 | false",
        "900  | 20 | false",
        "901  | 0  | true",
        "3600 | 0  | true",
    })
    void lateArrival(int seconds, int deduction, boolean forfeit) {
        LateArrival late = LateArrival.after(Duration.ofSeconds(seconds));
        assertThat(late).isEqualTo(new LateArrival(deduction, forfeit));
        if (deduction > 0) {
            assertThat(late.entry(2)).isEqualTo(new SheetEntry.Deduction(2, deduction));
        } else {
            assertThat(late.entry(2)).isNull();
        }
    }
}
