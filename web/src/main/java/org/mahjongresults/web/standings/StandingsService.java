package org.mahjongresults.web.standings;

import com.github.benmanes.caffeine.cache.Caffeine;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.rankings.StandingsRule;
import org.mahjongresults.db.rankings.StandingsRuleRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.LiveStandings;
import org.mahjongresults.engine.results.SeatScore;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.TeamRow;
import org.mahjongresults.engine.results.TieBreakerChain;
import org.mahjongresults.engine.results.TieFacts;
import org.mahjongresults.web.publish.ChangeFeed;
import org.mahjongresults.web.publish.ResultsMoved;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.engine.stage.FinalRanking;
import org.mahjongresults.db.stage.Stage;
import org.mahjongresults.db.stage.StageMember;
import org.mahjongresults.db.stage.StageRepository;
import org.mahjongresults.engine.tournament.TeamScoring;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.engine.tournament.PerRuleSet;
import org.mahjongresults.engine.tournament.RankingOrder;
import org.mahjongresults.engine.tournament.TablePointSystem;
import org.mahjongresults.engine.tournament.TieRule;
import org.mahjongresults.web.penalty.PenaltyLines;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.publish.KeptValue;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * The results of a tournament: every table's placing and table points (MCR 2006 §3.9.2, RULINGS §3) and the standings.
 * Computed once from the stored sheets, then kept up to date table by table from the results change log, so a page
 * view costs one single-row read while nothing changes, a saved hand costs reading its table again, and every web
 * server sharing the database sees a change as soon as it is saved.
 */
public final class StandingsService {

    /**
     * Everything the results pages need, consistent with one results version: the standings, each table's placing,
     * its players, sheet, per-player totals and hands played, and each player's seatings. {@code standings} is the
     * tournament's one final ranking ({@link FinalRanking}): with stages, in the stages' order, and {@code ranking}
     * says each player's stage reached and points there and holds every stage's standings.
     */
    public record Results(long version, Standings standings, Map<String, TableResult> tables,
                          Map<Long, Player> players, Map<String, List<Seating>> seatings, Map<String, Sheet> sheets,
                          Map<String, Integer> totals, Map<String, Integer> handsPlayed,
                          Map<Long, List<Seating>> seatingsByPlayer,
                          SortedMap<Integer, SortedSet<Integer>> tablesBySession, FinalRanking.Result ranking) {

        public Results(long version, FinalRanking.Result ranking, Map<String, TableResult> tables,
                       Map<Long, Player> players, Map<String, List<Seating>> seatings, Map<String, Sheet> sheets,
                       Map<String, Integer> totals, Map<String, Integer> handsPlayed,
                       Map<Long, List<Seating>> seatingsByPlayer) {
            this(version, ranking.standings(), tables, players, seatings, sheets, totals, handsPlayed,
                    seatingsByPlayer, tablesBySession(seatings), ranking);
        }

        /** Whether the ranking comes from stages after the qualification. */
        public boolean staged() {
            return ranking != null && ranking.staged();
        }

        /**
         * The draw's sessions and each one's table numbers, worked out once per draw (a catch-up keeps them): the live
         * pages and the big screen ask for them on every request, and there are thousands of seatings.
         */
        private static SortedMap<Integer, SortedSet<Integer>> tablesBySession(Map<String, List<Seating>> seatings) {
            SortedMap<Integer, SortedSet<Integer>> bySession = new TreeMap<>();
            for (List<Seating> seats : seatings.values()) {
                if (!seats.isEmpty()) {
                    Seating s = seats.get(0);
                    bySession.computeIfAbsent(s.session(), n -> new TreeSet<>()).add(s.table());
                }
            }
            bySession.replaceAll((n, tables) -> Collections.unmodifiableSortedSet(tables));
            return Collections.unmodifiableSortedMap(bySession);
        }

        /** The table numbers of a session of the draw (empty if it has none). */
        public SortedSet<Integer> tablesOf(int session) {
            return tablesBySession.getOrDefault(session, Collections.emptySortedSet());
        }

        /** The placing of one table of one session, or null if no hand was played there. */
        public TableResult table(int session, int table) {
            return tables.get(session + "/" + table);
        }

        /** The players of a table by starting seat (empty if the draw has no such table). */
        public List<Seating> players(int session, int table) {
            return seatings.getOrDefault(session + "/" + table, List.of());
        }

        public Sheet sheet(int session, int table) {
            return sheets.get(session + "/" + table);
        }

        /** A player's session score so far at a table. */
        public int total(int session, int table, long playerId) {
            return totals.getOrDefault(session + "/" + table + "/" + playerId, 0);
        }

        public int handsPlayed(int session, int table) {
            return handsPlayed.getOrDefault(session + "/" + table, 0);
        }

        public List<Seating> seatingsOf(long playerId) {
            return seatingsByPlayer.getOrDefault(playerId, List.of());
        }
    }

