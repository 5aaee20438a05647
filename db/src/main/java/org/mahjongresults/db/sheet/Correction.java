package org.mahjongresults.db.sheet;

import java.time.OffsetDateTime;

/** A change to a hand after it was entered: who, when, why (and the appeal behind it), before and after. */
public record Correction(long id, int handNumber, String correctedBy, OffsetDateTime at, String reason,
                         Long appealId, String before, String after) {
}
