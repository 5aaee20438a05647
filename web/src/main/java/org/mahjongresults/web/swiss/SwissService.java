package org.mahjongresults.web.swiss;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.draw.SessionInfo;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.knockout.Advancement;
import org.mahjongresults.engine.knockout.BracketPlan;
import org.mahjongresults.engine.knockout.KnockoutStandings;
import org.mahjongresults.engine.knockout.TableScore;
import org.mahjongresults.engine.tournament.PlayerStatus;

/**
 * The state of a Swiss knockout, read from the stored draw, sheets and recorded winners and handed to the engine:
 * the bracket plan, every round's tables with totals, places and winners, and the knockout standings. A table's
 * total is the sum of its hands' results (the settlements of Swiss §7).
 */
public final class SwissService {

    /** One player at a round's table. */
    public record SeatView(Seating seating, int total, int place, boolean placeShared, boolean winner,
                           boolean wildcard, boolean leader) {
    }

    /** One table of a round: players by starting seat, hands played, the sheet's status and the winner if known. */
    public record TableView(int round, int number, List<SeatView> seats, int hands, String sheetStatus,
                            boolean tied, Long winnerId, boolean decided, boolean tieBroken) {

        /** The winner's seat view, or null. */
        public SeatView winnerSeat() {
            return seats.stream().filter(SeatView::winner).findFirst().orElse(null);
        }
    }

    /** One round: its plan, its session, its tables, and whether every table has its winner. */
    public record RoundView(BracketPlan.Round plan, SessionInfo session, List<TableView> tables, boolean decided,
                            List<Integer> undecided) {

        public int number() {
            return plan.number();
        }
    }

    /**
     * The whole knockout. {@code plan} is null when the field does not fill tables of four; {@code standings} null
     * while nothing is drawn.
     */
    public record Knockout(Tournament tournament, BracketPlan plan, List<RoundView> rounds,
                           KnockoutStandings standings, Map<Integer, Player> byEntry, int activePlayers,
                           Map<Integer, Map<Integer, Integer>> winners, Map<Integer, List<TableScore>> scores) {

        /** The last round drawn, or null. */
        public RoundView current() {
            return rounds.isEmpty() ? null : rounds.get(rounds.size() - 1);
        }

        /** The round being drawn next: 1 when none is drawn, else one after the last; 0 when the final is drawn. */
        public int nextRound() {
            if (rounds.isEmpty()) {
                return 1;
            }
            return plan != null && current().number() < plan.size() ? current().number() + 1 : 0;
        }

        public RoundView round(int number) {
            return rounds.stream().filter(r -> r.number() == number).findFirst().orElse(null);
        }

        /** The advancers of a decided round, in the engine's order (winners, then wildcards). */
        public List<Integer> advancers(int round) {
            return Advancement.of(plan.round(round), scores.get(round), winners.getOrDefault(round, Map.of())).all();
        }
    }

    private final TournamentRepository tournaments;
    private final DrawRepository draws;
    private final SheetRepository sheets;
    private final SwissRepository knockout;

    public SwissService(TournamentRepository tournaments, DrawRepository draws, SheetRepository sheets,
                           SwissRepository knockout) {
        this.tournaments = tournaments;
        this.draws = draws;
        this.sheets = sheets;
        this.knockout = knockout;
    }

