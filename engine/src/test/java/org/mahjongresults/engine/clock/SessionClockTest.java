package org.mahjongresults.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class SessionClockTest {

    private static final Instant T0 = Instant.parse("2026-04-17T07:00:00Z");
    private static final Duration NONE = Duration.ZERO;

    private static Instant at(int minutes) {
        return T0.plus(Duration.ofMinutes(minutes));
    }

    @Test
    void aSessionOf150MinutesWarnsAt15MinutesLeftAndCallsTimeAtItsEndByItself() {
        SessionClock c = SessionClock.start(T0, Duration.ofMinutes(150));
        assertThat(c.left(at(100))).isEqualTo(Duration.ofMinutes(50));
        assertThat(c.warning(at(134), NONE)).isFalse();
        assertThat(c.warning(at(135), NONE)).isTrue();
        assertThat(c.timeCalled(at(149), NONE)).isFalse();
        // MCR 2006 §3.5.6: when time is reached the session ends; no one has to press a button.
        assertThat(c.timeCalled(at(150), NONE)).isTrue();
        assertThat(c.warning(at(150), NONE)).isFalse();
        assertThat(c.left(at(170))).isEqualTo(Duration.ZERO);
    }

    @Test
    void aPauseKeepsTheTimeLeftAndTheResumedClockEndsThatMuchLater() {
        SessionClock paused = SessionClock.start(T0, Duration.ofMinutes(150)).pause(at(60));
        assertThat(paused.left(at(200))).isEqualTo(Duration.ofMinutes(90));
        assertThat(paused.timeCalled(at(500), NONE)).isFalse();
        SessionClock resumed = paused.resume(at(70));
        assertThat(resumed.endOf(NONE)).isEqualTo(at(160));
    }

    @Test
    void anExtensionForTheSessionOrForOneTableMovesOnlyItsEnd() {
        SessionClock c = SessionClock.start(T0, Duration.ofMinutes(180)).extend(at(10), Duration.ofMinutes(5));
        assertThat(c.endOf(NONE)).isEqualTo(at(185));
        Duration table = Duration.ofMinutes(10);
        assertThat(c.timeCalled(at(190), NONE)).isTrue();
        assertThat(c.timeCalled(at(190), table)).isFalse();
        assertThat(c.left(at(190), table)).isEqualTo(Duration.ofMinutes(5));
    }

    @Test
    void theChiefRefereeCallsTimeOnceAndATableWithExtraTimePlaysItsExtraAfterTheCall() {
        SessionClock called = SessionClock.start(T0, Duration.ofMinutes(150)).call(at(140));
        assertThat(called.timeCalled(at(140), NONE)).isTrue();
        assertThat(called.timeCalled(at(145), Duration.ofMinutes(6))).isFalse();
        assertThatThrownBy(() -> called.call(at(141))).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> called.extend(at(141), Duration.ofMinutes(1)))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> SessionClock.start(T0, Duration.ofMinutes(10)).call(at(11)))
                .isInstanceOf(IllegalStateException.class);
    }
}
