package org.mahjongresults.web.persons;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.person.PastResult;
import org.mahjongresults.engine.results.TablePoints;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.forms.CsvFile.Line;
import org.mahjongresults.web.forms.CsvFile.Problem;
import org.mahjongresults.web.forms.CsvFile.Result;
import org.mahjongresults.web.forms.Numbers;

/**
 * Reads and checks an EMA results file as this website exports it ({@code /tournaments/{id}/standings/ema.csv}):
 * place, name, EMA number, table points, match points, country, and (since issue 30) a status that must be "final"
 * and the last and first names apart after the name (read, not kept: see {@link #withoutNameParts});
 * a header row allowed, comma or semicolon separated, quotes as in RFC 4180 (read by {@link CsvFile}). Every bad line
 * is reported with all its reasons; nothing throws.
 */
public final class EmaResultsFile {

    static final int MAX_LINES = 2000;

    /** Its messages are "history.*"; comma or semicolon separated, as the export writes it. */
    private static final CsvFile.Kind KIND = new CsvFile.Kind("history", MAX_LINES, false);

    private EmaResultsFile() {
    }

    static Result<PastResult> read(String text) {
        return read(text, null);
    }

    /**
     * Reads the file of a tournament of {@code sessions} sessions (null when the form has no valid number yet): then
     * no line may have more table points than 4 per session (4-2-1-0, MCR 2006 §3.9.2-2) and, as the ranking is by table
     * points first (MCR 2006 §3.10.1), no place may have fewer table points than a place below it.
     */
    static Result<PastResult> read(String text, Integer sessions) {
        Set<String> emaSeen = new HashSet<>();
        Result<PastResult> read = CsvFile.read(text, KIND,
                (lineNumber, cells) -> check(lineNumber, withoutNameParts(cells), emaSeen, sessions));
        return new Result<>(checkOrder(read.lines()), read.fileProblems());
    }

    /**
     * Refuses every line whose place is above a line with more table points: place 2 with 10 table points cannot
     * rank above place 3 with 12. Reported on the better-placed line, naming the other line.
     */
    private static List<Line<PastResult>> checkOrder(List<Line<PastResult>> lines) {
        List<Line<PastResult>> ranked = lines.stream().filter(Line::ok)
                .sorted(Comparator.comparingInt((Line<PastResult> l) -> l.value().place())
                        .thenComparingInt(Line::lineNumber))
                .toList();
        Map<Integer, Problem> misplaced = new HashMap<>();
        for (int i = 0; i < ranked.size(); i++) {
            Line<PastResult> better = ranked.get(i);
            for (int j = i + 1; j < ranked.size(); j++) {
                Line<PastResult> worse = ranked.get(j);
                if (worse.value().place() > better.value().place()
                        && worse.value().tablePoints().compareTo(better.value().tablePoints()) > 0) {
                    misplaced.put(better.lineNumber(), Problem.of("history.placeOrder", better.value().place(),
                            better.cells().get(3).trim(), worse.value().place(), worse.cells().get(3).trim(),
                            worse.lineNumber()));
                    break;
                }
            }
        }
        if (misplaced.isEmpty()) {
            return lines;
        }
        List<Line<PastResult>> checked = new ArrayList<>();
        for (Line<PastResult> line : lines) {
            Problem p = misplaced.get(line.lineNumber());
            checked.add(p == null ? line : new Line<>(line.lineNumber(), line.cells(), null, List.of(p)));
        }
        return checked;
    }

    /**
     * A line of the file as exported since issue 30 (place, name, last name, first name, EMA number, table points,
     * match points, nationality, status: 9 cells) in the layout checked here: the displayed name is the one kept and
     * matched to a person, the two parts left aside. Other lines as they are.
     */
    static List<String> withoutNameParts(List<String> cells) {
        if (cells.size() != 9) {
            return cells;
        }
        List<String> seven = new ArrayList<>(cells.subList(0, 2));
        seven.addAll(cells.subList(4, 9));
        return seven;
    }

