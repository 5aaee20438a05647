package org.mahjongresults.db.demo;

import java.time.Clock;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.riichi.RiichiLine;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;
import org.mahjongresults.engine.riichi.demo.DemoGame;
import org.mahjongresults.engine.riichi.demo.RiichiDemo;
import org.mahjongresults.engine.riichi.sheet.RiichiProfile;
import org.mahjongresults.engine.riichi.sheet.SheetHand;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * The demo's riichi tournament (issue 38): 16 players, 4 hanchan under the EMA rules, the engine's demo games
 * ({@link RiichiDemo#tournament}) stored line by line as a scorekeeper would have entered them, every sheet closed.
 * Deterministic: the same seed, the same demo.
 */
final class RiichiDemoData {

    static final String NAME = "Riichi Open 2026";
    static final long SEED = 3803L;

    private static final String[][] PLAYERS = {
        {"Sato Yuki", "JP"}, {"Tanaka Ken", "JP"}, {"Ito Aoi", "JP"}, {"Watanabe Ren", "JP"},
        {"Emma Larsen", "DK"}, {"Jonas Berg", "SE"}, {"Marta Nowak", "PL"}, {"Pierre Durand", "FR"},
        {"Sofia Marino", "IT"}, {"Lukas Novak", "CZ"}, {"Hanna Virtanen", "FI"}, {"Tom Becker", "DE"},
        {"Olga Ivanova", "UA"}, {"Daan de Vries", "NL"}, {"Clara Weber", "AT"}, {"Ruben Costa", "PT"}};

    private final Database db;
    private final Clock clock;
    private final AuditLog audit;

    RiichiDemoData(Database db, Clock clock, AuditLog audit) {
        this.db = db;
        this.clock = clock;
        this.audit = audit;
    }

    /** Loads the riichi demo with {@code staff} (username, display name, role) as its staff; returns its id. */
    long load(List<String[]> staff) {
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        DrawRepository draws = new DrawRepository(db, audit);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        Tournament draft = Tournament.newMcr(NAME)
                .withDetails(NAME, "Kulturhaus, Vienna", LocalDate.of(2026, 9, 12), LocalDate.of(2026, 9, 13),
                        false, RiichiDemo.ROUNDS)
                .withRuleSet(RuleSet.RIICHI)
                .withStatus(TournamentStatus.RUNNING);
        Tournament created = tournaments.create(Actor.SYSTEM, draft);
        long id = created.id();
        // EMA rules, hanchan: the demo games are played under them.
        tournaments.update(Actor.SYSTEM, created, Map.of(), RiichiSettings.DEFAULT);
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        for (int i = 0; i < PLAYERS.length; i++) {
            Player p = tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(id, i + 1, PLAYERS[i][0], null,
                    PLAYERS[i][1], null, null));
            entryToPlayer.put(i + 1, p.id());
        }
        UserRepository users = new UserRepository(db, clock, audit);
        StaffRepository staffRepository = new StaffRepository(db, audit);
        for (String[] s : staff) {
            users.findByUsername(s[0]).ifPresent(u -> staffRepository.assign(Actor.SYSTEM, id, u.id(),
                    StaffRole.valueOf(s[2]), Set.of()));
        }
        List<DemoGame> games = RiichiDemo.tournament(RiichiProfile.EMA_2016, SEED);
        Map<Integer, List<Table>> byRound = new TreeMap<>();
        for (DemoGame g : games) {
            byRound.computeIfAbsent(g.round(), r -> new ArrayList<>()).add(new Table(g.table(),
                    g.players().stream().map(p -> p + 1).toList()));
        }
        List<Session> sessions = new ArrayList<>();
        byRound.forEach((round, tables) -> sessions.add(new Session(round, tables)));
        draws.save(Actor.SYSTEM, tournaments.find(id).orElseThrow(), new Draw(sessions), 1, entryToPlayer,
                Tournament.DrawStatus.PUBLISHED, SEED);
        for (DemoGame g : games) {
            List<Long> players = g.players().stream().map(p -> entryToPlayer.get(p + 1)).toList();
            Sheet sheet = sheets.open(id, g.round(), g.table());
            int version = sheet.version();
            int number = 0;
            for (SheetHand h : g.sheet().hands()) {
                version = DemoHands.add(sheets, id, sheet.id(),
                        RiichiLine.of(h).scoredHand(++number, h.played(), null), players);
            }
            version = sheets.setStatus(Actor.SYSTEM, id, sheet.id(), version, SheetStatus.OPEN, SheetStatus.SUBMITTED);
            sheets.setStatus(Actor.SYSTEM, id, sheet.id(), version, SheetStatus.SUBMITTED, SheetStatus.CLOSED);
        }
        return id;
    }
}
