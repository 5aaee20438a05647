package org.mahjongresults.engine.season;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.results.TablePoints;

/**
 * The EMA ranking rule (issue 35; "Basics for ranking system", EMA General Assembly 2017, and the 2018 update), with
 * figures worked by hand: the weight, the decay, the minimum and the zeros up to five, and the blend of all results
 * with the best four.
 */
class EmaRankingTest {

    @ParameterizedTest(name = "[{index}] {0} days, {1} players + {2} substitutes, {3} countries, qualification {4}: {5}")
    @DisplayName("TOTAL_MERS: days, players with at most three substitutes, countries, qualification")
    @CsvSource(delimiter = '|', value = {
        "1 | 40  | 0 | 5  | false | 1",
        "1 | 40  | 1 | 5  | false | 1.5",   // the substitute makes 41
        "2 | 38  | 5 | 9  | false | 3",     // 38 + 3 counted = 41: +0.5; 9 countries: +0.5
        "2 | 80  | 3 | 6  | false | 3.5",   // 83: +1; 6 countries: +0.5
        "3 | 256 | 0 | 12 | true  | 6",
        "1 | 81  | 0 | 10 | false | 3",
    })
    void weight(int days, int players, int substitutes, int countries, boolean qualification, String expected) {
        assertThat(new EmaRanking.Event(days, players, substitutes, countries, qualification).weight())
                .isEqualByComparingTo(expected);
    }

    @ParameterizedTest(name = "[{index}] played {0}: {1}")
    @DisplayName("the decay on 1 June 2026: whole for a year, then two thirds, one third, then nothing")
    @CsvSource(delimiter = '|', value = {
        "2026-05-01 | 3/3",
        "2025-06-01 | 3/3",
        "2025-05-31 | 2/3",
        "2024-06-01 | 2/3",
        "2024-05-31 | 1/3",
        "2023-06-01 | 1/3",
        "2023-05-31 | 0/3",
    })
    void decay(LocalDate played, String thirds) {
        BigDecimal expected = new BigDecimal(thirds.substring(0, 1)).divide(BigDecimal.valueOf(3),
                java.math.MathContext.DECIMAL128);
        assertThat(EmaRanking.decay(played, LocalDate.of(2026, 6, 1))).isEqualByComparingTo(expected);
    }

    private static List<EmaRanking.Counted> ranks(String written) {
        List<EmaRanking.Counted> out = new ArrayList<>();
        for (String r : written.trim().split("\\s+")) {
            String[] p = r.split("x");
            out.add(new EmaRanking.Counted(new BigDecimal(p[0]), new BigDecimal(p[1])));
        }
        return out;
    }

    @ParameterizedTest(name = "[{index}] {0}: {1}")
    @DisplayName("the ranking: half the average of all (zeros of weight 1 up to five), half that of the best four")
    @CsvSource(delimiter = '|', value = {
        // base rank x weight ...                   | ranking
        "1000x1 1000x1                              | 450.00",  // three zeros: A 2000/5 = 400; two zeros: B 2000/4 = 500
        "1000x1 800x1 600x1 400x1 200x1 0x1         | 600.00",  // A 3000/6 = 500, B 2800/4 = 700
        "1000x2 500x2 500x1 500x1 500x1             | 654.76",  // A 4500/7 = 642.857...; B the heavier 500 first: 4000/6
        "1000x1                                     | ",        // one result: not listed
    })
    void ranking(String results, String expected) {
        var r = EmaRanking.ranking(ranks(results), EmaRanking.BEST);
        if (expected == null) {
            assertThat(r).isEmpty();
        } else {
            assertThat(r).hasValueSatisfying(v -> assertThat(v).isEqualByComparingTo(expected));
        }
    }

    @Test
    @DisplayName("a worked example: a win at a 2-day event and a 50th of 100 at a 3-day qualifying championship a year and a half ago")
    void workedExample() {
        // Win of 16 players, 2 days, 3 countries: r = 1000, w = 2.
        // 50th of 100, 3 days, 12 countries, qualification, 18 months old: r = 1000 x 50 / 99 = 505.0505...,
        // w = 3 + 1 + 1 + 1 = 6, decayed to two thirds = 4.
        // All (three zeros of weight 1 added): (2 x 1000 + 4 x 505.0505...) / 9 = 446.689...
        // Best four (two zeros): 4020.2020... / 8 = 502.525...; half of each: 474.607... -> 474.61
        LocalDate asOf = LocalDate.of(2026, 6, 1);
        List<SeasonResult> results = List.of(
                new SeasonResult(7, 1, 1, 16, TablePoints.ZERO, BigDecimal.ONE,
                        new EmaRanking.Event(2, 16, 0, 3, false), LocalDate.of(2025, 12, 1)),
                new SeasonResult(7, 2, 50, 100, TablePoints.ZERO, BigDecimal.ONE,
                        new EmaRanking.Event(3, 100, 0, 12, true), LocalDate.of(2024, 12, 1)),
                // Person 8: one result in force, one over three years old: not listed.
                new SeasonResult(8, 1, 2, 16, TablePoints.ZERO, BigDecimal.ONE,
                        new EmaRanking.Event(2, 16, 0, 3, false), LocalDate.of(2025, 12, 1)),
                new SeasonResult(8, 3, 1, 16, TablePoints.ZERO, BigDecimal.ONE,
                        new EmaRanking.Event(1, 16, 0, 3, false), LocalDate.of(2023, 1, 1)));
        List<SeasonRow> rows = SeasonScoring.standings(new SeasonRule(SeasonBasis.EMA, null, List.of()), results,
                asOf);
        assertThat(rows).hasSize(1);
        assertThat(rows.get(0).personId()).isEqualTo(7);
        assertThat(rows.get(0).total()).isEqualByComparingTo("474.61");
        assertThat(rows.get(0).results()).extracting(s -> s.points().toPlainString())
                .containsExactly("1000.00", "505.05");
    }

    @Test
    @DisplayName("the blend counts the best results by base rank, and only those are marked as counting")
    void bestMarked() {
        List<SeasonResult> results = new ArrayList<>();
        int[] places = {9, 1, 5, 13, 3};
        for (int i = 0; i < places.length; i++) {
            results.add(new SeasonResult(1, i + 1, places[i], 17, TablePoints.ZERO, BigDecimal.ONE,
                    new EmaRanking.Event(1, 17, 0, 1, false), LocalDate.of(2026, 1, 1)));
        }
        // Base ranks 1000 x (17 - p) / 16: 500, 1000, 750, 250, 875. All: 3375 / 5 = 675; best four: 3125 / 4 = 781.25.
        SeasonRow row = SeasonScoring.standings(new SeasonRule(SeasonBasis.EMA, null, List.of()), results, null)
                .get(0);
        assertThat(row.total()).isEqualByComparingTo("728.13");
        assertThat(row.results()).extracting(SeasonRow.Scored::counts)
                .containsExactly(true, true, true, false, true);
        assertThat(Arrays.asList(EmaRanking.MINIMUM, EmaRanking.FILLED_TO, EmaRanking.BEST)).containsExactly(2, 5, 4);
    }
}
