package org.mahjongresults.web.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.SheetEnd;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.SessionCell;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.results.TeamRow;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.standings.StandingsPages.Row;
import org.mahjongresults.web.forms.CsvFile;

/**
 * The table-point standings written for other programs: the CSV export, the EMA results file, and the bodies of the
 * read-only JSON API ({@link ApiBodies}). Everything comes from {@link StandingsService}'s kept results. A rule set
 * ranked by points alone (riichi: no table-point columns) writes its points and each game's final score instead.
 */
public final class StandingsExports {

    private final StandingsService service;

    StandingsExports(StandingsService service) {
        this.service = service;
    }

    /**
     * The standings as CSV, with a byte-order mark so spreadsheets read names in any script. Where the rule set ranks by points alone (riichi: points after uma and oka, RCR 2016
     * §3.6) there are no table points: the points overall and, per session, the game's final score and the points it
     * gave.
     */
    String csv(Tournament t) {
        boolean tp = RuleSets.of(t).tablePointColumns();
        StringBuilder sb = new StringBuilder("\uFEFF");
        List<String> header = new ArrayList<>(List.of("place", "entry", "name", "native_name", "country", "team"));
        header.addAll(tp ? List.of("table_points", "match_points") : List.of("points"));
        for (int n = 1; n <= t.sessionCount(); n++) {
            header.add("s" + n + (tp ? "_table_points" : "_final_score"));
            header.add("s" + n + (tp ? "_match_points" : "_points"));
            header.add("s" + n + "_status");
            header.add("s" + n + "_time_called_after_hand");
        }
        header.add("tie_breaker");
        header.add("status");
        header.addAll(List.of("player_status", "replaced_by", "replaces", "absent_sessions"));
        CsvFile.writeLine(sb, header);
        var results = service.results(t);
        int base = tp ? 0 : service.rules(t).scoreBase(t);
        Map<Long, PlayerMark> marks = PlayerMark.of(results);
        Set<String> provisional = provisional(results);
        Map<String, Integer> timeCalled = service.timeCalledCells(t, results);
        for (Row r : service.rows(t, results)) {
            List<String> cells = new ArrayList<>(List.of(r.standing().placeLabel(),
                    String.valueOf(r.player().entryNumber()), r.player().name(), nz(r.player().nativeName()),
                    nz(r.player().country()), nz(r.teamName())));
            if (tp) {
                cells.add(r.standing().tablePoints().toString());
            }
            cells.add(String.valueOf(r.standing().matchPoints()));
            boolean anyProvisional = false;
            for (SessionCell c : r.standing().sessions()) {
                boolean open = provisional.contains(r.player().id() + "/" + c.session());
                anyProvisional |= open;
                if (tp) {
                    cells.add(c.played() ? c.tablePoints().toString() : "");
                } else {
                    Integer score = finalScore(results, base, r.player().id(), c);
                    cells.add(score == null ? "" : score.toString());
                }
                cells.add(c.played() ? String.valueOf(c.matchPoints()) : "");
                cells.add(open ? PROVISIONAL : c.played() ? FINAL : "");
                Integer calledAfter = timeCalled.get(r.player().id() + "/" + c.session());
                cells.add(calledAfter == null ? "" : calledAfter.toString());
            }
            cells.add(tieBreaker(results, r));
            cells.add(anyProvisional ? PROVISIONAL : FINAL);
            cells.addAll(marks.getOrDefault(r.player().id(), PlayerMark.NONE).csvCells());
            CsvFile.writeLine(sb, cells);
        }
        return sb.toString();
    }

    /**
     * A player's score at the end of a session's game: the starting points plus the hands' results at their table
     * (penalty transfers of the log included); null for a session not played.
     */
    private static Integer finalScore(StandingsService.Results results, int base, long playerId, SessionCell c) {
        if (!c.played()) {
            return null;
        }
        for (Seating s : results.seatingsOf(playerId)) {
            if (s.session() == c.session()) {
                return base + results.total(s.session(), s.table(), playerId);
            }
        }
        return null;
    }

