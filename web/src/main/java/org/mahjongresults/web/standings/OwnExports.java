package org.mahjongresults.web.standings;

import java.util.Optional;
import org.mahjongresults.db.tournament.Tournament;

/**
 * A rule set's own exports, for a rule set whose standings are not table points (a Swiss knockout, issue 28): its CSV
 * and JSON standings (the standings API too), its bracket, and its tables API. Bodies are records written by
 * Javalin's Jackson mapper. A rule set without an EMA-style file says so instead ({@link #emaFormat}).
 */
public interface OwnExports {

    /** The standings as CSV, UTF-8 with a byte-order mark. */
    String csv(Tournament t);

    /** The standings' JSON body: the JSON export and {@code GET /api/tournaments/{id}/standings}. */
    Object standings(Tournament t);

    /** {@code GET /api/tournaments/{id}/bracket}. */
    Object bracket(Tournament t);

    /** The tables of a session (a round) with the rule set's own figures; empty if the draw has no such session. */
    Optional<Object> tables(Tournament t, int session);

    /** Whether the EMA's results file applies to this rule set (the EMA ranks MCR and Riichi only). */
    default boolean emaFormat() {
        return false;
    }
}