    public Knockout load(Tournament t) {
        Map<Integer, Player> byEntry = new HashMap<>();
        Map<Long, Player> byId = new HashMap<>();
        int active = 0;
        for (Player p : tournaments.players(t.id())) {
            byEntry.put(p.entryNumber(), p);
            byId.put(p.id(), p);
            if (p.status() == PlayerStatus.ACTIVE) {
                active++;
            }
        }
        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(draws.seatings(t.id()));
        Map<String, Integer> totals = new HashMap<>();
        Map<String, Integer> hands = new HashMap<>();
        Map<String, String> status = new HashMap<>();
        for (SheetRepository.SessionTotal st : sheets.sessionTotals(t.id())) {
            totals.merge(st.session() + "/" + st.table() + "/" + st.playerId(), st.points(), Integer::sum);
            hands.merge(st.session() + "/" + st.table(), st.hands(), Math::max);
        }
        sheets.allSheets(t.id()).forEach(s -> status.put(s.session() + "/" + s.table(), s.status().name()));
        Map<Integer, Map<Integer, Integer>> winners = new TreeMap<>();
        Map<String, Long> winnerIds = new HashMap<>();
        Map<String, Boolean> tieBroken = new HashMap<>();
        for (SwissRepository.Advance a : knockout.advances(t.id())) {
            Player p = byId.get(a.playerId());
            winners.computeIfAbsent(a.round(), k -> new HashMap<>()).put(a.table(), p.entryNumber());
            winnerIds.put(a.round() + "/" + a.table(), a.playerId());
            tieBroken.put(a.round() + "/" + a.table(), a.tieBroken());
        }
        Map<Integer, SessionInfo> sessions = new HashMap<>();
        draws.sessions(t.id()).forEach(s -> sessions.put(s.number(), s));

        int firstRound = seated.containsKey(1) ? 4 * seated.get(1).size() : active;
        BracketPlan plan = BracketPlan.fits(firstRound) ? BracketPlan.of(firstRound) : null;
        Map<Integer, List<TableScore>> scores = new LinkedHashMap<>();
        List<List<TableScore>> inOrder = new ArrayList<>();
        for (int r = 1; seated.containsKey(r) && plan != null && r <= plan.size(); r++) {
            List<TableScore> round = new ArrayList<>();
            for (var e : seated.get(r).entrySet()) {
                List<Integer> entries = new ArrayList<>();
                List<Integer> sums = new ArrayList<>();
                for (Seating s : e.getValue()) {
                    entries.add(s.entryNumber());
                    sums.add(totals.getOrDefault(r + "/" + e.getKey() + "/" + s.playerId(), 0));
                }
                round.add(new TableScore(r, e.getKey(), entries, sums, hands.getOrDefault(r + "/" + e.getKey(), 0)));
            }
            scores.put(r, round);
            inOrder.add(round);
        }
        KnockoutStandings standings = plan == null || inOrder.isEmpty() ? null
                : KnockoutStandings.compute(plan, inOrder, winners);
        List<RoundView> rounds = new ArrayList<>();
        for (var e : scores.entrySet()) {
            int r = e.getKey();
            Map<Integer, Integer> won = winners.getOrDefault(r, Map.of());
            List<TableView> tables = new ArrayList<>();
            for (TableScore ts : e.getValue()) {
                List<SeatView> seats = new ArrayList<>();
                List<Integer> leaders = ts.leaders();
                for (Seating s : seated.get(r).get(ts.table())) {
                    KnockoutStandings.Cell cell = standings.row(s.entryNumber()).cell(r);
                    boolean played = ts.hands() > 0;
                    seats.add(new SeatView(s, ts.totalOf(s.entryNumber()), ts.placeOf(s.entryNumber()),
                            ts.placeShared(s.entryNumber()),
                            cell.outcome() == KnockoutStandings.Outcome.WINNER,
                            cell.outcome() == KnockoutStandings.Outcome.WILDCARD,
                            played && leaders.contains(s.entryNumber())));
                }
                String sheetStatus = status.getOrDefault(r + "/" + ts.table(), "NOT_STARTED");
                boolean tied = "CLOSED".equals(sheetStatus) && ts.tied();
                tables.add(new TableView(r, ts.table(), seats, ts.hands(), sheetStatus, tied,
                        winnerIds.get(r + "/" + ts.table()), won.containsKey(ts.table()),
                        tieBroken.getOrDefault(r + "/" + ts.table(), false)));
            }
            List<Integer> undecided = Advancement.undecided(e.getValue(), won);
            rounds.add(new RoundView(plan.round(r), sessions.get(r), tables, undecided.isEmpty(), undecided));
        }
        return new Knockout(t, plan, rounds, standings, byEntry, active, winners, scores);
    }
}
