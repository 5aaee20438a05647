package org.mahjongresults.web.standings;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.commons.csv.CSVFormat;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.penalty.Offence;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.SessionCell;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.results.TeamRow;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.hall.QrCodes;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.rendering.PageCache;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Standings (individual and team, the results table of RULES §11.6), each player's page, the exports (CSV, JSON,
 * the EMA results file) and the read-only JSON API. The director may hide the standings; staff still see them.
 */
public final class StandingsController {

    /** The individual standings page; the table itself is rendered once per results version and language. */
    public record StandingsPage(Tournament tournament, boolean visible, String tableHtml, boolean canManage) {
    }

    /** The standings table (a shared fragment); its rows as HTML from {@link StandingsRows}. */
    public record StandingsTable(Tournament tournament, List<Row> rows, List<Integer> sessions, int startingStake,
                                 Set<String> inProgress) {

        public String bodyHtml() {
            return StandingsRows.html(tournament.id(), rows, tournament.teamEvent(), startingStake, inProgress);
        }
    }

    /** One player's line with names resolved. */
    public record Row(StandingRow standing, Player player, String teamName) {
    }

    /** The team standings page. */
    public record TeamsPage(Tournament tournament, boolean visible, List<TeamLine> rows, List<Integer> sessions,
                            boolean canManage) {
    }

    /** One team's line with its name and members. */
    public record TeamLine(TeamRow row, Team team, List<String> members) {
    }

    /** A player's page: itinerary and results per session, and hand statistics. */
    public record PlayerPage(Tournament tournament, Player player, String teamName, List<PlayerSession> sessions,
                             StandingRow standing, SheetRepository.PlayerHandStats stats, boolean visible,
                             List<PenaltyLines.Line> penalties, boolean canManage, Seating next, String qrSvg,
                             List<SheetRepository.WonHand> wonHands) {
    }

    /** One session of a player: table, starting seat, and the result if played. */
    public record PlayerSession(Seating seating, Placing placing, String sheetStatus) {
    }

    private final TournamentRepository tournaments;
    private final SheetRepository sheets;
    private final PenaltyRepository penalties;
    private final StandingsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final ThymeleafRenderer renderer;
    private final PageCache pages;

    public StandingsController(TournamentRepository tournaments, SheetRepository sheets, PenaltyRepository penalties,
                               StandingsService service, TournamentLookup lookup, Auth auth,
                               ThymeleafRenderer renderer, PageCache pages) {
        this.tournaments = tournaments;
        this.penalties = penalties;
        this.sheets = sheets;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.renderer = renderer;
        this.pages = pages;
    }

    // Pages -----------------------------------------------------------------------------------------------

    public void individual(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean visible = lookup.standingsVisible(ctx, t);
        String html = "";
        String lang = RequestLanguage.of(ctx).code();
        if (visible) {
            var results = service.results(t, TournamentLookup.knownResultsVersion(ctx));
            String version = t.version() + "/" + results.version();
            Language language = RequestLanguage.of(ctx);
            if (ctx.queryParam("region") != null) {
                // The live region alone, for a page that is already open (static/js/live.js).
                regionLanguages.add(language);
                PageCache.sendHtml(ctx, standingsRegion(t, results, language));
                return;
            }
            html = standingsTable(t, results, language);
            if (PageCache.servesSpectator(ctx)) {
                StandingsPage page = new StandingsPage(t, true, html, false);
                PageCache.sendHtml(ctx, pages.get("standings/" + t.id() + "/" + lang, version,
                        () -> renderer.render("standings/individual", Map.of("page", page), ctx)));
                return;
            }
        }
        if (ctx.queryParam("region") != null) {
            throw new NotFoundResponse();
        }
        ctx.render("standings/individual", Map.of("page", new StandingsPage(t, visible, html,
                lookup.canManage(ctx, t))));
    }

    /** The languages in which open standings pages fetch their table (see {@link #warm}). */
    private final Set<Language> regionLanguages = ConcurrentHashMap.newKeySet();

    private String standingsTable(Tournament t, StandingsService.Results results, Language language) {
        return pages.fragment("standings-table/" + t.id() + "/" + language.code(), t.version() + "/" + results.version(),
                () -> renderer.renderShared("standings/table", "table", Map.of("table",
                        new StandingsTable(t, rows(t, results), sessionNumbers(t), t.startingStake(),
                                inProgress(results))),
                        language.locale()));
    }

    private PageCache.Page standingsRegion(Tournament t, StandingsService.Results results, Language language) {
        return pages.get("region/standings-table/" + t.id() + "/" + language.code(),
                t.version() + "/" + results.version(), () -> standingsTable(t, results, language));
    }

