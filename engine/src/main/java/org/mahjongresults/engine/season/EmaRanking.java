package org.mahjongresults.engine.season;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * The EMA's ranking of a player (MERS: "Basics for ranking system", EMA General Assembly 25 May 2017, and its update
 * in force from 1 January 2018), as a season's {@link SeasonBasis#EMA} rule (see {@code package-info} for a worked
 * example). Each result's base rank is weighted by the tournament and decayed by its age; the ranking is half the
 * weighted average of every result and half that of the best ones, from 0 to 1000. Exact arithmetic throughout, one
 * rounding to 0.01 at the end.
 */
public final class EmaRanking {

    /** Fewer results than this and a player is not listed. */
    public static final int MINIMUM = 2;
    /** Up to this many results, each missing one counts as a base rank of 0 with weight 1. */
    public static final int FILLED_TO = 5;
    /** The best results the 2018 blend averages on their own, when the season names no other number. */
    public static final int BEST = 4;
    /** Substitutes counted in the players' weight, at most (the EMA's "maximum 3"). */
    public static final int SUBSTITUTES_COUNTED = 3;

    private static final MathContext EXACT = MathContext.DECIMAL128;
    private static final BigDecimal HALF = new BigDecimal("0.5");
    private static final BigDecimal THOUSAND = BigDecimal.valueOf(1000);

    private EmaRanking() {
    }

    /**
     * What the EMA weighs a tournament by: its days of play (1 to 3), the players (with up to three substitutes),
     * the countries represented, and whether one had to qualify for it.
     */
    public record Event(int days, int players, int substitutes, int countries, boolean qualification) {

        public Event {
            if (days < 1 || days > 3) {
                throw new IllegalArgumentException("a MERS tournament lasts 1 to 3 days, not " + days);
            }
        }

        /** The players the weight counts: the ranked ones and at most three substitutes. */
        public int playersCounted() {
            return players + Math.min(Math.max(substitutes, 0), SUBSTITUTES_COUNTED);
        }

        /**
         * TOTAL_MERS = Weight_duration (the days) + Weight_players (+0.5 above 40, +1 above 80) + Weight_countries
         * (+0.5 from 6, +1 from 10) + Weight_qualif (+1).
         */
        public BigDecimal weight() {
            int n = playersCounted();
            BigDecimal w = BigDecimal.valueOf(days);
            w = w.add(n > 80 ? BigDecimal.ONE : n > 40 ? HALF : BigDecimal.ZERO);
            w = w.add(countries >= 10 ? BigDecimal.ONE : countries >= 6 ? HALF : BigDecimal.ZERO);
            return qualification ? w.add(BigDecimal.ONE) : w;
        }
    }

    /** The exact base rank 1000 × (N − place) / (N − 1); 1000 for the only player. */
    public static BigDecimal baseRank(int place, int players) {
        Mers.baseRank(place, players); // the same checks
        if (players == 1) {
            return THOUSAND;
        }
        return THOUSAND.multiply(BigDecimal.valueOf(players - place)).divide(BigDecimal.valueOf(players - 1), EXACT);
    }

    /**
     * What is left of a result's weight on {@code asOf}: whole within a year of the tournament, two thirds (the EMA's
     * 66,66 %) in the second year, one third (33,33 %) in the third, nothing after three years.
     */
    public static BigDecimal decay(LocalDate played, LocalDate asOf) {
        if (played == null || asOf == null || !played.plusYears(1).isBefore(asOf)) {
            return BigDecimal.ONE;
        }
        if (!played.plusYears(2).isBefore(asOf)) {
            return BigDecimal.valueOf(2).divide(BigDecimal.valueOf(3), EXACT);
        }
        if (!played.plusYears(3).isBefore(asOf)) {
            return BigDecimal.ONE.divide(BigDecimal.valueOf(3), EXACT);
        }
        return BigDecimal.ZERO;
    }

    /** One result as the ranking averages it: its exact base rank and its weight after decay. */
    public record Counted(BigDecimal baseRank, BigDecimal weight) {
    }

    /**
     * A player's ranking from their results still in force (decay above 0), or empty when they have fewer than
     * {@link #MINIMUM}: ½ × Σw·r / Σw over every result, filled to {@link #FILLED_TO} with zeros of weight 1, plus
     * ½ × the same over the {@code best} highest of them (equal base ranks: the heavier first). At most 1000.
     */
    public static Optional<BigDecimal> ranking(List<Counted> results, int best) {
        List<Counted> all = new ArrayList<>();
        results.stream().filter(c -> c.weight().signum() > 0).forEach(all::add);
        if (all.size() < MINIMUM) {
            return Optional.empty();
        }
        while (all.size() < FILLED_TO) {
            all.add(new Counted(BigDecimal.ZERO, BigDecimal.ONE));
        }
        all.sort(Comparator.comparing(Counted::baseRank).thenComparing(Counted::weight).reversed());
        BigDecimal a = average(all);
        BigDecimal b = average(all.subList(0, Math.min(best, all.size())));
        BigDecimal r = a.add(b).multiply(HALF);
        return Optional.of(r.min(THOUSAND).setScale(2, RoundingMode.HALF_UP));
    }

    private static BigDecimal average(List<Counted> results) {
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal weights = BigDecimal.ZERO;
        for (Counted c : results) {
            sum = sum.add(c.baseRank().multiply(c.weight(), EXACT));
            weights = weights.add(c.weight());
        }
        return sum.divide(weights, EXACT);
    }
}
