package org.mahjongresults.engine.riichi.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Payments for each way a hand ends: ron and tsumo with counters and sticks (RCR 2016 §3.4.10), double and triple ron
 * with and without head bump (RCR 2016 §3.4.9, WRC 2015 §5.7.6), noten payments (RCR 2016 §3.4.2), nagashi mangan
 * (WRC 2015 §6.5.4) and the reverse-mangan chombo. Seats 0-3; the changes always add up to the sticks taken.
 */
class SettlementTest {

    private static final RiichiRules EMA = RiichiRules.EMA_2016;
    private static final RiichiRules WRC = RiichiRules.WRC_2015;

    @ParameterizedTest(name = "[{index}] {0} han {1} fu, winner {2} on {3}, dealer {4}, {5} honba, {6} sticks: {7}")
    @DisplayName("a ron: the discarder pays the hand plus 300 per counter, and the winner takes the sticks")
    @CsvSource(delimiter = '|', value = {
        "3 | 30 | 1 | 2 | 0 | 0 | 0 | 0,3900,-3900,0",
        "3 | 30 | 1 | 2 | 0 | 2 | 0 | 0,4500,-4500,0",
        "3 | 30 | 1 | 2 | 0 | 2 | 3 | 0,7500,-4500,0",
        "3 | 30 | 0 | 2 | 0 | 0 | 0 | 5800,0,-5800,0",
        "3 | 30 | 0 | 2 | 0 | 1 | 1 | 7100,0,-6100,0",
        "1 | 30 | 3 | 0 | 0 | 5 | 0 | -2500,0,0,2500",
        "5 | 30 | 2 | 3 | 1 | 0 | 2 | 0,0,10000,-8000",
    })
    void ron(int han, int fu, int winner, int discarder, int dealer, int honba, int sticks, String expected) {
        Payments p = Settlement.ron(List.of(new HandRecord.RonWin(winner, HandValue.of(han, fu))), discarder, dealer,
                honba, sticks, Set.of(), EMA);
        assertThat(p.changes()).isEqualTo(seats(expected));
        assertThat(p.sticksTaken()).isEqualTo(sticks);
        assertThat(sum(p)).isEqualTo(sticks * 1000);
    }

    @ParameterizedTest(name = "[{index}] {0} han {1} fu, winner {2}, dealer {3}, {4} honba, {5} sticks: {6}")
    @DisplayName("a tsumo: each payer adds 100 per counter, and the winner takes the sticks")
    @CsvSource(delimiter = '|', value = {
        "1 | 30 | 1 | 0 | 0 | 0 | -500,1100,-300,-300",
        "1 | 30 | 1 | 0 | 1 | 0 | -600,1400,-400,-400",
        "1 | 30 | 0 | 0 | 0 | 0 | 1500,-500,-500,-500",
        "1 | 30 | 0 | 0 | 2 | 1 | 3100,-700,-700,-700",
        "4 | 30 | 2 | 1 | 0 | 0 | -2000,-3900,7900,-2000",
        "4 | 30 | 3 | 3 | 3 | 2 | -4200,-4200,-4200,14600",
        "6 | 30 | 3 | 1 | 0 | 1 | -3000,-6000,-3000,13000",
    })
    void tsumo(int han, int fu, int winner, int dealer, int honba, int sticks, String expected) {
        Payments p = Settlement.tsumo(winner, HandValue.of(han, fu), dealer, honba, sticks, EMA);
        assertThat(p.changes()).isEqualTo(seats(expected));
        assertThat(sum(p)).isEqualTo(sticks * 1000);
    }

    @Test
    @DisplayName("EMA double ron: the discarder pays each winner the hand and the counters; each takes back their own stick")
    void doubleRonEma() {
        // seat 0 discards; seats 1 (2 han 30 fu) and 3 (3 han 30 fu, in riichi this hand) call; 1 honba, 2 sticks.
        List<HandRecord.RonWin> wins = List.of(new HandRecord.RonWin(3, HandValue.of(3, 30)),
                new HandRecord.RonWin(1, HandValue.of(2, 30)));
        Payments p = Settlement.ron(wins, 0, 2, 1, 2, Set.of(3), EMA);
        assertThat(p.changes()).containsExactly(-6500, 3300, 0, 5200);
        assertThat(sum(p)).isEqualTo(2000);
    }

    @Test
    @DisplayName("double ron with the bonuses to the first winner: counters and every stick to the first after the discarder")
    void doubleRonBonusesToFirst() {
        RiichiRules rules = EMA.toBuilder().multipleRonBonuses(RonBonuses.FIRST_WINNER).build();
        List<HandRecord.RonWin> wins = List.of(new HandRecord.RonWin(1, HandValue.of(2, 30)),
                new HandRecord.RonWin(3, HandValue.of(3, 30)));
        Payments p = Settlement.ron(wins, 0, 2, 1, 2, Set.of(3), rules);
        assertThat(p.changes()).containsExactly(-6200, 4300, 0, 3900);
    }