    /**
     * Renders the standings table that open standings pages fetch, for a new results version, before the
     * spectators are told of it (see {@code LiveEvents.beforeAnnounce}).
     */
    public void warm(long tournamentId) {
        if (regionLanguages.isEmpty()) {
            return;
        }
        Tournament t = tournaments.find(tournamentId).orElse(null);
        if (t == null || !t.standingsVisible() || t.ruleSet() == org.mahjongresults.engine.tournament.RuleSet.SICHUAN) {
            return;
        }
        StandingsService.Results results = service.results(t);
        regionLanguages.forEach(language -> standingsRegion(t, results, language));
    }

    public void teams(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean visible = lookup.standingsVisible(ctx, t);
        List<TeamLine> lines = new ArrayList<>();
        if (visible) {
            var results = service.results(t, TournamentLookup.knownResultsVersion(ctx));
            Map<Long, Team> teams = new HashMap<>();
            tournaments.teams(t.id()).forEach(team -> teams.put(team.id(), team));
            for (TeamRow row : results.standings().teams()) {
                List<String> members = row.members().stream()
                        .map(id -> results.players().get(id).name()).toList();
                lines.add(new TeamLine(row, teams.get(row.teamId()), members));
            }
        }
        ctx.render("standings/teams", Map.of("page", new TeamsPage(t, visible, lines, sessionNumbers(t),
                lookup.canManage(ctx, t))));
    }

    public void player(Context ctx) {
        Tournament t = lookup.visible(ctx);
        if (PageCache.servesSpectator(ctx)) {
            long playerId = TournamentLookup.id(ctx, "playerId");
            String version = t.version() + "/"
                    + service.results(t, TournamentLookup.knownResultsVersion(ctx)).version();
            PageCache.sendHtml(ctx, pages.get("player/" + t.id() + "/" + playerId + "/"
                    + RequestLanguage.of(ctx).code(), version,
                    () -> renderer.render("standings/player", Map.of("page", playerPage(ctx, t)), ctx)));
            return;
        }
        ctx.render("standings/player", Map.of("page", playerPage(ctx, t)));
    }

    private PlayerPage playerPage(Context ctx, Tournament t) {
        Player p = tournaments.findPlayer(t.id(), TournamentLookup.id(ctx, "playerId"))
                .orElseThrow(NotFoundResponse::new);
        String team = p.teamId() == null ? null : tournaments.teams(t.id()).stream()
                .filter(x -> x.id().equals(p.teamId())).map(Team::name).findFirst().orElse(null);
        boolean drawVisible = t.drawStatus() == Tournament.DrawStatus.PUBLISHED || auth.isStaff(ctx, t.id());
        boolean resultsVisible = lookup.standingsVisible(ctx, t);
        var results = service.results(t, TournamentLookup.knownResultsVersion(ctx));
        List<PlayerSession> mine = new ArrayList<>();
        if (drawVisible) {
            for (Seating s : results.seatingsOf(p.id())) {
                TableResult table = results.table(s.session(), s.table());
                Placing placing = table == null || !resultsVisible ? null : table.of(p.id());
                Sheet sheet = results.sheet(s.session(), s.table());
                mine.add(new PlayerSession(s, placing, sheet == null ? null : sheet.status().name()));
            }
        }
        StandingRow standing = resultsVisible ? results.standings().player(p.id()) : null;
        List<PenaltyLines.Line> penaltyLines = new ArrayList<>();
        boolean staff = auth.isStaff(ctx, t.id());
        if (t.publishPenalties() || staff) {
            for (PenaltyRecord r : penalties.list(t.id())) {
                if (r.playerId() == p.id() && PenaltyLines.shown(t, r, staff)) {
                    penaltyLines.add(new PenaltyLines.Line(r, PenaltyLines.offenceName(
                            Offence.valueOf(r.offence()), RequestLanguage.of(ctx))));
                }
            }
        }
        // Where the player goes next: the first table whose sheet is not yet closed (issue 16, "find yourself").
        Seating next = mine.stream()
                .filter(x -> x.sheetStatus() == null || !x.sheetStatus().equals("CLOSED"))
                .map(PlayerSession::seating)
                .findFirst().orElse(null);
        String url = QrCodes.absolute(ctx, "/tournaments/" + t.id() + "/players/" + p.id());
        return new PlayerPage(t, p, team, mine, standing, resultsVisible ? sheets.handStats(p.id()) : null,
                drawVisible, penaltyLines, lookup.canManage(ctx, t), next, drawVisible ? QrCodes.svg(url, url) : null,
                resultsVisible ? sheets.wonHands(p.id()) : List.of());
    }

