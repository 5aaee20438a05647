package org.mahjongresults.web.standings;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.penalty.PenaltyEffects;
import org.mahjongresults.db.penalty.PenaltyRecord;
import org.mahjongresults.db.penalty.PenaltyRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SeatScore;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.tournament.PlayerStatus;

/**
 * The results of a tournament: every table's placing and table points (RULES §4, §13.2) and the standings.
 * Computed from the stored sheets and cached per tournament until its results version changes, so a page view
 * costs one single-row read while nothing changes, and every web server sees a change as soon as it is saved.
 */
public final class StandingsService {

    /**
     * Everything the results pages need, consistent with one results version: the standings, each table's placing,
     * its players, sheet, per-player totals and hands played, and each player's seatings.
     */
    public record Results(long version, Standings standings, Map<String, TableResult> tables,
                          Map<Long, Player> players, Map<String, List<Seating>> seatings, Map<String, Sheet> sheets,
                          Map<String, Integer> totals, Map<String, Integer> handsPlayed,
                          Map<Long, List<Seating>> seatingsByPlayer) {

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

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final SheetRepository sheets;
    private final PenaltyRepository penalties;
    private final Map<Long, Results> cache = new ConcurrentHashMap<>();

    public StandingsService(TournamentRepository tournaments, DrawRepository draws, SheetRepository sheets,
                            PenaltyRepository penalties) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.sheets = sheets;
        this.penalties = penalties;
    }

    /**
     * The players of one table by starting seat, from the draw alone (empty if the draw has no such table): for a
     * page that needs a table's four players and nothing of the results, so no results are computed for it.
     */
    public List<Seating> tablePlayers(Tournament t, int session, int table) {
        return draws.seatings(t.id()).stream().filter(s -> s.session() == session && s.table() == table).toList();
    }

    public Results results(Tournament t) {
        long version = sheets.resultsVersion(t.id());
        Results cached = cache.get(t.id());
        // The settings (ranking order, table-point system) are part of the key: an edit changes the tournament.
        if (cached != null && cached.version() == version && cached.standings().order() == t.rankingOrder()
                && sameSettings(cached, t)) {
            return cached;
        }
        Results fresh = compute(t, version);
        cache.put(t.id(), fresh);
        return fresh;
    }

    private final Map<Long, String> settingsKey = new ConcurrentHashMap<>();

    private boolean sameSettings(Results cached, Tournament t) {
        return key(t).equals(settingsKey.get(t.id()));
    }

    private static String key(Tournament t) {
        return t.tablePointSystem() + "/" + t.tieRule() + "/" + t.rankingOrder() + "/" + t.sessionCount() + "/"
                + t.version();
    }

    private Results compute(Tournament t, long version) {
        settingsKey.put(t.id(), key(t));
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
            byTable.computeIfAbsent(s.session() + "/" + s.table(), k -> new ArrayList<>()).add(s);
            byPlayer.computeIfAbsent(s.playerId(), k -> new ArrayList<>()).add(s);
        }
        // Penalties count in the session score used for placing (RULES §13.2): deductions and transfers.
        for (PenaltyRecord pr : penalties.list(t.id())) {
            String table = pr.session() + "/" + pr.table();
            List<Long> seats = byTable.getOrDefault(table, List.of()).stream().map(Seating::playerId).toList();
            HandRecord hand = null;
            Sheet sheet = sheetByTable.get(table);
            if (pr.hand() != null && sheet != null && "PAY_FOR_THREE".equals(pr.sanction())) {
                hand = sheets.hands(sheet.id()).stream().filter(h -> h.number() == pr.hand()).findFirst()
                        .orElse(null);
            }
            int absent = sheet == null || sheet.absentSeat() == null ? -1 : "ESWN".indexOf(sheet.absentSeat());
            PenaltyEffects.deltas(pr, seats, hand, absent).forEach((player, delta) ->
                    totals.merge(table + "/" + player, delta, Integer::sum));
        }
        Map<String, TableResult> tables = new HashMap<>();
        List<SessionEntry> entries = new ArrayList<>();
        for (var e : byTable.entrySet()) {
            Sheet sheet = sheetByTable.get(e.getKey());
            if (sheet == null) {
                continue; // not started: no result yet
            }
            String absent = sheet.absentSeat();
            List<SeatScore> seats = new ArrayList<>();
            for (Seating s : e.getValue()) {
                if (absent != null && absent.equals(s.seat().letter())) {
                    seats.add(SeatScore.absent(s.playerId()));
                } else {
                    seats.add(SeatScore.of(s.playerId(), totals.getOrDefault(e.getKey() + "/" + s.playerId(), 0)));
                }
            }
            TableResult result = TableResult.of(seats, t.tablePointSystem(), t.tieRule());
            tables.put(e.getKey(), result);
            entries.addAll(result.entries(sheet.session()));
        }
        Standings standings = Standings.compute(t.sessionCount(), t.rankingOrder(), entrants, entries);
        return new Results(version, standings, tables, players, byTable, sheetByTable, totals, handsPlayed, byPlayer);
    }
}