    private static Line<PastResult> check(int lineNumber, List<String> cells, Set<String> emaSeen, Integer sessions) {
        List<Problem> problems = new ArrayList<>();
        if (cells.size() != 6 && cells.size() != 7) {
            problems.add(Problem.of("history.columns", cells.size()));
            return new Line<>(lineNumber, cells, null, problems);
        }
        if (cells.size() == 7 && !cells.get(6).isBlank() && !cells.get(6).trim().equalsIgnoreCase("final")) {
            // The export marks a line whose figures came from a table still being played: not a final result.
            problems.add(Problem.of("history.notFinal", cells.get(6).trim()));
        }
        String placeText = cells.get(0).trim();
        int place = 0;
        if (!placeText.matches("\\d{1,5}") || Numbers.parseInt(placeText) < 1) {
            problems.add(Problem.of("history.place", placeText));
        } else {
            place = Numbers.parseInt(placeText);
        }
        String name = cells.get(1).trim();
        if (name.matches("'[=+\\-@].*")) {
            name = name.substring(1); // the export's guard against spreadsheet formulas, taken off again
        }
        if (name.isEmpty()) {
            problems.add(Problem.of("history.nameMissing"));
        } else if (name.length() > 200) {
            problems.add(Problem.of("history.tooLong", 2, 200));
        }
        String ema = cells.get(2).trim();
        if (!ema.isEmpty() && !ema.matches("\\d{8}")) {
            problems.add(Problem.of("history.emaId", ema));
        } else if (!ema.isEmpty() && !emaSeen.add(ema)) {
            problems.add(Problem.of("history.emaTwice", ema));
        }
        TablePoints tablePoints = tablePoints(cells.get(3).trim());
        if (tablePoints == null) {
            problems.add(Problem.of("history.tablePoints", cells.get(3).trim()));
        } else if (tablePoints.compareTo(TablePoints.ZERO) < 0) {
            problems.add(Problem.of("history.tablePointsNegative", cells.get(3).trim()));
        } else if (sessions != null && tablePoints.compareTo(TablePoints.of(4 * sessions)) > 0) {
            // At most 4 a session: the winner of every table of every session (4-2-1-0, MCR 2006 §3.9.2-2).
            problems.add(Problem.of("history.tablePointsOver", cells.get(3).trim(), 4 * sessions, sessions));
        }
        String matchText = cells.get(4).trim();
        Integer matchPoints = null;
        if (matchText.matches("[-+]?\\d{1,7}")) {
            matchPoints = Numbers.parseInt(matchText);
        } else {
            problems.add(Problem.of("history.matchPoints", matchText));
        }
        String country = cells.get(5).trim().toUpperCase(Locale.ROOT);
        if (!country.isEmpty() && !country.matches("[A-Z]{2,3}")) {
            problems.add(Problem.of("history.country", cells.get(5).trim()));
        }
        PastResult result = problems.isEmpty() ? new PastResult(null, 0, lineNumber, place, name,
                ema.isEmpty() ? null : ema, country.isEmpty() ? null : country, tablePoints, matchPoints, null) : null;
        return new Line<>(lineNumber, cells, result, problems);
    }

    /**
     * Table points as the export writes them: exact in quarters ("1.75"), thirds and sixths rounded to two decimals
     * ("2.33"). A value is read as the nearest twelfth when it lies within half a hundredth of it.
     */
    static TablePoints tablePoints(String text) {
        if (!text.matches("[-+]?\\d{1,6}(\\.\\d{1,4})?")) {
            return null;
        }
        BigDecimal twelfths = new BigDecimal(text).multiply(BigDecimal.valueOf(12));
        BigDecimal nearest = twelfths.setScale(0, RoundingMode.HALF_UP);
        if (twelfths.subtract(nearest).abs().compareTo(new BigDecimal("0.06")) > 0) {
            return null;
        }
        return TablePoints.ofTwelfths(nearest.intValueExact());
    }
}
