package org.mahjongresults.db.season;

import java.math.BigDecimal;
import java.util.List;
import org.mahjongresults.engine.season.SeasonBasis;
import org.mahjongresults.engine.season.SeasonRule;

/**
 * A season across tournaments (issue 28 item 5): its name, its scoring rule and its tournaments in order, each with
 * the class weight the director gave it. {@code createdBy} is the series director who may change it.
 */
public record Season(Long id, String name, SeasonBasis basis, Integer bestK, List<BigDecimal> placePoints,
                     Long createdBy, int version, List<Member> tournaments) {

    public Season {
        placePoints = placePoints == null ? List.of() : List.copyOf(placePoints);
        tournaments = tournaments == null ? List.of() : List.copyOf(tournaments);
    }

    /** A tournament of the season and its class weight (MERS-style). */
    public record Member(long tournamentId, BigDecimal classWeight, int days, boolean qualification) {

        /** A tournament of one day, open to all (the EMA rule's defaults). */
        public Member(long tournamentId, BigDecimal classWeight) {
            this(tournamentId, classWeight, 1, false);
        }
    }

    /** The engine's rule. */
    public SeasonRule rule() {
        return new SeasonRule(basis, bestK, placePoints);
    }
}
