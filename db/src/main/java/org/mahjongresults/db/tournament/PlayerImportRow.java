package org.mahjongresults.db.tournament;

/** One checked row of a player import: the team is named, and created if the tournament lacks it. */
public record PlayerImportRow(int entryNumber, String name, String nativeName, String country, String teamName,
                              String emaId) {
}
