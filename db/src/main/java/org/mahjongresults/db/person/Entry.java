package org.mahjongresults.db.person;

/**
 * One entry of a person, or one waiting for a person: a player of a tournament ({@code pastResult} false, the id a
 * player id) or a line of a past tournament's results ({@code pastResult} true, the id a past result id). It carries
 * what the matching reads.
 */
public record Entry(boolean pastResult, long id, long tournamentId, String name, String nativeName, String country,
                    String emaId, Long personId) {
}
