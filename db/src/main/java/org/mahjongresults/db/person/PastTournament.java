package org.mahjongresults.db.person;

import java.time.LocalDate;

/** A past tournament known only by its final results, imported from an EMA results file. */
public record PastTournament(Long id, String name, String venue, LocalDate startsOn, LocalDate endsOn,
                             int sessionCount, int playerCount) {
}