    /** The results of one version and the settings they were computed with. */
    private record Computed(Results results, Settings settings) {
    }

    /**
     * What of the tournament its results are computed with, besides the results version: the table points, the tie
     * rule, the ranking's order, the sessions, and the tournament version (the draw, the players). Kept results of
     * other settings are computed again, never caught up.
     */
    private record Settings(TablePointSystem tablePoints, TieRule tieRule, RankingOrder rankingOrder, int sessions,
                            int version) {

        static Settings of(Tournament t) {
            return new Settings(t.tablePointSystem(), t.tieRule(), t.rankingOrder(), t.sessionCount(), t.version());
        }
    }

    /**
     * What is kept for one tournament: the newest results ({@link KeptValue}: one request brings them up to date, the
     * others wait for it up to {@link KeptValue#STALE_BOUND}, then take the previous ones) and the standings that are
     * kept up to date with them, changed only by that one request.
     */
    private static final class Kept {
        private final KeptValue<Computed> value = new KeptValue<>(
                (a, b) -> a.results().version() > b.results().version());
        private LiveStandings live;
        /** The director's standings settings the kept results were computed with (read again on a full compute). */
        private StandingsRule rule;
        /** The tournament's stages with their groups (read again on a full compute: a stage changes the settings). */
        private List<FinalRanking.Stage> stages = List.of();
    }

    /** One computation of a tournament's results at a time: the catch-up changes the kept standings. */
    private static final Object UPDATE = "update";

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final SheetRepository sheets;
    /** What moved the results since the kept ones: the change log, read once for the whole server. */
    private final ChangeFeed feed;
    private final PenaltyRepository penalties;
    private final PerRuleSet<StandingsRules> rules;
    /** The director's tie-breakers and team rule (issue 28); null: today's rule for every tournament. */
    private final StandingsRuleRepository standingsRules;
    /** The tournament's stages (issue 28), for the final ranking (issue 35); null: no tournament has stages. */
    private final StageRepository stageRepository;
    /** Per tournament; a tournament nobody asked about for a day is let go (Caffeine), not kept for the server's life. */
    private final Map<Long, Kept> kept = Caffeine.newBuilder().expireAfterAccess(java.time.Duration.ofDays(1))
            .<Long, Kept>build().asMap();

    public StandingsService(TournamentRepository tournaments, DrawRepository draws, SheetRepository sheets,
                            PenaltyRepository penalties, StandingsRules swiss,
                            StandingsRuleRepository standingsRules, StageRepository stageRepository) {
        this(tournaments, draws, sheets, penalties, List.of(new McrStandingsRules(), swiss), standingsRules,
                stageRepository);
    }

    /** {@code rules}: one per rule set, each naming its own ({@link StandingsRules#ruleSet}). */
    public StandingsService(TournamentRepository tournaments, DrawRepository draws, SheetRepository sheets,
                            PenaltyRepository penalties, List<StandingsRules> rules,
                            StandingsRuleRepository standingsRules, StageRepository stageRepository) {
        this(tournaments, draws, sheets, penalties, rules, standingsRules, stageRepository, new ChangeFeed(sheets));
    }

