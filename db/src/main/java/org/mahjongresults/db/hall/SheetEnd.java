package org.mahjongresults.db.hall;

import java.time.OffsetDateTime;

/**
 * How a sheet ended short of a full session: after time was called (MCR 2006 §3.5.6: the hand in play stops, the
 * points already obtained stand) it ended "after hand {@code afterHand}"; otherwise the scorekeeper confirmed it
 * and gave {@code reason}.
 */
public record SheetEnd(long sheetId, int afterHand, boolean byTime, String reason, OffsetDateTime at) {
}