    /**
     * The EMA results file: place, name as displayed, last (family) name and first (given) name apart as the EMA's
     * ranking tables carry them (issue 30), EMA number, table points, match points, nationality, status; one player a
     * line. Players excluded from the ranking are left out.
     */
    String ema(Tournament t) {
        if (!RuleSets.of(t).tablePointColumns()) {
            return pointsEma(t);
        }
        StringBuilder sb = new StringBuilder("\uFEFF");
        CsvFile.writeLine(sb, List.of("Place", "Name", "Last name", "First name", "EMA number", "Table points",
                "Match points", "Nationality", "Status"));
        var results = service.results(t);
        Set<Long> provisional = provisionalPlayers(results);
        for (Row r : service.rows(t, results)) {
            if (r.standing().excluded()) {
                continue;
            }
            var p = r.player();
            CsvFile.writeLine(sb, List.of(String.valueOf(r.standing().place()), p.name(), nz(p.familyName()),
                    nz(p.givenName()), nz(p.emaId()), r.standing().tablePoints().toString(), String.valueOf(r.standing().matchPoints()),
                    nz(p.country()), provisional.contains(p.id()) ? PROVISIONAL : FINAL));
        }
        return sb.toString();
    }

    /**
     * The EMA results file of a tournament ranked by points alone (riichi, RULINGS §12): the columns of the EMA's
     * riichi results pages (place, EMA number, last name, first name, country, score), the score being the total
     * points after uma and oka the tournament ranks by; the name as displayed and the status (final or provisional)
     * as in the MCR file. Players excluded from the ranking are left out.
     */
    private String pointsEma(Tournament t) {
        StringBuilder sb = new StringBuilder("\uFEFF");
        CsvFile.writeLine(sb, List.of("Place", "EMA number", "Last name", "First name", "Name", "Nationality",
                "Points", "Status"));
        var results = service.results(t);
        Set<Long> provisional = provisionalPlayers(results);
        for (Row r : service.rows(t, results)) {
            if (r.standing().excluded()) {
                continue;
            }
            var p = r.player();
            CsvFile.writeLine(sb, List.of(String.valueOf(r.standing().place()), nz(p.emaId()), nz(p.familyName()),
                    nz(p.givenName()), p.name(), nz(p.country()), String.valueOf(r.standing().matchPoints()),
                    provisional.contains(p.id()) ? PROVISIONAL : FINAL));
        }
        return sb.toString();
    }

