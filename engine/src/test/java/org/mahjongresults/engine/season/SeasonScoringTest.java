package org.mahjongresults.engine.season;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.engine.results.TablePoints;

/**
 * A season across tournaments (issue 28 item 5): the points of a result by place, by table points and MERS-style
 * (the EMA's base rank 1000 × (N − place) / (N − 1), weighted by class plus 0.5 above 40 players and 1 above 80),
 * and the standings as the sum or the best K.
 */
class SeasonScoringTest {

    private static final List<BigDecimal> F1 = decimals("25,18,15,12,10");

    private static List<BigDecimal> decimals(String list) {
        return Arrays.stream(list.split(",")).map(String::strip).map(BigDecimal::new).toList();
    }

    @ParameterizedTest(name = "[{index}] place {0} of {1}: base rank {2}")
    @DisplayName("the MERS base rank: the winner 1000, the last 0, in between by the players beaten")
    @CsvSource(delimiter = '|', value = {
        "1   | 16  | 1000.00",
        "3   | 16  | 866.67",
        "16  | 16  | 0.00",
        "75  | 100 | 252.53",
        "50  | 100 | 505.05",
        "1   | 1   | 1000.00",
        "2   | 4   | 666.67",
    })
    void baseRank(int place, int players, String expected) {
        assertThat(Mers.baseRank(place, players)).isEqualByComparingTo(expected);
    }

    @ParameterizedTest(name = "[{index}] {0} players, class {1}: weight {2}")
    @DisplayName("the MERS weight: the director's class plus the EMA's size bonus (over 40: 0.5, over 80: 1)")
    @CsvSource(delimiter = '|', value = {
        "16  | 1   | 1",
        "40  | 1   | 1",
        "41  | 1   | 1.5",
        "80  | 2   | 2.5",
        "81  | 2   | 3",
        "256 | 3   | 4",
        "20  | 0.5 | 0.5",
    })
    void weight(int players, String classWeight, String expected) {
        assertThat(Mers.weight(players, new BigDecimal(classWeight))).isEqualByComparingTo(expected);
    }

    /** Each row: basis, place, players, table points, class weight, then the points of the result. */
    @ParameterizedTest(name = "[{index}] {0}: place {1} of {2}, {3} TP, class {4} -> {5}")
    @DisplayName("a result's points under each basis")
    @CsvSource(delimiter = '|', value = {
        "PLACE        | 1  | 16  | 20    | 1 | 25",
        "PLACE        | 5  | 16  | 9     | 1 | 10",
        "PLACE        | 6  | 16  | 8     | 1 | 0",
        "PLACE        | 0  | 16  | 8     | 1 | 0",
        "TABLE_POINTS | 3  | 16  | 17.5  | 1 | 17.5",
        "TABLE_POINTS | 9  | 16  | 7/3   | 1 | 2.33",
        "TABLE_POINTS | 0  | 16  | 4     | 1 | 4",
        "MERS         | 3  | 16  | 15    | 1 | 866.67",
        "MERS         | 3  | 16  | 15    | 2 | 1733.33",
        // 1000 x 7 / 15 = 466.666... times 1.5 is 700 exactly, times 4 is 1866.666...: rounded once (issue 35)
        "MERS         | 9  | 16  | 15    | 1.5 | 700.00",
        "MERS         | 9  | 16  | 15    | 4 | 1866.67",
        "MERS         | 1  | 100 | 30    | 1 | 2000",
        "MERS         | 75 | 100 | 5     | 2 | 757.58",
        "MERS         | 11 | 41  | 10    | 1 | 1125",
        "MERS         | 0  | 41  | 10    | 1 | 0",
    })
    void pointsOfAResult(SeasonBasis basis, int place, int players, String tablePoints, String classWeight,
                         String expected) {
        SeasonResult r = new SeasonResult(1, 1, place, players, TablePoints.parse(tablePoints),
                new BigDecimal(classWeight));
        assertThat(SeasonScoring.points(SeasonRule.sum(basis, F1), r)).isEqualByComparingTo(expected);
    }