    // Exports ---------------------------------------------------------------------------------------------

    /** The standings as CSV (UTF-8 with a byte-order mark, so spreadsheets read names in any script). */
    public void csv(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        StringBuilder sb = new StringBuilder("\uFEFF");
        List<String> header = new ArrayList<>(List.of("place", "entry", "name", "native_name", "country", "team",
                "table_points", "match_points"));
        for (int n : sessionNumbers(t)) {
            header.add("s" + n + "_table_points");
            header.add("s" + n + "_match_points");
        }
        line(sb, header);
        for (Row r : rows(t, service.results(t))) {
            List<String> cells = new ArrayList<>(List.of(r.standing().placeLabel(),
                    String.valueOf(r.player().entryNumber()), r.player().name(), nz(r.player().nativeName()),
                    nz(r.player().country()), nz(r.teamName()), r.standing().tablePoints().toString(),
                    String.valueOf(r.standing().matchPoints())));
            for (SessionCell c : r.standing().sessions()) {
                cells.add(c.played() ? c.tablePoints().toString() : "");
                cells.add(c.played() ? String.valueOf(c.matchPoints()) : "");
            }
            line(sb, cells);
        }
        ctx.contentType("text/csv; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"standings-" + t.id() + ".csv\"")
                .result(sb.toString());
    }

    /**
     * The EMA results file: place, name, EMA id, table points, match points, country, one player a line.
     * Players excluded from the ranking are left out.
     */
    public void ema(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        StringBuilder sb = new StringBuilder("\uFEFF");
        line(sb, List.of("Place", "Name", "EMA number", "Table points", "Match points", "Country"));
        for (Row r : rows(t, service.results(t))) {
            if (r.standing().excluded()) {
                continue;
            }
            line(sb, List.of(String.valueOf(r.standing().place()), r.player().name(), nz(r.player().emaId()),
                    r.standing().tablePoints().toString(), String.valueOf(r.standing().matchPoints()),
                    nz(r.player().country())));
        }
        ctx.contentType("text/csv; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"ema-results-" + t.id() + ".csv\"")
                .result(sb.toString());
    }

    /** {@code GET /api/tournaments/{id}/standings} and the JSON export. */
    public void json(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        var results = service.results(t);
        Map<Long, String> teamNames = teamNames(t);
        List<ApiBodies.PlayerLine> players = new ArrayList<>();
        for (Row r : rows(t, results)) {
            List<ApiBodies.SessionLine> sessions = new ArrayList<>();
            for (SessionCell c : r.standing().sessions()) {
                sessions.add(new ApiBodies.SessionLine(c.session(), c.played(), c.tablePoints().toDouble(),
                        c.matchPoints()));
            }
            players.add(new ApiBodies.PlayerLine(r.standing().excluded() ? null : r.standing().place(),
                    r.standing().tied(), r.player().entryNumber(), r.player().name(), r.player().nativeName(),
                    r.player().country(), r.teamName(), r.standing().tablePoints().toDouble(),
                    r.standing().matchPoints(), sessions));
        }
        List<ApiBodies.TeamLine> teams = new ArrayList<>();
        for (TeamRow row : results.standings().teams()) {
            teams.add(new ApiBodies.TeamLine(row.place(), row.tied(), teamNames.get(row.teamId()),
                    row.tablePoints().toDouble(), row.matchPoints()));
        }
        ctx.json(new ApiBodies.Standings(t.name(), results.version(), players, teams));
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables}: the tables of a session with scores and status. */
    public void apiTables(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        var results = service.results(t);
        Map<String, Sheet> sheetByTable = results.sheets();
        Map<Integer, Map<Integer, List<Seating>>> grouped = DrawRepository.grouped(results.seatings().values()
                .stream().flatMap(List::stream).filter(s -> s.session() == n)
                .sorted(java.util.Comparator.comparingInt(Seating::table).thenComparing(Seating::seat)).toList());
        if (!grouped.containsKey(n)) {
            throw new NotFoundResponse();
        }
        List<ApiBodies.TableLine> tables = new ArrayList<>();
        for (var e : grouped.get(n).entrySet()) {
            Sheet sheet = sheetByTable.get(n + "/" + e.getKey());
            TableResult tr = results.table(n, e.getKey());
            List<ApiBodies.SeatLine> seats = new ArrayList<>();
            for (Seating s : e.getValue()) {
                Placing pl = tr == null ? null : tr.of(s.playerId());
                seats.add(new ApiBodies.SeatLine(s.seat().letter(), s.entryNumber(), s.name(),
                        pl == null ? 0 : pl.sessionScore(), pl == null ? null : pl.tablePoints().toDouble()));
            }
            tables.add(new ApiBodies.TableLine(e.getKey(), sheet == null ? "NOT_STARTED" : sheet.status().name(),
                    results.handsPlayed(n, e.getKey()), seats));
        }
        ctx.json(new ApiBodies.Tables(n, tables));
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables/{t}/sheet}: every hand with each seat's result. */
    public void apiSheet(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        List<Seating> players = service.results(t).players(n, number);
        if (players.size() != 4) {
            throw new NotFoundResponse();
        }
        Sheet sheet = sheets.find(t.id(), n, number).orElse(null);
        List<ApiBodies.HandLine> hands = new ArrayList<>();
        Map<Long, String> seatOf = new HashMap<>();
        players.forEach(p -> seatOf.put(p.playerId(), p.seat().letter()));
        for (HandRecord h : sheet == null ? List.<HandRecord>of() : sheets.hands(sheet.id())) {
            Map<String, Integer> results = new LinkedHashMap<>();
            for (Seating p : players) {
                results.put(p.seat().letter(), h.results().getOrDefault(p.playerId(), 0));
            }
            hands.add(new ApiBodies.HandLine(h.number(), h.prevalentWind(), seatOf.get(h.dealerId()), h.result(),
                    h.winnerId() == null ? null : seatOf.get(h.winnerId()), h.selfDrawn(),
                    h.discarderId() == null ? null : seatOf.get(h.discarderId()), h.fanPoints(), h.verification().name(),
                    results));
        }
        List<ApiBodies.SheetPlayer> seats = new ArrayList<>();
        for (Seating p : players) {
            seats.add(new ApiBodies.SheetPlayer(p.seat().letter(), p.entryNumber(), p.name()));
        }
        ctx.json(new ApiBodies.SheetBody(n, number, sheet == null ? "NOT_STARTED" : sheet.status().name(), seats, hands));
    }

