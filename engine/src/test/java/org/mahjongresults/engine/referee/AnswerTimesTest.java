package org.mahjongresults.engine.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class AnswerTimesTest {

    @Test
    void theMedianAndNinetiethPercentileAreNearestRanks() {
        List<Duration> times = List.of(40, 10, 30, 20, 100, 60, 50, 70, 80, 90).stream()
                .map(s -> Duration.ofSeconds(s)).toList();
        AnswerTimes a = AnswerTimes.of(times, 2);
        assertThat(a.answered()).isEqualTo(10);
        assertThat(a.waiting()).isEqualTo(2);
        assertThat(a.median()).isEqualTo(Duration.ofSeconds(50));
        assertThat(a.p90()).isEqualTo(Duration.ofSeconds(90));
        assertThat(a.longest()).isEqualTo(Duration.ofSeconds(100));
    }

    @Test
    void withoutAnsweredCallsEveryTimeIsZero() {
        AnswerTimes a = AnswerTimes.of(List.of(), 1);
        assertThat(a.median()).isZero();
        assertThat(a.waiting()).isEqualTo(1);
    }

    @Test
    void aReasonOutsideTheListIsNone() {
        assertThat(CallReason.parse("TIME")).isEqualTo(CallReason.TIME);
        assertThat(CallReason.parse("LUNCH")).isNull();
    }
}
