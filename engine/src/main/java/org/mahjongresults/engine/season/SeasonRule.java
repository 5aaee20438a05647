package org.mahjongresults.engine.season;

import java.math.BigDecimal;
import java.util.List;

/**
 * A season's scoring rule: the basis of a result's points, how many of a person's results count ({@code bestK} null:
 * all of them, the sum), and for {@link SeasonBasis#PLACE} the points of place 1, 2, 3 ... in order.
 */
public record SeasonRule(SeasonBasis basis, Integer bestK, List<BigDecimal> placePoints) {

    public SeasonRule {
        if (basis == null) {
            throw new IllegalArgumentException("a season rule needs a basis");
        }
        if (bestK != null && bestK < 1) {
            throw new IllegalArgumentException("best K must be at least 1, not " + bestK);
        }
        placePoints = placePoints == null ? List.of() : List.copyOf(placePoints);
    }

    /** All results count. */
    public static SeasonRule sum(SeasonBasis basis, List<BigDecimal> placePoints) {
        return new SeasonRule(basis, null, placePoints);
    }

    /** The best {@code k} results count. */
    public static SeasonRule bestOf(int k, SeasonBasis basis, List<BigDecimal> placePoints) {
        return new SeasonRule(basis, k, placePoints);
    }
}
