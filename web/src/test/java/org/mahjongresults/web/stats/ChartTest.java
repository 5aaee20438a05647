package org.mahjongresults.web.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mahjongresults.db.testing.NoDatabase;

/** The geometry of the server-drawn charts: round ticks, places with the first at the top, one dot a value. */
@NoDatabase
class ChartTest {

    @ParameterizedTest
    @CsvSource({"0, 1", "4, 1", "6, 2", "40, 10", "700, 200", "1234, 500"})
    void theValueAxisStepsAreOneTwoOrFiveTimesAPowerOfTen(double range, double step) {
        assertThat(Chart.step(range)).isEqualTo(step);
    }

    @Test
    void aPlaceChartHasTheFirstPlaceAtTheTopAndEndsAtTheFieldsSize() {
        Chart c = Chart.of("p", "stats.chart.place", List.of(1, 2, 3),
                List.of(new Chart.Series("series-player", "Wang Lei", null, Arrays.asList(3.0, 1.0, 32.0))), true,
                1.0, 32.0);
        assertThat(c.yTicks()).extracting(Chart.Tick::label).containsExactly("1", "10", "20", "30");
        List<Chart.Dot> dots = c.lines().get(0).dots();
        assertThat(dots).extracting(Chart.Dot::y).containsExactly("24.4", "12.0", "204.0");
        assertThat(Double.parseDouble(dots.get(2).y())).isEqualTo(c.bottom());
        assertThat(dots).extracting(Chart.Dot::x).containsExactly("64.0", "344.0", "624.0");
    }

    @Test
    void aMissingValueLeavesAGapAndOneSessionIsDrawnInTheMiddle() {
        Chart c = Chart.of("t", "stats.chart.tablePoints", List.of(1, 2),
                List.of(new Chart.Series("series-player", "Wang Lei", null, Arrays.asList(null, 4.5))), false, 0.0,
                null);
        assertThat(c.lines().get(0).points()).isEqualTo("624.0,31.2");
        assertThat(c.lines().get(0).dots()).extracting(Chart.Dot::label).containsExactly("4.5");
        Chart one = Chart.of("o", "stats.chart.tablePoints", List.of(1),
                List.of(new Chart.Series("series-field", null, "stats.fieldAverage", List.of(2.0))), false, 0.0, null);
        assertThat(one.lines().get(0).dots().get(0).x()).isEqualTo("344.0");
    }
}
