package org.mahjongresults.web.players;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.tournament.PlayerImportRow;
import org.mahjongresults.web.forms.CsvFile;
import org.mahjongresults.web.forms.CsvFile.Line;
import org.mahjongresults.web.forms.CsvFile.Problem;
import org.mahjongresults.web.forms.Numbers;

/**
 * Reads and checks a player list in CSV: entry number, name, native-script name, country, team, EMA id, and
 * optionally family name and given name (issue 30; see {@link #nameParts}).
 * Comma, semicolon or tab separated (as spreadsheets export), quotes as in RFC 4180, an optional header row (read by
 * {@link CsvFile}).
 * Every bad row is reported with all its reasons (as message keys with arguments); nothing throws.
 */
public final class PlayerCsv {

    static final int MAX_LINES = 2000;
    static final int MAX_TEAM_SIZE = 5;

    /** Its messages are "import.*"; spreadsheets export tab-separated lists too. */
    private static final CsvFile.Kind KIND = new CsvFile.Kind("import", MAX_LINES, true);

    private PlayerCsv() {
    }

    /**
     * @param registeredEntries entry numbers already taken in the tournament
     * @param teamSizes         members each existing team already has, by lower-case name
     */
    public static CsvFile.Result<PlayerImportRow> read(String text, Set<Integer> registeredEntries,
                                               Map<String, Integer> teamSizes) {
        Set<Integer> seen = new HashSet<>();
        Map<String, Integer> sizes = new HashMap<>(teamSizes);
        return CsvFile.read(text, KIND,
                (lineNumber, cells) -> check(lineNumber, cells, registeredEntries, seen, sizes));
    }

    private static Line<PlayerImportRow> check(int lineNumber, List<String> cells, Set<Integer> registered,
                                               Set<Integer> seen, Map<String, Integer> sizes) {
        List<Problem> problems = new ArrayList<>();
        if (cells.size() < 2 || cells.size() > 8) {
            problems.add(Problem.of("import.columns", cells.size()));
            return new Line<>(lineNumber, cells, null, problems);
        }
        if (cells.stream().anyMatch(org.mahjongresults.web.forms.Form::hasControlCharacters)) {
            problems.add(Problem.of("import.controlCharacters"));
            return new Line<>(lineNumber, cells.stream().map(org.mahjongresults.web.forms.Form::withoutControlCharacters)
                    .toList(), null, problems);
        }
        String entryText = cell(cells, 0);
        Integer entry = null;
        if (!entryText.matches("\\d{1,6}") || Numbers.parseInt(entryText) < 1) {
            problems.add(Problem.of("import.entryNumber", entryText));
        } else {
            entry = Numbers.parseInt(entryText);
            if (registered.contains(entry)) {
                problems.add(Problem.of("import.entryTaken", entry));
            } else if (!seen.add(entry)) {
                problems.add(Problem.of("import.entryTwice", entry));
            }
        }
        String name = cell(cells, 1);
        if (name.isEmpty()) {
            problems.add(Problem.of("import.nameMissing"));
        } else if (name.length() > 200) {
            problems.add(Problem.of("import.tooLong", 2, 200));
        }
        String nativeName = cell(cells, 2);
        if (nativeName.length() > 200) {
            problems.add(Problem.of("import.tooLong", 3, 200));
        }
        String country = cell(cells, 3).toUpperCase(Locale.ROOT);
        if (!country.isEmpty() && !country.matches("[A-Z]{2,3}")) {
            problems.add(Problem.of("import.country", cell(cells, 3)));
        }
        String team = cell(cells, 4);
        if (team.length() > 200) {
            problems.add(Problem.of("import.tooLong", 5, 200));
        } else if (!team.isEmpty()) {
            int size = sizes.merge(team.toLowerCase(Locale.ROOT), 1, Integer::sum);
            if (size > MAX_TEAM_SIZE) {
                problems.add(Problem.of("import.teamFull", team, MAX_TEAM_SIZE));
            }
        }
        String ema = cell(cells, 5);
        if (!ema.isEmpty() && !ema.matches("\\d{8}")) {
            problems.add(Problem.of("import.emaId", ema));
        }
        String[] parts = nameParts(name, cell(cells, 6), cell(cells, 7));
        if (parts[0].length() > 200 || (parts[1] != null && parts[1].length() > 200)) {
            problems.add(Problem.of("import.tooLong", parts[0].length() > 200 ? 7 : 8, 200));
        }
        PlayerImportRow row = problems.isEmpty() ? new PlayerImportRow(entry, name, blankToNull(nativeName),
                blankToNull(country), blankToNull(team), blankToNull(ema), parts[0], parts[1]) : null;
        return new Line<>(lineNumber, cells, row, problems,
                row == null ? null : new CsvFile.NameSplit(row.familyName(), row.givenName()));
    }

    /**
     * The family and given name stored for a row (issue 30): the file's own (columns 7 and 8) when it gives a family
     * name; else "Family, Given" split at its one comma; else the whole name as the family name and no given name,
     * since "Takahashi Yui" and "Lena Weber" do not say their order. The preview shows the split.
     */
    static String[] nameParts(String name, String family, String given) {
        if (!family.isEmpty()) {
            return new String[] {family, given.isEmpty() ? null : given};
        }
        int comma = name.indexOf(',');
        if (comma > 0 && comma == name.lastIndexOf(',') && !name.substring(comma + 1).isBlank()) {
            return new String[] {name.substring(0, comma).trim(), name.substring(comma + 1).trim()};
        }
        return new String[] {name, null};
    }

    private static String cell(List<String> cells, int i) {
        return i < cells.size() ? cells.get(i).trim() : "";
    }

    private static String blankToNull(String s) {
        return s.isEmpty() ? null : s;
    }
}
