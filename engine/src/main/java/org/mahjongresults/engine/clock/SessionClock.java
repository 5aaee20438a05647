package org.mahjongresults.engine.clock;

import java.time.Duration;
import java.time.Instant;

/**
 * The clock of one session (MCR 2006 §3.5.6): a session lasts at most its length (150 minutes under 000/004, 3 hours
 * under 003); the chief referee announces the time 15 minutes before the end; when time is reached the hand in
 * progress stops and the points already obtained stand.
 *
 * <p>The clock is a fact stored once (its state and the instant it ends, or the time left while paused) and every
 * view computes the time left from it and the current instant, so any number of screens and servers agree.
 * A running clock whose end has passed is time called at its end: nothing has to run at that instant.
 *
 * @param state    running, paused or called
 * @param endsAt   when the session's time ends (running), or when time was called (called); ignored while paused
 * @param pausedLeft the time left while paused, else zero
 */
public record SessionClock(State state, Instant endsAt, Duration pausedLeft) {

    /** The 15-minute warning of MCR 2006 §3.5.6 (000/004 §3.5.6; 003 第六条四). */
    public static final Duration WARNING = Duration.ofMinutes(15);

    /** Where the clock is. */
    public enum State { RUNNING, PAUSED, CALLED }

    /** A clock started at {@code now} for a session of {@code length}. */
    public static SessionClock start(Instant now, Duration length) {
        if (length.isNegative() || length.isZero()) {
            throw new IllegalArgumentException("a session lasts a positive time");
        }
        return new SessionClock(State.RUNNING, now.plus(length), Duration.ZERO);
    }

    /** The time left to the whole session at {@code now}, never negative. */
    public Duration left(Instant now) {
        return left(now, Duration.ZERO);
    }

    /** The time left to a table given {@code extra} time, at {@code now}, never negative. */
    public Duration left(Instant now, Duration extra) {
        Duration d = switch (state) {
            case PAUSED -> pausedLeft.plus(extra);
            case RUNNING, CALLED -> Duration.between(now, endsAt.plus(extra));
        };
        return d.isNegative() ? Duration.ZERO : d;
    }

    /** The instant the table's time ends (or ended), or null while paused. */
    public Instant endOf(Duration extra) {
        return state == State.PAUSED ? null : endsAt.plus(extra);
    }

    /** True once the table's time is called: by the chief referee, or because its end has passed. */
    public boolean timeCalled(Instant now, Duration extra) {
        return state != State.PAUSED && !now.isBefore(endsAt.plus(extra));
    }

    /** True while fewer than 15 minutes are left and time is not yet called (the warning shows). */
    public boolean warning(Instant now, Duration extra) {
        return !timeCalled(now, extra) && left(now, extra).compareTo(WARNING) <= 0;
    }

    /** Paused at {@code now}, keeping the time left. A paused or called clock stays as it is. */
    public SessionClock pause(Instant now) {
        if (state != State.RUNNING || timeCalled(now, Duration.ZERO)) {
            throw new IllegalStateException("only a running clock pauses");
        }
        return new SessionClock(State.PAUSED, endsAt, left(now));
    }

    /** Running again from {@code now} with the time left when paused. */
    public SessionClock resume(Instant now) {
        if (state != State.PAUSED) {
            throw new IllegalStateException("only a paused clock resumes");
        }
        return new SessionClock(State.RUNNING, now.plus(pausedLeft), Duration.ZERO);
    }

    /** The whole session gets {@code more} time (a running clock, or a paused one). */
    public SessionClock extend(Instant now, Duration more) {
        if (more.isNegative() || more.isZero()) {
            throw new IllegalArgumentException("an extension is positive");
        }
        return switch (state) {
            case PAUSED -> new SessionClock(State.PAUSED, endsAt, pausedLeft.plus(more));
            case RUNNING -> {
                if (timeCalled(now, Duration.ZERO)) {
                    throw new IllegalStateException("time is already called");
                }
                yield new SessionClock(State.RUNNING, endsAt.plus(more), Duration.ZERO);
            }
            case CALLED -> throw new IllegalStateException("time is already called");
        };
    }

    /** The chief referee calls time at {@code now} (at once; a table's extra time still runs after it). */
    public SessionClock call(Instant now) {
        if (state == State.CALLED || (state == State.RUNNING && timeCalled(now, Duration.ZERO))) {
            throw new IllegalStateException("time is already called");
        }
        return new SessionClock(State.CALLED, now, Duration.ZERO);
    }
}
