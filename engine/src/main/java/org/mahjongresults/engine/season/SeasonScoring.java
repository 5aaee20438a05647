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
        };
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
