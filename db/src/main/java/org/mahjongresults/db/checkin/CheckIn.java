package org.mahjongresults.db.checkin;

import java.time.OffsetDateTime;

/** A player checked in for a session: when, and how (the seat's card scanned, or a referee's tick). */
public record CheckIn(long playerId, int session, OffsetDateTime at, Method method) {

    /** How a player was checked in. */
    public enum Method {
        /** The player scanned the QR code of their seat on the table's check-in card. */
        CARD,
        /** An official ticked the player on the check-in page. */
        REFEREE
    }
}
