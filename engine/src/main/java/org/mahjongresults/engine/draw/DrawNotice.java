package org.mahjongresults.engine.draw;

/**
 * Something the director should be told about a draw; the web page words it in the reader's language.
 */
public enum DrawNotice {
    /**
     * A team has more members than there are tables, so in every session some teammates must share a table
     * (RULINGS §3: the draw keeps teammates apart whenever possible and says so when it is not).
     */
    TEAMMATES_CANNOT_BE_KEPT_APART,
    /** Teammates meet although that could have been avoided; the draw should be regenerated with another seed. */
    TEAMMATES_MEET,
    /** Players of the same country share a table somewhere (only reported when countries are to be kept apart). */
    COMPATRIOTS_MEET,
    /**
     * The repeat meetings are above the best known for this number of players and sessions (with teams, above
     * the counting bound once the pairs of teammates, who may not meet, are left out).
     */
    MORE_REPEATS_THAN_BEST_KNOWN
}
