package org.mahjongresults.db;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock that is set or moved on by hand: the demo's, which plays the demo tournament on its own days, and the tests',
 * which move time past a lockout, an idle timeout or a snapshot's age instead of waiting for it. It runs {@code ahead}
 * of a base clock: a fixed one (time stands still until moved) or the system's (time runs, and jumps when moved).
 */
public final class SettableClock extends Clock {

    private final Clock base;
    private volatile Duration ahead = Duration.ZERO;

    private SettableClock(Clock base) {
        this.base = base;
    }

    /** A clock that stands at {@code start} until it is set or moved on. */
    public static SettableClock at(Instant start) {
        return new SettableClock(Clock.fixed(start, ZoneOffset.UTC));
    }

    /** A clock that runs with {@code base} and is moved on ahead of it. */
    public static SettableClock following(Clock base) {
        return new SettableClock(base);
    }

    public synchronized void advance(Duration d) {
        ahead = ahead.plus(d);
    }

    /** From now on reads {@code instant} (and runs on from there if the base runs). */
    public synchronized void set(Instant instant) {
        ahead = Duration.between(base.instant(), instant);
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public Instant instant() {
        return base.instant().plus(ahead);
    }
}
