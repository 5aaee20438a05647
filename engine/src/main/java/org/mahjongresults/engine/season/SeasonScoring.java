package org.mahjongresults.engine.season;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Scores a season: each result's points by the rule, each person's total, and the standings. Stateless. */
public final class SeasonScoring {

    private static final BigDecimal TWELVE = BigDecimal.valueOf(12);

    private SeasonScoring() {
    }

    /** The points one result is worth under {@code rule} (see {@code package-info}), to 0.01. */
    public static BigDecimal points(SeasonRule rule, SeasonResult r) {
        return switch (rule.basis()) {
            case PLACE -> r.place() >= 1 && r.place() <= rule.placePoints().size()
                    ? rule.placePoints().get(r.place() - 1).setScale(2) : BigDecimal.ZERO.setScale(2);
            case TABLE_POINTS -> BigDecimal.valueOf(r.tablePoints().twelfths())
                    .divide(TWELVE, 2, java.math.RoundingMode.HALF_UP);
            case MERS -> r.place() < 1 ? BigDecimal.ZERO.setScale(2)
                    : Mers.points(r.place(), r.players(), r.classWeight());
            case EMA -> r.place() < 1 ? BigDecimal.ZERO.setScale(2)
                    : EmaRanking.baseRank(r.place(), r.players()).setScale(2, java.math.RoundingMode.HALF_UP);
        };
    }

    /**
     * As {@link #standings(SeasonRule, List)} on {@code asOf}, the day the EMA rule's decay counts to (null: the
     * last tournament's day). Under the EMA rule a person's total is their {@link EmaRanking#ranking}, a result
     * "counts" when it is among the best averaged on their own, and a person with fewer than two results still in
     * force is not listed.
     */
    public static List<SeasonRow> standings(SeasonRule rule, List<SeasonResult> results, java.time.LocalDate asOf) {
        if (rule.basis() != SeasonBasis.EMA) {
            return standings(rule, results);
        }
        java.time.LocalDate day = asOf != null ? asOf : results.stream().map(SeasonResult::playedOn)
                .filter(java.util.Objects::nonNull).max(Comparator.naturalOrder()).orElse(null);
        int best = rule.bestK() == null ? EmaRanking.BEST : rule.bestK();
        Map<Long, List<SeasonResult>> byPerson = new LinkedHashMap<>();
        results.forEach(r -> byPerson.computeIfAbsent(r.personId(), p -> new ArrayList<>()).add(r));
        List<SeasonRow> unranked = new ArrayList<>();
        byPerson.forEach((person, mine) -> {
            List<EmaRanking.Counted> counted = new ArrayList<>();
            List<Integer> inForce = new ArrayList<>();
            for (int i = 0; i < mine.size(); i++) {
                SeasonResult r = mine.get(i);
                BigDecimal decay = EmaRanking.decay(r.playedOn(), day);
                if (r.place() < 1 || r.event() == null || decay.signum() == 0) {
                    continue;
                }
                counted.add(new EmaRanking.Counted(EmaRanking.baseRank(r.place(), r.players()),
                        r.event().weight().multiply(decay)));
                inForce.add(i);
            }
            EmaRanking.ranking(counted, best).ifPresent(total -> {
                List<Integer> order = new ArrayList<>(inForce);
                order.sort(Comparator.comparing((Integer i) -> counted.get(inForce.indexOf(i)).baseRank())
                        .thenComparing(i -> counted.get(inForce.indexOf(i)).weight()).reversed());
                java.util.Set<Integer> top = new java.util.HashSet<>(order.subList(0, Math.min(best, order.size())));
                List<SeasonRow.Scored> scored = new ArrayList<>();
                for (int i = 0; i < mine.size(); i++) {
                    scored.add(new SeasonRow.Scored(mine.get(i), points(rule, mine.get(i)), top.contains(i)));
                }
                unranked.add(new SeasonRow(person, 0, false, total, scored));
            });
        });
        return placed(unranked);
    }

    /**
     * The standings of a season from every result of its tournaments, listed in the season's order of tournaments:
     * highest total first, equal totals sharing a place (and listed by person id, for a stable order).
     */
    public static List<SeasonRow> standings(SeasonRule rule, List<SeasonResult> results) {
        Map<Long, List<SeasonRow.Scored>> byPerson = new LinkedHashMap<>();
        for (SeasonResult r : results) {
            byPerson.computeIfAbsent(r.personId(), p -> new ArrayList<>())
                    .add(new SeasonRow.Scored(r, points(rule, r), true));
        }
        List<SeasonRow> unranked = new ArrayList<>();
        byPerson.forEach((person, scored) -> {
            List<SeasonRow.Scored> marked = counting(rule, scored);
            BigDecimal total = marked.stream().filter(SeasonRow.Scored::counts).map(SeasonRow.Scored::points)
                    .reduce(BigDecimal.ZERO.setScale(2), BigDecimal::add);
            unranked.add(new SeasonRow(person, 0, false, total, marked));
        });
        return placed(unranked);
    }

    /** Highest total first, equal totals sharing a place (listed by person id). */
    private static List<SeasonRow> placed(List<SeasonRow> unranked) {
        unranked.sort(Comparator.comparing(SeasonRow::total).reversed()
                .thenComparingLong(SeasonRow::personId));
        List<SeasonRow> ranked = new ArrayList<>(unranked.size());
        for (int i = 0; i < unranked.size(); i++) {
            SeasonRow row = unranked.get(i);
            int first = i;
            while (first > 0 && unranked.get(first - 1).total().compareTo(row.total()) == 0) {
                first--;
            }
            boolean tied = first < i || (i + 1 < unranked.size()
                    && unranked.get(i + 1).total().compareTo(row.total()) == 0);
            ranked.add(new SeasonRow(row.personId(), first + 1, tied, row.total(), row.results()));
        }
        return ranked;
    }

    /** The results with those that count marked: all of them, or the K highest (equal points: the earlier one). */
    private static List<SeasonRow.Scored> counting(SeasonRule rule, List<SeasonRow.Scored> scored) {
        if (rule.bestK() == null || scored.size() <= rule.bestK()) {
            return scored;
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < scored.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparing((Integer i) -> scored.get(i).points()).reversed()
                .thenComparing(Comparator.naturalOrder()));
        java.util.Set<Integer> best = new java.util.HashSet<>(order.subList(0, rule.bestK()));
        List<SeasonRow.Scored> out = new ArrayList<>(scored.size());
        for (int i = 0; i < scored.size(); i++) {
            SeasonRow.Scored s = scored.get(i);
            out.add(new SeasonRow.Scored(s.result(), s.points(), best.contains(i)));
        }
        return out;
    }
}
