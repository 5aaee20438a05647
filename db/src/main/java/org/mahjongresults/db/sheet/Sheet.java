package org.mahjongresults.db.sheet;

import java.time.OffsetDateTime;
import org.mahjongresults.engine.sheet.SheetStatus;

/**
 * One table's score sheet for one session (MCR 2006 附件5). {@code status}: OPEN while hands are entered,
 * SUBMITTED by the scorekeeper, CLOSED when a referee confirms it (the appeal window starts at
 * {@code closedAt}). {@code version} changes with every write, so a stale form is recognised.
 */
public record Sheet(long id, long tournamentId, long sessionId, int session, int table, SheetStatus status, int version,
                    String absentSeat, Long submittedBy, OffsetDateTime submittedAt, Long confirmedBy,
                    OffsetDateTime confirmedAt, OffsetDateTime closedAt) {

    public boolean open() {
        return status == SheetStatus.OPEN;
    }

    public boolean closed() {
        return status == SheetStatus.CLOSED;
    }
}
