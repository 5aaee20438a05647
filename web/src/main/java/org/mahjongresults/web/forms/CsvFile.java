package org.mahjongresults.web.forms;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * An uploaded spreadsheet file read line by line with Commons CSV, as the players' import and the EMA results file
 * both need it: the separator the first line uses most, an optional header row (its first cell not a number), blank
 * lines skipped but counted so that line numbers match the file, at most a number of lines. Each line is checked by
 * the caller into a value or problems; nothing throws. And the other way: every export's lines written the same way
 * ({@link #writeLine}).
 */
public final class CsvFile {

    /** A reason a line (or the whole file) is refused: a message key and its arguments. */
    public record Problem(String key, List<Object> args) {
        public static Problem of(String key, Object... args) {
            return new Problem(key, List.of(args));
        }
    }

    /** The family and given name a line will store, shown in the preview (given may be null). */
    public record NameSplit(String family, String given) {
    }

    /** One line as read, its checked value (null when it has problems), and the name split to show, if any. */
    public record Line<T>(int lineNumber, List<String> cells, T value, List<Problem> problems, NameSplit names) {

        public Line(int lineNumber, List<String> cells, T value, List<Problem> problems) {
            this(lineNumber, cells, value, problems, null);
        }

        public boolean ok() {
            return problems.isEmpty();
        }

        /** The family name the preview shows, null for none (or a bad line). */
        public String family() {
            return names == null ? null : names.family();
        }

        /** The given name the preview shows, null for none. */
        public String given() {
            return names == null ? null : names.given();
        }
    }

    /** The whole file: its lines and whether it can be imported as it is. */
    public record Result<T>(List<Line<T>> lines, List<Problem> fileProblems) {

        public boolean clean() {
            return fileProblems.isEmpty() && !lines.isEmpty() && lines.stream().allMatch(Line::ok);
        }

        /** The lines' values in file order (null for a bad line). */
        public List<T> values() {
            return lines.stream().map(Line::value).toList();
        }

        public long badLines() {
            return lines.stream().filter(l -> !l.ok()).count();
        }

        /** Each line's problems as text ({@code say} puts a problem in the reader's language), by line number. */
        public Map<Integer, List<String>> reasons(Function<Problem, String> say) {
            Map<Integer, List<String>> reasons = new HashMap<>();
            for (Line<T> line : lines) {
                reasons.put(line.lineNumber(), line.problems().stream().map(say).toList());
            }
            return reasons;
        }

        /** The whole file's problems as text. */
        public List<String> fileReasons(Function<Problem, String> say) {
            return fileProblems.stream().map(say).toList();
        }
    }

    /** Checks one line (not blank, not the header) into a {@link Line}. */
    @FunctionalInterface
    public interface LineCheck<T> {
        Line<T> check(int lineNumber, List<String> cells);
    }

    /**
     * What a kind of file says when it is empty or too long ({@code PREFIX.empty}, {@code PREFIX.tooManyLines}), how
     * many lines it may have, and whether a tab may separate its cells.
     */
    public record Kind(String keyPrefix, int maxLines, boolean tabs) {
    }

    private CsvFile() {
    }

    /** Reads {@code text} of the given kind, each line checked by {@code check}, in file order. */
    public static <T> Result<T> read(String text, Kind kind, LineCheck<T> check) {
        List<Problem> fileProblems = new ArrayList<>();
        List<Line<T>> lines = new ArrayList<>();
        if (text == null || text.isBlank()) {
            fileProblems.add(Problem.of(kind.keyPrefix() + ".empty"));
            return new Result<>(lines, fileProblems);
        }
        String clean = text.replace("\uFEFF", "");
        char separator = separator(clean.lines().findFirst().orElse(""), kind.tabs());
        try (CSVParser parser = CSVParser.parse(clean, format(separator))) {
            Iterator<CSVRecord> records = parser.iterator();
            while (true) {
                // The line a record starts on: the lines the parser has read so far, plus one.
                int lineNumber = (int) parser.getCurrentLineNumber() + 1;
                if (!records.hasNext()) {
                    break;
                }
                List<String> cells = records.next().toList();
                if (cells.size() == 1 && cells.get(0).isBlank()) {
                    continue;
                }
                if (lineNumber == 1 && !cells.get(0).trim().matches("\\d+")) {
                    continue; // the header row
                }
                if (lines.size() >= kind.maxLines()) {
                    fileProblems.add(Problem.of(kind.keyPrefix() + ".tooManyLines", kind.maxLines()));
                    break;
                }
                lines.add(check.check(lineNumber, cells));
            }
        } catch (IOException | UncheckedIOException e) {
            fileProblems.add(Problem.of("import.unreadable"));
        }
        if (lines.isEmpty() && fileProblems.isEmpty()) {
            fileProblems.add(Problem.of(kind.keyPrefix() + ".empty"));
        }
        return new Result<>(lines, fileProblems);
    }

    /** The separator the header or first line uses most: tab (where allowed), semicolon or comma. */
    public static char separator(String firstLine, boolean tabs) {
        long tabCount = tabs ? firstLine.chars().filter(c -> c == '\t').count() : 0;
        long semis = firstLine.chars().filter(c -> c == ';').count();
        long commas = firstLine.chars().filter(c -> c == ',').count();
        if (tabCount > 0 && tabCount >= semis && tabCount >= commas) {
            return '\t';
        }
        return semis > commas ? ';' : ',';
    }

    /**
     * RFC 4180 with the file's separator, read leniently as spreadsheets write: a blank line is kept (and skipped
     * above) so line numbers match the file, spaces around a cell (and before its opening quote) are dropped, text
     * after a closing quote stays in the cell, and a quote left open ends with the file instead of failing it.
     */
    static CSVFormat format(char separator) {
        return CSVFormat.RFC4180.builder()
                .setDelimiter(separator)
                .setIgnoreEmptyLines(false)
                .setIgnoreSurroundingSpaces(true)
                .setTrailingData(true)
                .setLenientEof(true)
                .get();
    }

    /** Whether a cell needs the apostrophe of {@link #writeLine}. */
    static boolean guarded(String c) {
        if (c.isEmpty() || "=+-@\t\r".indexOf(c.charAt(0)) < 0) {
            return false;
        }
        return !c.matches("-?\\d+(\\.\\d+)?") && !SHARED_PLACE.matcher(c).matches();
    }

    /** A shared place as the standings write it: "=" and a place. */
    private static final java.util.regex.Pattern SHARED_PLACE = java.util.regex.Pattern.compile("=[1-9]\\d{0,5}");

    /**
     * One line of an exported file (RFC 4180). A cell that a spreadsheet could run (one starting with =, +, -, @, a
     * tab or a carriage return: OWASP's CSV injection list) is prefixed with an apostrophe, except a number and a
     * shared place: "=8" is "=" and digits only, which at worst a spreadsheet reads as the constant 8 and never as a
     * call, so every export writes a shared place as the page and the JSON do (issue 35). "=8+1", "=A1" or
     * "=HYPERLINK(…)" are still guarded.
     */
    public static void writeLine(StringBuilder sb, List<String> cells) {
        List<String> safe = new ArrayList<>(cells.size());
        for (String c : cells) {
            safe.add(guarded(c) ? "'" + c : c);
        }
        try {
            CSVFormat.RFC4180.printRecord(sb, safe.toArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
    }
}
