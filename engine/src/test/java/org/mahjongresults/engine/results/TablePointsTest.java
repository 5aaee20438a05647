package org.mahjongresults.engine.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Exact table points: shares of tied places, sums, and how they are written. */
class TablePointsTest {

    @ParameterizedTest(name = "[{index}] {0} place points shared by {1} make {2}")
    @DisplayName("a share of tied places is exact and written as the shortest decimal")
    @CsvSource(delimiter = '|', value = {
        "6  | 2 | 3",
        "3  | 2 | 1.5",
        "1  | 2 | 0.5",
        "7  | 4 | 1.75",
        "10 | 4 | 2.5",
        "7  | 3 | 2.33",
        "3  | 3 | 1",
        "9  | 3 | 3",
        "5  | 1 | 5",
        "0  | 2 | 0",
    })
    void shares(int placePoints, int players, String written) {
        assertThat(TablePoints.share(placePoints, players)).hasToString(written);
    }

    @ParameterizedTest(name = "[{index}] {0} is written {1}")
    @DisplayName("twelfths are written exactly when they are quarters and to two decimals otherwise")
    @CsvSource(delimiter = '|', value = {
        "0   | 0",
        "12  | 1",
        "3   | 0.25",
        "-3  | -0.25",
        "-6  | -0.5",
        "21  | 1.75",
        "4   | 0.33",
        "8   | 0.67",
        "2   | 0.17",
        "10  | 0.83",
        "-28 | -2.33",
        "34  | 2.83",
    })
    void writing(int twelfths, String written) {
        TablePoints p = TablePoints.ofTwelfths(twelfths);
        assertThat(p).hasToString(written);
        assertThat(p.isExactDecimal()).isEqualTo(twelfths % 3 == 0);
    }

    @ParameterizedTest(name = "[{index}] \"{0}\" reads as {1} twelfths")
    @DisplayName("decimals and fractions read back to the same twelfths")
    @CsvSource(delimiter = '|', value = {
        "3     | 36",
        "1.75  | 21",
        "0.5   | 6",
        "-0.25 | -3",
        "7/3   | 28",
        "1/6   | 2",
        "0     | 0",
    })
    void reading(String text, int twelfths) {
        assertThat(TablePoints.parse(text).twelfths()).isEqualTo(twelfths);
    }

    @Test
    @DisplayName("a decimal that is no whole number of twelfths is refused rather than rounded")
    void refusesInexact() {
        assertThatThrownBy(() -> TablePoints.parse("0.1")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TablePoints.parse("1/5")).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> TablePoints.share(4, 5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("three thirds add up to exactly one point and compare as numbers")
    void arithmetic() {
        TablePoints third = TablePoints.parse("1/3");
        assertThat(third.plus(third).plus(third)).isEqualTo(TablePoints.of(1));
        assertThat(TablePoints.of(3).minus(TablePoints.parse("1.25"))).isEqualTo(TablePoints.parse("1.75"));
        assertThat(TablePoints.parse("2.5")).isGreaterThan(TablePoints.parse("7/3"));
        assertThat(TablePoints.parse("0.5").toDouble()).isEqualTo(0.5);
    }
}