    /**
     * Each row: the rule ("sum" or "bestK"), then each person's places in three 16-player tournaments (person:p,p,p;
     * 0 for a tournament not played), then the standings as "person=total" in order, shared places as "=".
     */
    @ParameterizedTest(name = "[{index}] {0} by place: {1} -> {2}")
    @DisplayName("the season's standings: the sum or the best K of the points by place, equal totals share a place")
    @CsvSource(delimiter = '|', value = {
        "sum   | 1:1,2,0 2:2,1,1 3:3,3,2     | 2:68 1:43 3:48",
        "best1 | 1:1,2,0 2:2,1,1 3:3,3,2     | 1:25 2:25 3:18",
        "best2 | 1:1,2,0 2:2,1,1 3:3,3,2     | 2:50 1:43 3:33",
        "sum   | 1:1,0,0 2:0,1,0 3:5,5,5     | 3:30 1:25 2:25",
    })
    void standingsByPlace(String rule, String places, String expected) {
        SeasonRule r = rule.equals("sum") ? SeasonRule.sum(SeasonBasis.PLACE, F1)
                : SeasonRule.bestOf(Integer.parseInt(rule.substring(4)), SeasonBasis.PLACE, F1);
        List<SeasonResult> results = new ArrayList<>();
        for (String person : places.trim().split("\\s+")) {
            String[] parts = person.split(":");
            String[] each = parts[1].split(",");
            for (int t = 0; t < each.length; t++) {
                int place = Integer.parseInt(each[t]);
                if (place > 0) {
                    results.add(new SeasonResult(Long.parseLong(parts[0]), t + 1, place, 16, TablePoints.ZERO,
                            BigDecimal.ONE));
                }
            }
        }
        List<SeasonRow> rows = SeasonScoring.standings(r, results);
        List<String> shown = rows.stream().map(row -> row.personId() + ":" + row.total().stripTrailingZeros()
                .toPlainString()).toList();
        // The expected order lists persons by total; equal totals by person id.
        List<String> want = new ArrayList<>(Arrays.asList(expected.trim().split("\\s+")));
        want.sort((a, b) -> {
            int byTotal = new BigDecimal(b.split(":")[1]).compareTo(new BigDecimal(a.split(":")[1]));
            return byTotal != 0 ? byTotal : a.compareTo(b);
        });
        assertThat(shown).containsExactlyElementsOf(want);
    }

    @Test
    void equalTotalsShareAPlaceAndTheBestKMarkWhichResultsCount() {
        List<SeasonResult> results = List.of(
                new SeasonResult(7, 1, 1, 16, TablePoints.of(20), BigDecimal.ONE),
                new SeasonResult(7, 2, 5, 16, TablePoints.of(9), BigDecimal.ONE),
                new SeasonResult(7, 3, 2, 16, TablePoints.of(15), BigDecimal.ONE),
                new SeasonResult(8, 1, 2, 16, TablePoints.of(18), BigDecimal.ONE),
                new SeasonResult(8, 2, 1, 16, TablePoints.of(17), BigDecimal.ONE),
                new SeasonResult(9, 1, 3, 16, TablePoints.of(12), BigDecimal.ONE));
        List<SeasonRow> rows = SeasonScoring.standings(SeasonRule.bestOf(2, SeasonBasis.TABLE_POINTS, List.of()),
                results);
        assertThat(rows).extracting(SeasonRow::personId).containsExactly(7L, 8L, 9L);
        assertThat(rows).extracting(SeasonRow::placeLabel).containsExactly("=1", "=1", "3");
        assertThat(rows.get(0).total()).isEqualByComparingTo("35");
        assertThat(rows.get(0).results()).extracting(SeasonRow.Scored::counts).containsExactly(true, false, true);
        assertThat(rows.get(0).counted()).isEqualTo(2);
        assertThat(rows.get(2).placeLabel()).isEqualTo("3");
    }

    @Test
    void mersWeightsABigNationalChampionshipAboveASmallLocalOne() {
        // Second of 100 at a national championship (class 2, +1 for size) against first of 16 at a local one.
        List<SeasonResult> results = List.of(
                new SeasonResult(1, 1, 2, 100, TablePoints.of(25), new BigDecimal("2")),
                new SeasonResult(2, 2, 1, 16, TablePoints.of(20), BigDecimal.ONE));
        List<SeasonRow> rows = SeasonScoring.standings(SeasonRule.sum(SeasonBasis.MERS, List.of()), results);
        assertThat(rows.get(0).personId()).isEqualTo(1);
        assertThat(rows.get(0).total()).isEqualByComparingTo("2969.70"); // 989.90 × 3
        assertThat(rows.get(1).total()).isEqualByComparingTo("1000");
    }
}