    /** The standings' API body (and the JSON export). */
    ApiBodies.Standings standings(Tournament t) {
        var results = service.results(t);
        Map<Long, String> teamNames = service.teamNames(t);
        Set<String> provisional = provisional(results);
        Map<String, Integer> timeCalled = service.timeCalledCells(t, results);
        Map<Long, PlayerMark> marks = PlayerMark.of(results);
        // Ranked by points alone (riichi): "points" and each game's "finalScore", no table or match points.
        boolean tp = RuleSets.of(t).tablePointColumns();
        int base = service.rules(t).scoreBase(t);
        List<ApiBodies.PlayerLine> players = new ArrayList<>();
        for (Row r : service.rows(t, results)) {
            List<ApiBodies.SessionLine> sessions = new ArrayList<>();
            boolean anyProvisional = false;
            for (SessionCell c : r.standing().sessions()) {
                boolean open = provisional.contains(r.player().id() + "/" + c.session());
                anyProvisional |= open;
                sessions.add(new ApiBodies.SessionLine(c.session(), c.played(), open,
                        tp ? c.tablePoints().toDouble() : null, tp ? c.matchPoints() : null,
                        tp ? null : c.matchPoints(), tp ? null : finalScore(results, base, r.player().id(), c),
                        timeCalled.get(r.player().id() + "/" + c.session())));
            }
            players.add(new ApiBodies.PlayerLine(r.standing().excluded() ? null : r.standing().place(),
                    r.standing().tied(), r.player().entryNumber(), r.player().name(), r.player().nativeName(),
                    r.player().country(), r.teamName(), tp ? r.standing().tablePoints().toDouble() : null,
                    tp ? r.standing().matchPoints() : null, tp ? null : r.standing().matchPoints(), anyProvisional,
                    sessions, nullIfEmpty(tieBreaker(results, r)), marks.getOrDefault(r.player().id(),
                    PlayerMark.NONE)));
        }
        List<Integer> provisionalSessions = provisional.stream()
                .map(k -> Integer.valueOf(k.substring(k.indexOf('/') + 1))).distinct().sorted().toList();
        List<ApiBodies.TeamLine> teams = new ArrayList<>();
        for (TeamRow row : results.standings().teams()) {
            // A team's figures are provisional while one member's are (issue 35), as the players' are marked.
            boolean open = row.members().stream().anyMatch(id -> provisional.stream()
                    .anyMatch(k -> k.startsWith(id + "/")));
            teams.add(new ApiBodies.TeamLine(row.place(), row.tied(), teamNames.get(row.teamId()),
                    tp ? row.tablePoints().toDouble() : null, tp ? row.matchPoints() : null,
                    tp ? null : row.matchPoints(), open));
        }
        return new ApiBodies.Standings(t.name(), results.version(), provisionalSessions, players, teams);
    }

    /** The tables of a session with scores and status; empty if the draw has no such session. */
    Optional<ApiBodies.Tables> tables(Tournament t, int n) {
        var results = service.results(t);
        Map<String, Sheet> sheetByTable = results.sheets();
        Map<Integer, List<Seating>> grouped = service.sessionTables(results, n);
        if (grouped.isEmpty()) {
            return Optional.empty();
        }
        List<ApiBodies.TableLine> tables = new ArrayList<>();
        Map<String, SheetEnd> ends = service.sheetEnds(t);
        for (var e : grouped.entrySet()) {
            Sheet sheet = sheetByTable.get(n + "/" + e.getKey());
            TableResult tr = results.table(n, e.getKey());
            List<ApiBodies.SeatLine> seats = new ArrayList<>();
            for (Seating s : e.getValue()) {
                Placing pl = tr == null ? null : tr.of(s.playerId());
                seats.add(new ApiBodies.SeatLine(s.seat().letter(), s.entryNumber(), s.name(),
                        pl == null ? 0 : pl.sessionScore(), pl == null ? null : pl.tablePoints().toDouble()));
            }
            tables.add(new ApiBodies.TableLine(e.getKey(), sheet == null ? "NOT_STARTED" : sheet.status().name(),
                    results.handsPlayed(n, e.getKey()), timeCalledAfter(ends.get(n + "/" + e.getKey())), seats));
        }
        return Optional.of(new ApiBodies.Tables(n, tables));
    }