    /** {@code feed}: the server's one reader of the change log (the application passes its own). */
    public StandingsService(TournamentRepository tournaments, DrawRepository draws, SheetRepository sheets,
                            PenaltyRepository penalties, List<StandingsRules> rules,
                            StandingsRuleRepository standingsRules, StageRepository stageRepository, ChangeFeed feed) {
        this.feed = feed;
        this.rules = PerRuleSet.of(StandingsRules::ruleSet, rules);
        this.standingsRules = standingsRules;
        this.stageRepository = stageRepository;
        this.tournaments = tournaments;
        this.draws = draws;
        this.sheets = sheets;
        this.penalties = penalties;
    }

    /** The standings rules of the tournament's rule set (MCR 2006 附件7 for MCR, Swiss score sheets for a Swiss knockout). */
    public StandingsRules rules(Tournament t) {
        return rules.of(t.ruleSet());
    }

    /** A tournament as stored now (for work done outside a request, such as warming the standings table). */
    public Optional<Tournament> tournament(long id) {
        return tournaments.find(id);
    }

    /** Each standings line with the player and the team's name resolved, in the standings' order. */
    public List<StandingsPages.Row> rows(Tournament t, Results results) {
        Map<Long, String> teamNames = teamNames(t);
        List<StandingsPages.Row> rows = new ArrayList<>();
        for (StandingRow s : results.standings().players()) {
            Player p = results.players().get(s.playerId());
            rows.add(new StandingsPages.Row(s, p, p.teamId() == null ? null : teamNames.get(p.teamId())));
        }
        return rows;
    }

    /** Team id to team name. */
    public Map<Long, String> teamNames(Tournament t) {
        Map<Long, String> names = new HashMap<>();
        tournaments.teams(t.id()).forEach(team -> names.put(team.id(), team.name()));
        return names;
    }

    /** The team standings' lines with each team and its members' names. */
    public List<StandingsPages.TeamLine> teamLines(Tournament t, Results results) {
        Map<Long, Team> teams = new HashMap<>();
        tournaments.teams(t.id()).forEach(team -> teams.put(team.id(), team));
        List<StandingsPages.TeamLine> lines = new ArrayList<>();
        for (TeamRow row : results.standings().teams()) {
            List<String> members = row.members().stream()
                    .map(id -> results.players().get(id).name()).toList();
            lines.add(new StandingsPages.TeamLine(row, teams.get(row.teamId()), members));
        }
        return lines;
    }

    /**
     * What a player's page shows of the results: the player and team, the itinerary with each session's placing,
     * the standing, the hand statistics, the penalties this visitor may see, and where the player goes next.
     */
    public record PlayerResults(Player player, String teamName, List<StandingsPages.PlayerSession> sessions,
                                StandingRow standing, SheetRepository.PlayerHandStats stats,
                                List<PenaltyRecord> penalties, Seating next, List<SheetRepository.WonHand> wonHands) {
    }

    /**
     * One player's results; empty for no such player. {@code drawVisible} and {@code resultsVisible} say what this
     * visitor may see, {@code staff} whether unpublished penalties are shown, {@code known} as for {@link #results}.
     */
    public Optional<PlayerResults> playerResults(Tournament t, long playerId, boolean drawVisible,
                                                 boolean resultsVisible, boolean staff, long known) {
        Player p = tournaments.findPlayer(t.id(), playerId).orElse(null);
        if (p == null) {
            return Optional.empty();
        }
        String team = p.teamId() == null ? null : tournaments.teams(t.id()).stream()
                .filter(x -> x.id().equals(p.teamId())).map(Team::name).findFirst().orElse(null);
        Results results = results(t, known);
        List<StandingsPages.PlayerSession> mine = new ArrayList<>();
        if (drawVisible) {
            for (Seating s : results.seatingsOf(p.id())) {
                TableResult table = results.table(s.session(), s.table());
                Placing placing = table == null || !resultsVisible ? null : table.of(p.id());
                Sheet sheet = results.sheet(s.session(), s.table());
                mine.add(new StandingsPages.PlayerSession(s, placing, sheet == null ? null : sheet.status().name()));
            }
        }
        StandingRow standing = resultsVisible ? results.standings().player(p.id()) : null;
        List<PenaltyRecord> shown = new ArrayList<>();
        if (t.publishPenalties() || staff) {
            for (PenaltyRecord r : penalties.list(t.id())) {
                if (r.playerId() == p.id() && PenaltyLines.shown(t, r, staff)) {
                    shown.add(r);
                }
            }
        }
        // Where the player goes next: the first table whose sheet is not yet closed (issue 16, "find yourself").
        Seating next = mine.stream()
                .filter(x -> x.sheetStatus() == null || !x.sheetStatus().equals("CLOSED"))
                .map(StandingsPages.PlayerSession::seating)
                .findFirst().orElse(null);
        return Optional.of(new PlayerResults(p, team, mine, standing,
                resultsVisible ? sheets.handStats(p.id()) : null, shown, next,
                resultsVisible ? sheets.wonHands(p.id()) : List.of()));
    }

