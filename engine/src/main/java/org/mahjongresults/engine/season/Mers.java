package org.mahjongresults.engine.season;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The EMA's MERS idea as a season uses it (see {@code package-info}): a base rank from 0 to 1000 by place in the
 * field, and a weight from the tournament's class and size.
 */
public final class Mers {

    private static final BigDecimal THOUSAND = BigDecimal.valueOf(1000);
    private static final BigDecimal HALF = new BigDecimal("0.5");

    private Mers() {
    }

    /** 1000 × (N − place) / (N − 1), to 0.01: the winner 1000, the last 0, the only player 1000. */
    public static BigDecimal baseRank(int place, int players) {
        if (place < 1 || place > players) {
            throw new IllegalArgumentException("place " + place + " of " + players);
        }
        if (players == 1) {
            return THOUSAND.setScale(2);
        }
        return THOUSAND.multiply(BigDecimal.valueOf(players - place))
                .divide(BigDecimal.valueOf(players - 1), 2, RoundingMode.HALF_UP);
    }

    /** The class weight plus the EMA's size bonus: 0.5 above 40 players, 1 above 80. */
    public static BigDecimal weight(int players, BigDecimal classWeight) {
        BigDecimal size = players > 80 ? BigDecimal.ONE : players > 40 ? HALF : BigDecimal.ZERO;
        return classWeight.add(size);
    }

    /**
     * The weighted points of a place: the exact base rank times the weight, rounded once to 0.01 (issue 35: rounding
     * the base rank first made 466.666… × 1.5 come out 700.01 instead of 700.00).
     */
    public static BigDecimal points(int place, int players, BigDecimal classWeight) {
        baseRank(place, players); // the same checks
        BigDecimal weight = weight(players, classWeight);
        if (players == 1) {
            return THOUSAND.multiply(weight).setScale(2, RoundingMode.HALF_UP);
        }
        return THOUSAND.multiply(BigDecimal.valueOf(players - place)).multiply(weight)
                .divide(BigDecimal.valueOf(players - 1), 2, RoundingMode.HALF_UP);
    }
}