    /** Every hand of a table's sheet with each seat's result; empty if the draw has no such table. */
    Optional<ApiBodies.SheetBody> sheet(Tournament t, int n, int number) {
        List<Seating> players = service.results(t).players(n, number);
        if (players.size() != 4) {
            return Optional.empty();
        }
        StandingsService.TableSheet tableSheet = service.tableSheet(t, n, number);
        Sheet sheet = tableSheet.sheet();
        List<ApiBodies.HandLine> hands = new ArrayList<>();
        Map<Long, String> seatOf = new HashMap<>();
        players.forEach(p -> seatOf.put(p.playerId(), p.seat().letter()));
        for (HandRecord h : tableSheet.hands()) {
            Map<String, Integer> results = new LinkedHashMap<>();
            for (Seating p : players) {
                results.put(p.seat().letter(), h.results().getOrDefault(p.playerId(), 0));
            }
            hands.add(new ApiBodies.HandLine(h.number(), h.prevalentWind(), seatOf.get(h.dealerId()), h.result(),
                    h.winnerId() == null ? null : seatOf.get(h.winnerId()), h.selfDrawn(),
                    h.discarderId() == null ? null : seatOf.get(h.discarderId()), h.fanPoints(), h.verification().name(),
                    results));
        }
        String absent = sheet == null ? null : sheet.absentSeat();
        List<ApiBodies.SheetPlayer> seats = new ArrayList<>();
        Map<String, Integer> totals = new LinkedHashMap<>();
        for (Seating p : players) {
            seats.add(new ApiBodies.SheetPlayer(p.seat().letter(), p.entryNumber(), p.name(),
                    absent != null && absent.equals(p.seat().letter())));
            totals.put(p.seat().letter(), tableSheet.hands().stream()
                    .mapToInt(h -> h.results().getOrDefault(p.playerId(), 0)).sum());
        }
        List<ApiBodies.PenaltyLine> penalties = new ArrayList<>();
        for (StandingsService.TablePenalty tp : service.tablePenalties(t, sheet, players, tableSheet.hands())) {
            Map<String, Integer> effects = new LinkedHashMap<>();
            for (Seating p : players) {
                Integer delta = tp.effects().get(p.playerId());
                if (delta != null && delta != 0) {
                    effects.put(p.seat().letter(), delta);
                    totals.merge(p.seat().letter(), delta, Integer::sum);
                }
            }
            PenaltyRecord r = tp.record();
            penalties.add(new ApiBodies.PenaltyLine(r.hand(), seatOf.get(r.playerId()), r.sanction().name(),
                    PenaltyLines.shown(t, r, false) ? r.offenceCode() : null, r.points(), effects));
        }
        Integer timeCalled = sheet == null ? null : timeCalledAfter(service.sheetEnds(t).get(n + "/" + number));
        return Optional.of(new ApiBodies.SheetBody(n, number, sheet == null ? "NOT_STARTED" : sheet.status().name(),
                timeCalled, seats, hands, penalties, totals, absent));
    }

    /**
     * "playerId/session" of every figure still provisional: its table has hands but its sheet is not closed, so its
     * 4-2-1-0 may yet change. The same rule as the pages' "in progress" mark.
     */
    public static Set<String> provisional(StandingsService.Results results) {
        Set<String> out = new HashSet<>();
        results.seatings().forEach((key, seats) -> {
            int slash = key.indexOf('/');
            int session = Integer.parseInt(key.substring(0, slash));
            int table = Integer.parseInt(key.substring(slash + 1));
            Sheet sheet = results.sheet(session, table);
            if (sheet != null && !sheet.closed() && results.handsPlayed(session, table) > 0) {
                seats.forEach(s -> out.add(s.playerId() + "/" + session));
            }
        });
        return out;
    }

    /** The last hand of a sheet ended because time was called; null for a sheet not ended by time. */
    private static Integer timeCalledAfter(SheetEnd end) {
        return end != null && end.byTime() ? end.afterHand() : null;
    }

    private static Set<Long> provisionalPlayers(StandingsService.Results results) {
        Set<Long> out = new HashSet<>();
        provisional(results).forEach(k -> out.add(Long.valueOf(k.substring(0, k.indexOf('/')))));
        return out;
    }

    /** The status words of the CSV and the EMA file: figures that may yet change, and figures that stand. */
    public static final String PROVISIONAL = "provisional";
    public static final String FINAL = "final";

    /** The tie-breaker that decided the player's place (issue 28), or empty. */
    private static String tieBreaker(StandingsService.Results results, Row r) {
        var decided = results.standings().decidedBy(r.player().id());
        return decided == null ? "" : decided.name();
    }

    private static String nullIfEmpty(String s) {
        return s.isEmpty() ? null : s;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

}
