package org.mahjongresults.db.demo;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.StaleDataException;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.sheet.ScoredHand;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.sichuan.SichuanHandScoring;
import org.mahjongresults.engine.knockout.KnockoutDraw;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * The demo's small Swiss championship (Sichuan rules): 16 players, round 1 played at four tables with hands the
 * Sichuan engine verified, the winners recorded (one table tied and decided by the referee), and the final table
 * drawn and being played. The demo staff accounts are its staff too. Deterministic: the same seed, the same demo.
 */
final class SwissDemo {

    static final String NAME = "Swiss Mahjong Championship 2026";
    static final long SEED = 1291L;
    /** The table of round 1 whose two leaders end level, so the demo shows a referee's decision. */
    static final int TIED_TABLE = 3;

    private static final String[][] PLAYERS = {
        {"Anna Keller", "CH"}, {"Beat Meier", "CH"}, {"Chiara Rossi", "CH"}, {"Dario Conti", "IT"},
        {"Elias Huber", "AT"}, {"Flurina Frei", "CH"}, {"Gian Caflisch", "CH"}, {"Anna Schmidt", "DE"},
        {"Ivo Brunner", "CH"}, {"Jana Graf", "CH"}, {"Kurt Baumann", "CH"}, {"Lea Schmid", "CH"},
        {"Marco Bianchi", "IT"}, {"Nina Wolf", "DE"}, {"Otto Lang", "AT"}, {"Petra Roth", "DE"}};

    /** Winning hands in the notation; each is scored by the engine in the way it is won. */
    static final List<String> HANDS = List.of(
            "111m222m555m999m66m",        // 清对 8
            "234p456p77p345s789s",        // 平胡 1
            "22m44m55m66m99m11p99p",      // 七对 4
            "[2222p]123m345m999p6p6p",    // 平胡 1 + kong 1
            "123m123m789m789p1p1p",       // 带幺九 4
            "11s33s44s66s77s88s99s",      // 清七对 16
            "222m555m888m888p5p5p",       // 将对 8
            "[999s2]111p234p567p88p");    // 平胡 with a claimed pung 1

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;
    private final Random random = new Random(SEED);