    /** One session's tables (table number to the players by starting seat), empty if the draw has no such session. */
    public Map<Integer, List<Seating>> sessionTables(Results results, int session) {
        Map<Integer, Map<Integer, List<Seating>>> grouped = DrawRepository.grouped(results.seatings().values()
                .stream().flatMap(List::stream).filter(s -> s.session() == session)
                .sorted(java.util.Comparator.comparingInt(Seating::table).thenComparing(Seating::seat)).toList());
        return grouped.getOrDefault(session, Map.of());
    }

    /** A table's sheet (null if not started) and its hands, for the read-only API. */
    public record TableSheet(Sheet sheet, List<HandRecord> hands) {
    }

    /** A penalty of a table that counts in its session score, and what it moved, by player id. */
    public record TablePenalty(PenaltyRecord record, Map<Long, Integer> effects) {
    }

    /**
     * The table's penalties that count in the session score (not cancelled), in the order they were recorded, each
     * with its effect: what {@link #results} adds to the hands' results (MCR 2006 §3.11; RULINGS §3.2).
     */
    public List<TablePenalty> tablePenalties(Tournament t, Sheet sheet, List<Seating> seatings,
                                             List<HandRecord> hands) {
        List<Long> seats = seatings.stream().map(Seating::playerId).toList();
        int absent = sheet == null || sheet.absentSeat() == null ? -1 : "ESWN".indexOf(sheet.absentSeat());
        List<TablePenalty> out = new ArrayList<>();
        for (PenaltyRecord pr : penalties.list(t.id(), seatings.isEmpty() ? 0 : seatings.get(0).session(),
                seatings.isEmpty() ? 0 : seatings.get(0).table())) {
            if (pr.cancelled()) {
                continue;
            }
            HandRecord hand = pr.hand() == null ? null
                    : hands.stream().filter(h -> h.number() == pr.hand()).findFirst().orElse(null);
            out.add(new TablePenalty(pr, PenaltyEffects.deltas(pr, seats, hand, absent)));
        }
        return out;
    }

    /** How the tournament's short sheets ended (time called or a reason), by "session/table". */
    public Map<String, org.mahjongresults.db.hall.SheetEnd> sheetEnds(Tournament t) {
        return sheets.ends(t.id());
    }

    /**
     * "playerId/session" to the last hand played, for every player whose table's sheet was ended by time called
     * (MCR 2006 §3.5.6): the standings mark those session cells (issue 30).
     */
    public Map<String, Integer> timeCalledCells(Tournament t, Results results) {
        Map<String, org.mahjongresults.db.hall.SheetEnd> ends = sheetEnds(t);
        if (ends.isEmpty()) {
            return Map.of();
        }
        Map<String, Integer> out = new java.util.HashMap<>();
        results.seatings().forEach((key, seats) -> {
            org.mahjongresults.db.hall.SheetEnd end = ends.get(key);
            if (end != null && end.byTime()) {
                String session = key.substring(0, key.indexOf('/'));
                seats.forEach(s -> out.put(s.playerId() + "/" + session, end.afterHand()));
            }
        });
        return out;
    }

