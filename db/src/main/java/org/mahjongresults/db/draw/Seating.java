package org.mahjongresults.db.draw;

import org.mahjongresults.engine.draw.Seat;

/** One player's place in one session: table and starting seat, with the player's names for the pages. */
public record Seating(int session, int table, Seat seat, long playerId, int entryNumber, String name,
                      String nativeName, String country, String teamName) {

    /** The language of the native name ({@link org.mahjongresults.db.tournament.NativeName}), or null. */
    public String nativeLanguage() {
        return org.mahjongresults.db.tournament.NativeName.language(nativeName, country);
    }
}
