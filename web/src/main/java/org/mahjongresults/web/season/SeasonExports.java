package org.mahjongresults.web.season;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.mahjongresults.web.season.SeasonService.Event;
import org.mahjongresults.web.season.SeasonService.Line;
import org.mahjongresults.web.season.SeasonService.ResultLine;
import org.mahjongresults.web.forms.CsvFile;

/** A season's standings for other programs: CSV (RFC 4180, one column pair per tournament) and the JSON body. */
final class SeasonExports {

    private SeasonExports() {
    }

    /** {@code GET /seasons/{seasonId}/standings.json} and the API: the rule, the tournaments, the persons. */
    record Body(long season, String name, String basis, Integer bestK, List<BigDecimal> placePoints,
                List<EventLine> tournaments, List<PersonLine> standings) {
    }

    /** A tournament of the season; {@code counted} false when it does not publish its standings. */
    record EventLine(long tournament, String name, BigDecimal classWeight, int players, BigDecimal mersWeight,
                     boolean counted) {
    }

    record PersonLine(int place, boolean tied, long person, String name, String nativeName, String country,
                      BigDecimal total, int counted, List<ResultEntry> results) {
    }

    /** A result of the person: the tournament, the place as shown, the season points and whether they count. */
    record ResultEntry(long tournament, String place, BigDecimal points, boolean counts) {
    }

    static Body body(SeasonService.Standings s) {
        List<EventLine> events = s.events().stream().map(e -> new EventLine(e.tournamentId(), e.name(),
                e.classWeight(), e.players(), e.mersWeight(), e.counted())).toList();
        List<PersonLine> lines = new ArrayList<>();
        for (Line l : s.lines()) {
            lines.add(new PersonLine(l.row().place(), l.row().tied(), l.person().id(), l.person().name(),
                    l.person().nativeName(), l.person().country(), l.row().total(), l.row().counted(),
                    l.results().stream().map(r -> new ResultEntry(r.event().tournamentId(), r.placeLabel(),
                            r.scored().points(), r.scored().counts())).toList()));
        }
        return new Body(s.season().id(), s.season().name(), s.season().basis().name(), s.season().bestK(),
                s.season().placePoints(), events, lines);
    }

    /** The standings as CSV with a byte-order mark; per tournament its place, points, and whether they count. */
    static String csv(SeasonService.Standings s) {
        StringBuilder sb = new StringBuilder("\uFEFF");
        List<String> header = new ArrayList<>(List.of("place", "person", "name", "native_name", "country", "total",
                "counted"));
        for (Event e : s.events()) {
            header.add("t" + e.tournamentId() + "_place");
            header.add("t" + e.tournamentId() + "_points");
            header.add("t" + e.tournamentId() + "_counts");
        }
        CsvFile.writeLine(sb, header);
        for (Line l : s.lines()) {
            List<String> cells = new ArrayList<>(List.of(l.row().placeLabel(), String.valueOf(l.person().id()),
                    l.person().name(), nz(l.person().nativeName()), nz(l.person().country()),
                    l.row().total().toPlainString(), String.valueOf(l.row().counted())));
            for (Event e : s.events()) {
                ResultLine r = l.resultIn(e.tournamentId());
                cells.add(r == null ? "" : r.placeLabel());
                cells.add(r == null ? "" : r.scored().points().toPlainString());
                cells.add(r == null ? "" : r.scored().counts() ? "yes" : "no");
            }
            CsvFile.writeLine(sb, cells);
        }
        return sb.toString();
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

}
