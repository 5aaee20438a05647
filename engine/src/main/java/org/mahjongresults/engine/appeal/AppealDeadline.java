package org.mahjongresults.engine.appeal;

import java.time.Duration;
import java.time.Instant;

/**
 * How long an appeal may be filed (000 §3.12.2 "本局比赛结束后的30分钟有效时限内", 004 "30分以内", our §13.4): until
 * 30 minutes after the end of the table's session, the end being recorded when the sheet is closed.
 *
 * <p>The boundary is <b>inclusive</b>: an appeal handed in at exactly session end + 30:00 is accepted, one a
 * nanosecond later is refused. "Within 30 minutes" and "at most 30 minutes after" both include the 30th minute.
 * Filing before the session ended (a written appeal during play) is also accepted. The clock is the caller's: every
 * method takes the instant to judge.
 *
 * @param sessionEnd when the table's session ended
 * @param window     how long filing stays open after it (30 minutes by the rules)
 */
public record AppealDeadline(Instant sessionEnd, Duration window) {

    /** The window of the rules. */
    public static final Duration RULES_WINDOW = Duration.ofMinutes(30);

    public AppealDeadline {
        if (sessionEnd == null || window == null || window.isNegative()) {
            throw new IllegalArgumentException("a deadline needs the session end and a window that is not negative");
        }
    }

    /** The rules' deadline: 30 minutes after {@code sessionEnd}. */
    public static AppealDeadline after(Instant sessionEnd) {
        return new AppealDeadline(sessionEnd, RULES_WINDOW);
    }

    /** The last instant at which an appeal is accepted. */
    public Instant deadline() {
        return sessionEnd.plus(window);
    }

    /** True if an appeal handed in at {@code at} is in time (at or before {@link #deadline()}). */
    public boolean allows(Instant at) {
        return !at.isAfter(deadline());
    }

    /** The time left to file at {@code now}; zero at the deadline itself (still in time) and after it. */
    public Duration timeLeft(Instant now) {
        Duration left = Duration.between(now, deadline());
        return left.isNegative() ? Duration.ZERO : left;
    }
}
