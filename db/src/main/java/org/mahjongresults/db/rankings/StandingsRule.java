package org.mahjongresults.db.rankings;

import java.time.OffsetDateTime;
import java.util.List;
import org.mahjongresults.engine.results.StandingsPolicy;
import org.mahjongresults.engine.results.TeamRule;
import org.mahjongresults.engine.results.TieBreakerChain;
import org.mahjongresults.engine.tournament.TeamScoring;
import org.mahjongresults.engine.tournament.TieBreaker;

/**
 * A tournament's standings settings (issue 28): the team rule and the tie-breakers, and the drawn lot once drawn.
 *
 * @param tournamentId the tournament
 * @param teamScoring  how a team's and a nation's totals are made
 * @param bestK        the K of the best-K rules (0 for all members)
 * @param tieBreakers  the chosen tie-breakers, first applied first
 * @param lotSeed      the drawn lot's seed, or null while none is drawn
 * @param lotDrawnAt   when the lot was drawn, or null
 */
public record StandingsRule(long tournamentId, TeamScoring teamScoring, int bestK, List<TieBreaker> tieBreakers,
                            Long lotSeed, OffsetDateTime lotDrawnAt) {

    public StandingsRule {
        tieBreakers = List.copyOf(tieBreakers);
    }

    /** Today's rule: every member counts, equal players share the place. */
    public static StandingsRule defaults(long tournamentId) {
        return new StandingsRule(tournamentId, TeamScoring.ALL_MEMBERS, 0, List.of(), null, null);
    }

    /** The engine's policy of these settings. */
    public StandingsPolicy policy() {
        return new StandingsPolicy(new TieBreakerChain(tieBreakers), new TeamRule(teamScoring, bestK));
    }

    /** Whether the lot is among the tie-breakers. */
    public boolean usesLot() {
        return tieBreakers.contains(TieBreaker.LOT);
    }
}
