package org.mahjongresults.engine.referee;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * How fast referees answered a set of calls: from the call to a referee taking it. The median says what a table
 * usually waits; the 90th percentile what the slow calls cost; calls not yet taken are counted apart.
 *
 * @param answered calls a referee took
 * @param waiting  calls nobody took yet
 * @param median   median time to answer (zero without answered calls)
 * @param p90      90th percentile, nearest rank (zero without answered calls)
 * @param longest  longest time to answer (zero without answered calls)
 */
public record AnswerTimes(int answered, int waiting, Duration median, Duration p90, Duration longest) {

    /** The times of the answered calls (any order) and the number still waiting. */
    public static AnswerTimes of(List<Duration> times, int waiting) {
        if (times.isEmpty()) {
            return new AnswerTimes(0, waiting, Duration.ZERO, Duration.ZERO, Duration.ZERO);
        }
        List<Duration> sorted = new ArrayList<>(times);
        Collections.sort(sorted);
        return new AnswerTimes(sorted.size(), waiting, rank(sorted, 50), rank(sorted, 90),
                sorted.get(sorted.size() - 1));
    }

    /** The nearest-rank percentile: the smallest time at or above {@code percent} % of the times. */
    private static Duration rank(List<Duration> sorted, int percent) {
        int index = (int) Math.ceil(percent / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, index));
    }
}