    public TableSheet tableSheet(Tournament t, int session, int table) {
        Sheet sheet = sheets.find(t.id(), session, table).orElse(null);
        return new TableSheet(sheet, sheet == null ? List.of() : sheets.hands(sheet.id()));
    }

    /**
     * The players of one table by starting seat, from the draw alone (empty if the draw has no such table): for a
     * page that needs a table's four players and nothing of the results, so no results are computed for it.
     */
    public List<Seating> tablePlayers(Tournament t, int session, int table) {
        return draws.seatings(t.id(), session, table);
    }

    /**
     * The results at the tournament's current results version. A change of one table (a hand, a correction, a
     * penalty) is applied to the kept results from the change log: that table is read again and the standings
     * move its four players. Anything else (settings, the draw, players) computes everything again. One request per
     * tournament does the work; the others wait for it, or after a second take the previous results ({@link KeptValue}).
     */
    public Results results(Tournament t) {
        return results(t, -1);
    }

    /**
     * The results at results version {@code known} or newer, when the caller has just read that version (a
     * spectator's snapshot); {@code known < 0} reads the current version first.
     */
    public Results results(Tournament t, long known) {
        long version = known >= 0 ? known : feed.version(t.id());
        Kept k = kept.computeIfAbsent(t.id(), id -> new Kept());
        Settings settings = Settings.of(t);
        // Never the previous results at once: a page computed from them would be kept as the newer version.
        return k.value.get(UPDATE, c -> c.results().version() >= version && settings.equals(c.settings()),
                c -> false, c -> true, previous -> {
                    Results fresh = previous != null && settings.equals(previous.settings())
                            ? catchUp(t, k, previous.results(), version) : null;
                    return new Computed(fresh != null ? fresh : compute(t, version, k), settings);
                }).results();
    }

    /**
     * Applies the changes after {@code current}'s version, table by table; null if a change needs everything
     * computed again (a change to the whole tournament, a gap in the log, a table the kept draw does not have).
     */
    private Results catchUp(Tournament t, Kept k, Results current, long version) {
        ResultsMoved moved = feed.since(t.id(), current.version(), version);
        if (moved.none() || moved.whole()) {
            return null;
        }
        Set<String> tablesChanged = new LinkedHashSet<>();
        for (Scope.Table c : moved.tables()) {
            tablesChanged.add(c.key());
        }
        Map<String, TableResult> tables = new HashMap<>(current.tables());
        Map<String, Sheet> sheetByTable = new HashMap<>(current.sheets());
        Map<String, Integer> totals = new HashMap<>(current.totals());
        Map<String, Integer> handsPlayed = new HashMap<>(current.handsPlayed());
        for (String table : tablesChanged) {
            List<Seating> seats = current.seatings().get(table);
            if (seats == null) {
                return null;
            }
            String[] parts = table.split("/");
            int session = Numbers.parseInt(parts[0]);
            int number = Numbers.parseInt(parts[1]);
            Sheet sheet = sheets.find(t.id(), session, number).orElse(null);
            for (Seating s : seats) {
                totals.remove(table + "/" + s.playerId());
            }
            handsPlayed.remove(table);
            sheetByTable.remove(table);
            for (SheetRepository.SessionTotal st : sheets.sessionTotals(t.id(), session, number)) {
                totals.merge(table + "/" + st.playerId(), st.points(), Integer::sum);
                handsPlayed.merge(table, st.hands(), Math::max);
            }
            if (sheet != null) {
                sheetByTable.put(table, sheet);
            }
            applyPenalties(penalties.list(t.id(), session, number), sheetByTable, current.seatings(), totals);
            TableResult before = tables.remove(table);
            TableResult after = sheet == null ? null : tableResult(t, table, seats, sheet, totals);
            if (after != null) {
                tables.put(table, after);
                k.live.putTable(after, session);
            } else if (before != null) {
                seats.forEach(s -> k.live.remove(s.playerId(), session));
            }
        }
        return new Results(moved.to(),
                ranked(k, k.live.standings(), tables, current.seatingsByPlayer(), current.players()), tables,
                current.players(), current.seatings(), sheetByTable, totals, handsPlayed, current.seatingsByPlayer());
    }

