package org.mahjongresults.engine.riichi.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.riichi.HanFuEntry;
import org.mahjongresults.engine.riichi.yaku.Yaku;

/**
 * Every payment case through the sheet, per preset, with the scores after the line. Counters and sticks are put on
 * the table first by exhaustive draws at which all four are tenpai (the dealer stays, a counter is added, nothing is
 * paid; RCR 2016 §3.4.10-11, WRC 2015 §5.7.7-8), each naming the players who declared riichi in it. Points from the
 * points tables of RCR 2016 §4.1.3 and WRC 2015 §6.1: 1 han 30 fu is 1000 on a non-dealer's ron, 2 han 30 fu 2000
 * (a dealer's 2900), a dealer's 3 han 30 fu tsumo 2000 from each, a non-dealer's 2 han 30 fu tsumo 500/1000 and
 * 4 han 30 fu 2000/3900 (a mangan, 2000/4000, with kiriage); a counter is 300 on a ron, 100 from each on a tsumo.
 */
class SheetPaymentsTest {

    @ParameterizedTest(name = "[{index}] {0}, draws {1}: {2} by {3} from {4}, {5} han {6} fu -> {7}")
    @DisplayName("ron and tsumo by dealer and non-dealer, with counters and sticks, under each preset")
    @CsvSource(delimiter = '|', value = {
        // preset | draws before (riichi seats of each) | kind | winner | discarder | han | fu | scores after
        "EMA2016 | ''    | ron   | 1 | 2  | 1  | 30 | 30000,31000,29000,30000",
        "EMA2016 | -;-   | ron   | 1 | 2  | 2  | 30 | 30000,32600,27400,30000",
        "EMA2016 | 1;3   | ron   | 1 | 2  | 2  | 30 | 30000,33600,27400,29000",
        "EMA2016 | ''    | ron   | 0 | 3  | 2  | 30 | 32900,30000,30000,27100",
        "EMA2016 | -     | tsumo | 0 | -1 | 3  | 30 | 36300,27900,27900,27900",
        "EMA2016 | ''    | tsumo | 1 | -1 | 2  | 30 | 29000,32000,29500,29500",
        "EMA2016 | 2     | tsumo | 1 | -1 | 2  | 30 | 28900,33300,28400,29400",
        "EMA2016 | ''    | tsumo | 1 | -1 | 4  | 30 | 26100,37900,28000,28000",
        "WRC     | ''    | tsumo | 1 | -1 | 4  | 30 | 26000,38000,28000,28000",
        "WRC     | 0;1;2 | ron   | 3 | 0  | 2  | 30 | 26100,29000,29000,35900",
        "MLEAGUE | ''    | ron   | 1 | 2  | 1  | 30 | 25000,26000,24000,25000",
        "MLEAGUE | ''    | tsumo | 1 | -1 | 13 | 30 | 9000,57000,17000,17000",
        "EMA2016 | ''    | tsumo | 1 | -1 | 13 | 30 | 18000,54000,24000,24000",
    })
    void wins(String preset, String draws, String kind, int winner, int discarder, int han, int fu,
            String expected) {
        RiichiSheet sheet = withDraws(RiichiSheet.start(RiichiProfile.ofName(preset)), draws);
        boolean tsumo = kind.equals("tsumo");
        // an open all-simples ron, or a closed all-simples self-draw: neither needs riichi nor a particular fu
        WinEntry win = new WinEntry.HanFu(new HanFuEntry(tsumo ? EnumSet.of(Yaku.MENZEN_TSUMO, Yaku.TANYAO)
                : EnumSet.of(Yaku.TANYAO), !tsumo, tsumo, han, fu));
        RiichiSheet after = sheet.enter(tsumo ? SheetEntry.Tsumo.of(winner, win) : SheetEntry.Ron.of(winner, win,
                discarder));
        assertThat(after.state().scores()).isEqualTo(seats(expected));
        assertThat(after.state().sticks()).isZero();
        assertThat(after.state().honba()).isEqualTo(winner == after.state().dealer() && winner == 0
                ? sheet.state().honba() + 1 : 0);
    }

    @ParameterizedTest(name = "[{index}] {0}: tenpai {1} -> {2}")
    @DisplayName("noten payments: 3000 from the noten players to the tenpai players, under each preset")
    @CsvSource(delimiter = '|', value = {
        "EMA2016 | 1     | 29000,33000,29000,29000",
        "WRC     | 0,2   | 31500,28500,31500,28500",
        "MLEAGUE | 0,1,3 | 26000,26000,22000,26000",
        "MLEAGUE | ''    | 25000,25000,25000,25000",
    })
    void noten(String preset, String tenpai, String expected) {
        RiichiSheet sheet = RiichiSheet.start(RiichiProfile.ofName(preset)).enter(SheetEntry.Draw.of(Set.copyOf(
                seats(tenpai))));
        assertThat(sheet.state().scores()).isEqualTo(seats(expected));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @DisplayName("chombo under each preset: 20,000 off the offender's final result, the hand replayed, sticks back")
    @CsvSource({"EMA2016", "WRC", "MLEAGUE"})
    void chombo(String preset) {
        RiichiProfile profile = RiichiProfile.ofName(preset);
        RiichiSheet sheet = RiichiSheet.start(profile).enter(new SheetEntry.Chombo(1, Set.of(2)));
        int start = profile.game().startingPoints();
        assertThat(sheet.state().scores()).containsOnly(start);
        assertThat(sheet.state().deductions()).containsExactly(0, 20_000, 0, 0);
        assertThat(sheet.state().sticks()).isZero();
    }

    /** Draws at which all four are tenpai, one per {@code ;}-separated group of riichi seats ({@code -} for none). */
    private static RiichiSheet withDraws(RiichiSheet sheet, String draws) {
        if (draws.isEmpty()) {
            return sheet;
        }
        for (String riichi : draws.split(";")) {
            Set<Integer> seats = riichi.equals("-") ? Set.of() : Set.copyOf(seats(riichi));
            sheet = sheet.enter(new SheetEntry.Draw(Set.of(0, 1, 2, 3), seats, Set.of()));
        }
        return sheet;
    }

    private static List<Integer> seats(String csv) {
        return csv.isEmpty() ? List.of() : Arrays.stream(csv.split(",")).map(String::trim).map(Integer::parseInt)
                .toList();
    }
}
