package org.mahjongresults.engine.appeal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The 30-minute filing deadline (000 §3.12.2, RULINGS §5), judged at instants the test chooses. */
class DeadlineTest {

    private static final Instant SESSION_END = Instant.parse("2026-11-22T12:00:00Z");
    private static final AppealDeadline DEADLINE = AppealDeadline.after(SESSION_END);

    @ParameterizedTest(name = "handed in at {0}: in time {1}, {2} left")
    @DisplayName("an appeal is accepted up to and including 30 minutes after the session ended, and refused after")
    @CsvSource({
        "2026-11-22T11:45:00Z,           true,  PT45M",
        "2026-11-22T12:00:00Z,           true,  PT30M",
        "2026-11-22T12:10:00Z,           true,  PT20M",
        "2026-11-22T12:29:59Z,           true,  PT1S",
        "2026-11-22T12:29:59.999999999Z, true,  PT0.000000001S",
        "2026-11-22T12:30:00Z,           true,  PT0S",
        "2026-11-22T12:30:00.000000001Z, false, PT0S",
        "2026-11-22T12:30:01Z,           false, PT0S",
        "2026-11-22T13:00:00Z,           false, PT0S",
    })
    void boundary(String at, boolean inTime, String left) {
        Instant instant = Instant.parse(at);
        assertThat(DEADLINE.allows(instant)).isEqualTo(inTime);
        assertThat(DEADLINE.timeLeft(instant)).isEqualTo(Duration.parse(left));
    }

    @Test
    @DisplayName("the deadline shown is the session end plus 30 minutes")
    void deadlineShown() {
        assertThat(DEADLINE.deadline()).isEqualTo(Instant.parse("2026-11-22T12:30:00Z"));
        assertThat(DEADLINE.window()).isEqualTo(Duration.ofMinutes(30));
    }

    @Test
    @DisplayName("a tournament window other than 30 minutes moves the boundary with it")
    void otherWindow() {
        AppealDeadline fifteen = new AppealDeadline(SESSION_END, Duration.ofMinutes(15));
        assertThat(fifteen.allows(Instant.parse("2026-11-22T12:15:00Z"))).isTrue();
        assertThat(fifteen.allows(Instant.parse("2026-11-22T12:15:01Z"))).isFalse();
        assertThatThrownBy(() -> new AppealDeadline(SESSION_END, Duration.ofMinutes(-1)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new AppealDeadline(null, Duration.ofMinutes(30)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
