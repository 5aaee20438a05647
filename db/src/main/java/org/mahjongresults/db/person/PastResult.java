package org.mahjongresults.db.person;

import org.mahjongresults.engine.results.TablePoints;

/** One line of a past tournament's final results; {@code personId} is null until the match is confirmed. */
public record PastResult(Long id, long pastTournamentId, int lineNumber, int place, String name, String emaId,
                         String country, TablePoints tablePoints, int matchPoints, Long personId) {
}