    // -----------------------------------------------------------------------------------------------------

    /**
     * "playerId/session" of every result still provisional: its table has hands but its sheet is not closed, so its
     * 4-2-1-0 may yet change (issue 16: marked "in progress" on the standings and player pages).
     */
    private static Set<String> inProgress(StandingsService.Results results) {
        Set<String> out = new java.util.HashSet<>();
        results.seatings().forEach((key, seats) -> {
            String[] parts = key.split("/");
            int session = Integer.parseInt(parts[0]);
            int table = Integer.parseInt(parts[1]);
            Sheet sheet = results.sheet(session, table);
            if (sheet != null && !sheet.closed() && results.handsPlayed(session, table) > 0) {
                seats.forEach(s -> out.add(s.playerId() + "/" + session));
            }
        });
        return out;
    }

    private List<Row> rows(Tournament t, StandingsService.Results results) {
        Map<Long, String> teamNames = teamNames(t);
        List<Row> rows = new ArrayList<>();
        for (StandingRow s : results.standings().players()) {
            Player p = results.players().get(s.playerId());
            rows.add(new Row(s, p, p.teamId() == null ? null : teamNames.get(p.teamId())));
        }
        return rows;
    }

    private Map<Long, String> teamNames(Tournament t) {
        Map<Long, String> names = new HashMap<>();
        tournaments.teams(t.id()).forEach(team -> names.put(team.id(), team.name()));
        return names;
    }

    private static List<Integer> sessionNumbers(Tournament t) {
        List<Integer> n = new ArrayList<>();
        for (int i = 1; i <= t.sessionCount(); i++) {
            n.add(i);
        }
        return n;
    }

    private static String nz(String s) {
        return s == null ? "" : s;
    }

    /** RFC 4180 (comma, CRLF, quotes only where a cell needs them), written by Apache Commons CSV. */
    private static final CSVFormat EXPORT = CSVFormat.RFC4180;

    private static void line(StringBuilder sb, List<String> cells) {
        List<String> safe = new ArrayList<>(cells.size());
        for (String c : cells) {
            // A leading =, +, - or @ is prefixed so spreadsheets never run the cell as a formula.
            boolean formula = !c.isEmpty() && "=+-@".indexOf(c.charAt(0)) >= 0 && !c.matches("-?\\d+(\\.\\d+)?");
            safe.add(formula ? "'" + c : c);
        }
        try {
            EXPORT.printRecord(sb, safe.toArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a StringBuilder does not fail
        }
    }
}