    SwissDemo(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Loads the Swiss demo with {@code staff} (username, display name, role) as its staff; returns its id. */
    long load(List<String[]> staff) {
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        DrawRepository draws = new DrawRepository(db, audit);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        SwissRepository knockout = new SwissRepository(db, audit, sheets, draws);
        Tournament t = tournaments.create(Actor.SYSTEM, Tournament.newMcr(NAME)
                .withDetails(NAME, "Kongresshaus, Zürich", LocalDate.of(2026, 6, 13), LocalDate.of(2026, 6, 13),
                        false, 2)
                .withRuleSet(RuleSet.SWISS)
                .withStatus(TournamentStatus.RUNNING));
        long id = t.id();
        for (int i = 0; i < PLAYERS.length; i++) {
            tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(id, i + 1, PLAYERS[i][0], null, PLAYERS[i][1],
                    null, null));
        }
        UserRepository users = new UserRepository(db, clock, audit);
        StaffRepository staffRepository = new StaffRepository(db, audit);
        for (String[] s : staff) {
            users.findByUsername(s[0]).ifPresent(u -> staffRepository.assign(Actor.SYSTEM, id, u.id(),
                    StaffRole.valueOf(s[2]), Set.of()));
        }
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        Map<Long, Integer> playerToEntry = new HashMap<>();
        List<DrawPlayer> field = new ArrayList<>();
        for (Player p : tournaments.players(id)) {
            entryToPlayer.put(p.entryNumber(), p.id());
            playerToEntry.put(p.id(), p.entryNumber());
            field.add(new DrawPlayer(p.entryNumber(), null, p.country()));
        }
        Session first = KnockoutDraw.firstRound(field, SEED, DrawOptions.defaults());
        knockout.saveRound(Actor.SYSTEM, tournaments.find(id).orElseThrow(), first, entryToPlayer, SEED);
        draws.setStatus(Actor.SYSTEM, tournaments.find(id).orElseThrow(), Tournament.DrawStatus.PUBLISHED);

        Map<Integer, Map<Integer, List<Seating>>> seated = DrawRepository.grouped(draws.seatings(id));
        for (var table : seated.get(1).entrySet()) {
            List<Long> players = table.getValue().stream().map(Seating::playerId).toList();
            Sheet sheet = sheets.open(id, 1, table.getKey());
            int version = sheet.version();
            for (int n = 1; n <= SichuanHandScoring.HANDS; n++) {
                ScoredHand built = table.getKey() == TIED_TABLE ? tiedHand(n) : hand(n);
                version = DemoHands.add(sheets, id, sheet.id(), built, players);
            }
            version = sheets.setStatus(Actor.SYSTEM, id, sheet.id(), version, SheetStatus.OPEN, SheetStatus.SUBMITTED);
            knockout.close(Actor.SYSTEM, id, sheets.find(id, 1, table.getKey()).orElseThrow(), version);
        }
        // The tied table: the referee decides for South (RULINGS §6); so for any other table left level.
        knockout.chooseAdvancer(Actor.SYSTEM, id, 1, TIED_TABLE, seated.get(1).get(TIED_TABLE).get(1).playerId());
        for (var table : seated.get(1).entrySet()) {
            boolean decided = knockout.advances(id).stream().anyMatch(a -> a.table() == table.getKey());
            for (Seating s : table.getValue()) {
                if (decided) {
                    break;
                }
                try {
                    knockout.chooseAdvancer(Actor.SYSTEM, id, 1, table.getKey(), s.playerId());
                    decided = true;
                } catch (StaleDataException notALeader) {
                    // not among the leaders: try the next seat
                }
            }
        }
        List<DrawPlayer> finalists = new ArrayList<>();
        for (SwissRepository.Advance a : knockout.advances(id)) {
            if (a.round() == 1) {
                finalists.add(DrawPlayer.of(playerToEntry.get(a.playerId())));
            }
        }
        Session fin = KnockoutDraw.nextRound(2, draws.load(id).firstSessions(1), finalists, SEED * 31 + 2,
                DrawOptions.defaults());
        knockout.saveRound(Actor.SYSTEM, tournaments.find(id).orElseThrow(), fin, entryToPlayer, SEED * 31 + 2);

        // The final table is being played: two hands so far.
        List<Long> finalPlayers = draws.seatings(id).stream().filter(s -> s.session() == 2).map(Seating::playerId)
                .toList();
        Sheet sheet = sheets.open(id, 2, 1);
        int version = sheet.version();
        for (int n = 1; n <= 2; n++) {
            ScoredHand built = hand(n);
            version = DemoHands.add(sheets, id, sheet.id(), built, finalPlayers);
        }
        return id;
    }

    /** A random hand: one in six is no win; otherwise a winner, self-drawn or on a discard, with a real hand. */
    private ScoredHand hand(int number) {
        if (random.nextInt(6) == 0) {
            return noWin(number);
        }
        int winner = random.nextInt(4);
        Integer discarder = random.nextInt(3) == 0 ? null : (winner + 1 + random.nextInt(3)) % 4;
        String notation = HANDS.get(random.nextInt(HANDS.size()));
        ScoredHand built = SichuanHandScoring.score(SichuanHandScoring.Report.tiles(number, winner, discarder,
                notation, null)).hand();
        return built != null ? built : noWin(number);
    }

    /** East and South each win 清对 (8) on a discard, then two hands without a win: East and South end level. */
    private static ScoredHand tiedHand(int number) {
        return switch (number) {
            case 1 -> SichuanHandScoring.score(SichuanHandScoring.Report.tiles(1, 0, 2, HANDS.get(0), null)).hand();
            case 2 -> SichuanHandScoring.score(SichuanHandScoring.Report.tiles(2, 1, 3, HANDS.get(0), null)).hand();
            default -> noWin(number);
        };
    }

    private static ScoredHand noWin(int number) {
        return SichuanHandScoring.score(SichuanHandScoring.Report.noWin(number, null)).hand();
    }
}