    private Results compute(Tournament t, long version, Kept k) {
        Map<Long, Player> players = new HashMap<>();
        List<Entrant> entrants = new ArrayList<>();
        for (Player p : tournaments.players(t.id())) {
            players.put(p.id(), p);
            Entrant e = p.teamId() == null || !t.teamEvent() ? Entrant.of(p.id()) : Entrant.of(p.id(), p.teamId());
            entrants.add(e.withExcluded(p.status() == PlayerStatus.DISQUALIFIED));
        }
        Map<String, Integer> totals = new HashMap<>();
        Map<String, Integer> handsPlayed = new HashMap<>();
        for (SheetRepository.SessionTotal st : sheets.sessionTotals(t.id())) {
            totals.merge(st.session() + "/" + st.table() + "/" + st.playerId(), st.points(), Integer::sum);
            handsPlayed.merge(st.session() + "/" + st.table(), st.hands(), Math::max);
        }
        Map<String, Sheet> sheetByTable = new HashMap<>();
        for (Sheet s : sheets.allSheets(t.id())) {
            sheetByTable.put(s.session() + "/" + s.table(), s);
        }
        Map<String, List<Seating>> byTable = new HashMap<>();
        Map<Long, List<Seating>> byPlayer = new HashMap<>();
        for (Seating s : draws.seatings(t.id())) {
            byTable.computeIfAbsent(s.session() + "/" + s.table(), x -> new ArrayList<>()).add(s);
            byPlayer.computeIfAbsent(s.playerId(), x -> new ArrayList<>()).add(s);
        }
        applyPenalties(penalties.list(t.id()), sheetByTable, byTable, totals);
        Map<String, TableResult> tables = new HashMap<>();
        List<SessionEntry> entries = new ArrayList<>();
        for (var e : byTable.entrySet()) {
            Sheet sheet = sheetByTable.get(e.getKey());
            if (sheet == null) {
                continue; // not started: no result yet
            }
            TableResult result = tableResult(t, e.getKey(), e.getValue(), sheet, totals);
            tables.put(e.getKey(), result);
            entries.addAll(result.entries(sheet.session()));
        }
        k.live = LiveStandings.of(t.sessionCount(), t.rankingOrder(), entrants, entries);
        k.rule = standingsRule(t);
        k.stages = stages(t);
        return new Results(version, ranked(k, k.live.standings(), tables, byPlayer, players), tables, players,
                byTable, sheetByTable, totals, handsPlayed, byPlayer);
    }

    /** The director's standings settings (issue 28): today's rule when none were saved. */
    public StandingsRule standingsRule(Tournament t) {
        return standingsRules == null ? StandingsRule.defaults(t.id()) : standingsRules.find(t.id());
    }

    /** The tournament's stages with their groups; the qualification alone when it has none. */
    private List<FinalRanking.Stage> stages(Tournament t) {
        if (stageRepository == null || !RuleSets.of(t).stages()) {
            return List.of();
        }
        List<FinalRanking.Stage> out = new ArrayList<>();
        for (Stage stage : stageRepository.stages(t)) {
            Map<Integer, List<Long>> groups = new TreeMap<>();
            if (!stage.first()) {
                for (StageMember m : stageRepository.members(stage.id())) {
                    groups.computeIfAbsent(m.group(), g -> new ArrayList<>()).add(m.playerId());
                }
            }
            out.add(new FinalRanking.Stage(stage.number(), stage.firstSession(), stage.sessions(), stage.formation(),
                    stage.carry(), List.copyOf(groups.values())));
        }
        return List.copyOf(out);
    }

