package org.mahjongresults.db.draw;

import java.time.OffsetDateTime;
import org.mahjongresults.engine.tournament.SessionStatus;

/** A session of a tournament: its number, schedule and whether it has been played. */
public record SessionInfo(long id, int number, OffsetDateTime scheduledStart, OffsetDateTime startedAt,
                          OffsetDateTime endedAt, SessionStatus status, String seating) {

    /** A session that has started or finished cannot be redrawn. */
    public boolean played() {
        return status.played();
    }
}
