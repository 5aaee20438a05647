package org.mahjongresults.engine.grade;

import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.engine.results.TablePoints;

/**
 * A player's standing against the grade table (MCR 2014 付録9 §4.6, RULINGS §7) over the competitions that count: the three
 * criteria's totals, the highest grade reached, and what is still missing for the next one.
 *
 * @param tablePoints    total table points of the competitions that count
 * @param matchPoints    total match points, adding only the positive competition totals (MCR 2014 付録9 §4.6 note 1)
 * @param results        the competitions that count
 * @param reached        every grade whose standards are all met, lowest first
 */
public record GradeAssessment(TablePoints tablePoints, int matchPoints, List<CompetitionResult> results,
                              List<Grade> reached) {

    public GradeAssessment {
        results = List.copyOf(results);
        reached = List.copyOf(reached);
    }

    /** The grade a player reaches from these competitions (RULINGS §7): a standard is met when reached (≥). */
    public static GradeAssessment of(List<CompetitionResult> all) {
        List<CompetitionResult> counted = all.stream().filter(CompetitionResult::counts).toList();
        TablePoints table = TablePoints.ZERO;
        int match = 0;
        for (CompetitionResult r : counted) {
            table = table.plus(r.tablePoints());
            match += Math.max(0, r.matchPoints());
        }
        GradeAssessment partial = new GradeAssessment(table, match, counted, List.of());
        List<Grade> reached = new ArrayList<>();
        for (Grade g : Grade.values()) {
            if (partial.meets(g)) {
                reached.add(g);
            }
        }
        return new GradeAssessment(table, match, counted, reached);
    }

    /** The highest grade reached, or null. */
    public Grade grade() {
        return reached.isEmpty() ? null : reached.get(reached.size() - 1);
    }

    /** The grade to reach next: the one above the grade reached, 九品 before any; null after 一品. */
    public Grade nextGrade() {
        Grade g = grade();
        return g == null ? Grade.NINTH : g.next();
    }

    /** True when all of {@code g}'s standards are met. */
    public boolean meets(Grade g) {
        return tablePointsMissing(g).twelfths() == 0 && matchPointsMissing(g) == 0 && placingMet(g);
    }

    /** The table points still missing for {@code g}; zero when reached. */
    public TablePoints tablePointsMissing(Grade g) {
        TablePoints missing = TablePoints.of(g.tablePoints()).minus(tablePoints);
        return missing.twelfths() > 0 ? missing : TablePoints.ZERO;
    }

    /** The match points still missing for {@code g}; zero when reached. */
    public int matchPointsMissing(Grade g) {
        return Math.max(0, g.matchPoints() - matchPoints);
    }

    /** True when {@code g} asks no placing, or one competition that counts gives it. */
    public boolean placingMet(Grade g) {
        if (!g.needsPlacing()) {
            return true;
        }
        for (CompetitionResult r : results) {
            boolean classOk = !g.classAOnly() || r.competitionClass() == CompetitionClass.A;
            if (classOk && r.place() >= 1 && r.place() <= g.topPlaces()) {
                return true;
            }
            if (g.teamPlaces() > 0 && r.teamPlace() >= 1 && r.teamPlace() <= g.teamPlaces()) {
                return true;
            }
        }
        return false;
    }

    /** The first competition (in the order given) whose placing meets {@code g}'s, or null. */
    public CompetitionResult placingFrom(Grade g) {
        if (!g.needsPlacing()) {
            return null;
        }
        for (CompetitionResult r : results) {
            GradeAssessment one = new GradeAssessment(tablePoints, matchPoints, List.of(r), List.of());
            if (one.placingMet(g)) {
                return r;
            }
        }
        return null;
    }
}
