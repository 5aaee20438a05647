package org.mahjongresults.db.tournament;

/**
 * One checked row of a player import: the team is named, and created if the tournament lacks it; the name's family
 * and given parts as the import split them (issue 30; the given name may be null).
 */
public record PlayerImportRow(int entryNumber, String name, String nativeName, String country, String teamName,
                              String emaId, String familyName, String givenName) {

    /** A row whose name is not split: the whole name is the family name. */
    public PlayerImportRow(int entryNumber, String name, String nativeName, String country, String teamName,
                           String emaId) {
        this(entryNumber, name, nativeName, country, teamName, emaId, name, null);
    }
}