    /**
     * The tournament's one final ranking: the standings ranked by the two criteria with the director's tie-breakers
     * and team rule applied, then, for a tournament in stages, placed by the stages ({@link FinalRanking}). What every
     * page and export shows. Today's rule without stages costs nothing more.
     */
    private static FinalRanking.Result ranked(Kept k, Standings ranked, Map<String, TableResult> tables,
                                              Map<Long, List<Seating>> byPlayer, Map<Long, Player> players) {
        StandingsRule rule = k.rule;
        boolean staged = k.stages.size() > 1;
        boolean plain = rule == null || (rule.tieBreakers().isEmpty() && rule.teamScoring() == TeamScoring.ALL_MEMBERS);
        if (plain && !staged) {
            return new FinalRanking.Result(ranked, Map.of(), List.of());
        }
        TieFacts facts = TieFacts.NONE;
        if (rule != null && !rule.tieBreakers().isEmpty()) {
            Map<Long, Map<Integer, Integer>> seatedAt = new HashMap<>();
            byPlayer.forEach((player, seats) -> {
                Map<Integer, Integer> bySession = new HashMap<>();
                seats.forEach(s -> bySession.put(s.session(), s.table()));
                seatedAt.put(player, bySession);
            });
            Map<Long, Set<Integer>> firsts = new HashMap<>();
            tables.forEach((key, table) -> {
                int session = Integer.parseInt(key.substring(0, key.indexOf('/')));
                for (Placing p : table.placings()) {
                    if (p.present() && p.place() == 1) {
                        firsts.computeIfAbsent(p.playerId(), x -> new HashSet<>()).add(session);
                    }
                }
            });
            facts = TieFacts.of(seatedAt, firsts, rule.lotSeed());
        }
        Standings whole = plain ? ranked : rule.policy().apply(ranked, facts);
        if (!staged) {
            return new FinalRanking.Result(whole, Map.of(), List.of());
        }
        List<Entrant> entrants = new ArrayList<>();
        players.values().forEach(p -> entrants.add(Entrant.of(p.id())
                .withExcluded(p.status() == PlayerStatus.DISQUALIFIED)));
        entrants.sort(java.util.Comparator.comparingLong(Entrant::playerId));
        List<SessionEntry> entries = new ArrayList<>();
        tables.forEach((key, table) -> entries.addAll(table.entries(
                Integer.parseInt(key.substring(0, key.indexOf('/'))))));
        return FinalRanking.compute(whole, k.stages, entrants, entries,
                rule == null ? TieBreakerChain.NONE : rule.policy().tieBreakers(), facts);
    }

    /** Penalties count in the session score used for placing (RULINGS §3): deductions and transfers. */
    private void applyPenalties(List<PenaltyRecord> records, Map<String, Sheet> sheetByTable,
                                Map<String, List<Seating>> byTable, Map<String, Integer> totals) {
        for (PenaltyRecord pr : records) {
            String table = pr.session() + "/" + pr.table();
            List<Long> seats = byTable.getOrDefault(table, List.of()).stream().map(Seating::playerId).toList();
            HandRecord hand = null;
            Sheet sheet = sheetByTable.get(table);
            if (pr.hand() != null && sheet != null
                    && pr.sanction() == org.mahjongresults.engine.penalty.SanctionKind.PAY_FOR_THREE) {
                hand = sheets.hands(sheet.id()).stream().filter(h -> h.number() == pr.hand()).findFirst()
                        .orElse(null);
            }
            int absent = sheet == null || sheet.absentSeat() == null ? -1 : "ESWN".indexOf(sheet.absentSeat());
            PenaltyEffects.deltas(pr, seats, hand, absent).forEach((player, delta) ->
                    totals.merge(table + "/" + player, delta, Integer::sum));
        }
    }

    private TableResult tableResult(Tournament t, String table, List<Seating> seatings, Sheet sheet,
                                    Map<String, Integer> totals) {
        String absent = sheet.absentSeat();
        List<SeatScore> seats = new ArrayList<>();
        for (Seating s : seatings) {
            if (absent != null && absent.equals(s.seat().letter())) {
                seats.add(SeatScore.absent(s.playerId()));
            } else {
                seats.add(SeatScore.of(s.playerId(), totals.getOrDefault(table + "/" + s.playerId(), 0)));
            }
        }
        return rules(t).tableResult(t, seats, sheet);
    }
}
