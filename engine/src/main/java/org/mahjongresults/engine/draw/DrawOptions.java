package org.mahjongresults.engine.draw;

/**
 * Preferences of the director that shape a draw beyond its fixed objectives (teammates apart, fewest repeat
 * meetings, balanced seats).
 *
 * @param keepCountriesApart whether players of the same country should avoid each other at a table, as a
 *                           secondary preference after teammates and repeat meetings (004 §3.5.1)
 */
public record DrawOptions(boolean keepCountriesApart) {

    /** The default: countries are not considered. */
    public static DrawOptions defaults() {
        return new DrawOptions(false);
    }
}
