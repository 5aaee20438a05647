package org.mahjongresults.engine.riichi.stats;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * A count out of a total, such as wins out of hands played.
 *
 * @param count how many
 * @param of out of how many
 */
public record Rate(int count, int of) {

    /** The rate in per cent with one decimal; 0.0 when there is nothing to count. */
    public BigDecimal percent() {
        return of == 0 ? BigDecimal.ZERO.setScale(1)
                : BigDecimal.valueOf(1000L * count).divide(BigDecimal.valueOf(of), 0, RoundingMode.HALF_UP)
                        .movePointLeft(1).setScale(1);
    }

    @Override
    public String toString() {
        return count + "/" + of + " (" + percent() + " %)";
    }
}