    @Test
    @DisplayName("the first winner is counted in turn order after the discarder, not by seat number")
    void turnOrderWrapsAround() {
        List<HandRecord.RonWin> wins = List.of(new HandRecord.RonWin(0, HandValue.of(1, 30)),
                new HandRecord.RonWin(3, HandValue.of(1, 30)));
        // seat 2 discards: 3 comes before 0.
        Payments ema = Settlement.ron(wins, 2, 1, 1, 1, Set.of(), EMA);
        assertThat(ema.changes()).containsExactly(1300, 0, -2600, 2300);
        Payments wrc = Settlement.ron(wins, 2, 1, 1, 1, Set.of(), WRC);
        assertThat(wrc.changes()).containsExactly(0, 0, -1300, 2300);
    }

    @Test
    @DisplayName("WRC head bump: of two or three callers only the first after the discarder is paid")
    void headBump() {
        List<HandRecord.RonWin> wins = List.of(new HandRecord.RonWin(1, HandValue.of(2, 30)),
                new HandRecord.RonWin(3, HandValue.of(3, 30)));
        assertThat(Settlement.ron(wins, 0, 2, 1, 2, Set.of(), WRC).changes()).containsExactly(-2300, 4300, 0, 0);
        List<HandRecord.RonWin> three = List.of(new HandRecord.RonWin(3, HandValue.of(13, 30)),
                new HandRecord.RonWin(2, HandValue.of(1, 30)), new HandRecord.RonWin(1, HandValue.of(1, 30)));
        assertThat(Settlement.ron(three, 0, 0, 0, 0, Set.of(), WRC).changes()).containsExactly(-1000, 1000, 0, 0);
    }

    @Test
    @DisplayName("EMA triple ron: all three are paid by the discarder")
    void tripleRonEma() {
        List<HandRecord.RonWin> three = List.of(new HandRecord.RonWin(1, HandValue.of(1, 30)),
                new HandRecord.RonWin(2, HandValue.of(2, 30)), new HandRecord.RonWin(3, HandValue.of(3, 30)));
        assertThat(Settlement.ron(three, 0, 0, 0, 0, Set.of(), EMA).changes()).containsExactly(-6900, 1000, 2000, 3900);
    }

    @ParameterizedTest(name = "[{index}] tenpai {0}: {1}")
    @DisplayName("noten payments: 3000 from the noten players, split among the tenpai players")
    @CsvSource(delimiter = '|', value = {
        "''      | 0,0,0,0",
        "0       | 3000,-1000,-1000,-1000",
        "2       | -1000,-1000,3000,-1000",
        "1,3     | -1500,1500,-1500,1500",
        "0,1     | 1500,1500,-1500,-1500",
        "0,1,2   | 1000,1000,1000,-3000",
        "1,2,3   | -3000,1000,1000,1000",
        "0,1,2,3 | 0,0,0,0",
    })
    void notenPayments(String tenpai, String expected) {
        Payments p = Settlement.exhaustiveDraw(set(tenpai), EMA);
        assertThat(p.changes()).isEqualTo(seats(expected));
        assertThat(sum(p)).isZero();
    }

    @ParameterizedTest(name = "[{index}] nagashi {0}, dealer {1}, {2} honba, {3} sticks: {4}")
    @DisplayName("nagashi mangan is paid as a mangan tsumo, counters included; the sticks go to the first from the dealer")
    @CsvSource(delimiter = '|', value = {
        "2   | 0 | 0 | 0 | -4000,-2000,8000,-2000",
        "0   | 0 | 0 | 0 | 12000,-4000,-4000,-4000",
        "2   | 0 | 1 | 1 | -4100,-2100,9300,-2100",
        "1,3 | 0 | 0 | 0 | -8000,6000,-4000,6000",
        "0,3 | 2 | 0 | 1 | 6000,-4000,-8000,7000",
    })
    void nagashi(String players, int dealer, int honba, int sticks, String expected) {
        Payments p = Settlement.nagashi(set(players), dealer, honba, sticks, WRC);
        assertThat(p.changes()).isEqualTo(seats(expected));
        assertThat(sum(p)).isEqualTo(sticks * 1000);
    }

    @ParameterizedTest(name = "[{index}] offender {0}, dealer {1}: {2}")
    @DisplayName("a reverse-mangan chombo: a non-dealer pays 4000 to the dealer and 2000 to each other, a dealer 4000 each")
    @CsvSource(delimiter = '|', value = {
        "1 | 0 | 4000,-8000,2000,2000",
        "0 | 0 | -12000,4000,4000,4000",
        "3 | 2 | 2000,2000,4000,-8000",
    })
    void reverseMangan(int offender, int dealer, String expected) {
        RiichiRules rules = EMA.toBuilder().chombo(ChomboRule.reverseMangan()).build();
        Payments p = Settlement.reverseMangan(offender, dealer, rules);
        assertThat(p.changes()).isEqualTo(seats(expected));
        assertThat(sum(p)).isZero();
    }

    static List<Integer> seats(String csv) {
        return Arrays.stream(csv.split(",")).map(String::trim).map(Integer::valueOf).toList();
    }

    static Set<Integer> set(String csv) {
        if (csv.isBlank()) {
            return Set.of();
        }
        return Arrays.stream(csv.split(",")).map(String::trim).map(Integer::valueOf).collect(Collectors.toSet());
    }

    private static int sum(Payments p) {
        return p.changes().stream().mapToInt(Integer::intValue).sum();
    }
}
