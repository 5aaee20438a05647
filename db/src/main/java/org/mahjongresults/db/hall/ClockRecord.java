package org.mahjongresults.db.hall;

import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.mahjongresults.engine.clock.SessionClock;

/**
 * A session's stored clock and the extra time of its tables (table number → extra), as one read.
 * {@code clock} is null when the session has not been started.
 */
public record ClockRecord(long sessionId, int session, SessionClock clock, Instant startedAt, int version,
                          Map<Integer, Duration> extras) {

    public Duration extra(int table) {
        return extras.getOrDefault(table, Duration.ZERO);
    }

    public boolean started() {
        return clock != null;
    }
}
