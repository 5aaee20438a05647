package org.mahjongresults.db.demo;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.stage.StageRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.results.Entrant;
import org.mahjongresults.engine.results.SeatScore;
import org.mahjongresults.engine.results.SessionEntry;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.Standings;
import org.mahjongresults.engine.results.TableResult;
import org.mahjongresults.engine.stage.CarryOver;
import org.mahjongresults.engine.stage.Formation;
import org.mahjongresults.engine.stage.Groups;
import org.mahjongresults.engine.stage.StageSeating;
import org.mahjongresults.engine.stage.StageSeatings;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * Generates the load-test tournament of BENCHMARKS.md: 400 players in 100 teams, 10 sessions drawn and played in
 * full (100 tables × 10 sessions × 16 hands = 16,000 hands, 64,000 hand results), every sheet closed; or, with a
 * third argument, only that many sessions played and the rest drawn and waiting for their hands (the event load
 * test's scorekeepers enter them). Run through {@code scripts/load-test.sh} or {@code scripts/event-load-test.sh};
 * the database is given by {@code DB_URL}. With {@code RIICHI_PLAYERS} set, a riichi tournament follows it
 * ({@link RiichiEvent}).
 */
public final class BigTournament {

    private BigTournament() {
    }

    public static void main(String[] args) {
        int players = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int sessions = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int played = args.length > 2 ? Integer.parseInt(args[2]) : sessions;
        // STAGE=groups (issue 35): the sessions after the played ones are a grouped final, formed as the site would.
        boolean groups = "groups".equals(System.getenv("STAGE"));
        int groupSize = Integer.parseInt(System.getenv().getOrDefault("STAGE_GROUP", "16"));
        Clock clock = Clock.systemUTC();
        try (Database db = Database.open(DbConfig.fromEnvironment(System.getenv()))) {
            long start = System.nanoTime();
            long id = groups ? createWithGroups(db, clock, players, sessions, played, groupSize)
                    : create(db, clock, players, sessions, played);
            System.out.printf("tournament %d: %d players, %d sessions%s, generated in %.1f s%n", id, players,
                    sessions, groups ? " (sessions " + (played + 1) + "-" + sessions + " a final in groups of "
                            + groupSize + ")" : "", (System.nanoTime() - start) / 1e9);
            // RIICHI_PLAYERS=N (issue 38): a riichi tournament beside it, RIICHI_SESSIONS hanchan, the last empty.
            int riichiPlayers = Integer.parseInt(System.getenv().getOrDefault("RIICHI_PLAYERS", "0"));
            if (riichiPlayers > 0) {
                int riichiSessions = Integer.parseInt(System.getenv().getOrDefault("RIICHI_SESSIONS", "4"));
                long riichiStart = System.nanoTime();
                long riichi = RiichiEvent.create(db, clock, riichiPlayers, riichiSessions, riichiSessions - 1);
                System.out.printf("tournament %d (riichi): %d players, %d sessions (%d played), generated in %.1f s%n",
                        riichi, riichiPlayers, riichiSessions, riichiSessions - 1,
                        (System.nanoTime() - riichiStart) / 1e9);
            }
        }
    }

    /** The tournament, created in {@code db}: also the big field of the web tests (the standings' top of the table). */
    public static long create(Database db, Clock clock, int players, int sessions, int played) {
        return create(db, clock, players, sessions, sessions, played);
    }

    /**
     * As {@link #create}, with sessions {@code played + 1} to {@code sessions} a final stage (issue 35): groups of
     * {@code groupSize}, one player of each quartile at every table as at WMC 2019, no points carried, each group's
     * sessions drawn, all formed from the final ranking of the {@code played} sessions and published, as a director's
     * stage would be. The ranking is the engine's standings over the closed sheets (no penalties or tie-breakers are
     * set in this tournament, so it is the site's own).
     */
    public static long createWithGroups(Database db, Clock clock, int players, int sessions, int played,
                                        int groupSize) {
        if (played < 1 || played >= sessions) {
            throw new IllegalArgumentException("a final needs played sessions before it and at least one after");
        }
        var problem = Groups.problem(players, Formation.QUARTILES, groupSize);
        if (problem.isPresent()) {
            throw new IllegalArgumentException(players + " players in groups of " + groupSize + ": " + problem.get());
        }
        long id = create(db, clock, players, played, played, played);
        AuditLog audit = new AuditLog(db, clock);
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        SheetRepository sheets = new SheetRepository(db, clock, audit);
        DrawRepository draws = new DrawRepository(db, audit);
        Tournament t = tournaments.find(id).orElseThrow();
        List<Player> field = tournaments.players(id);
        Map<String, List<SeatScore>> tables = new TreeMap<>();
        for (SheetRepository.SessionTotal st : sheets.sessionTotals(id)) {
            tables.computeIfAbsent(st.session() + "/" + st.table(), k -> new ArrayList<>())
                    .add(SeatScore.of(st.playerId(), st.points()));
        }
        List<SessionEntry> entries = new ArrayList<>();
        for (var table : tables.entrySet()) {
            int session = Integer.parseInt(table.getKey().substring(0, table.getKey().indexOf('/')));
            entries.addAll(TableResult.of(table.getValue(), t.tablePointSystem(), t.tieRule()).entries(session));
        }
        Standings ranking = Standings.compute(played, t.rankingOrder(),
                field.stream().map(p -> new Entrant(p.id(), p.teamId(), false)).toList(), entries);
        List<Long> ranked = ranking.players().stream().map(StandingRow::playerId).toList();
        List<List<Long>> groups = Groups.form(ranked, Formation.QUARTILES, groupSize);
        long seed = 2019L;
        new StageRepository(db, audit).add(Actor.SYSTEM, t, new StageRepository.NewStage(Formation.QUARTILES,
                groupSize, sessions - played, CarryOver.NONE, StageSeating.DRAW, seed), groups);
        Map<Long, Player> byId = new HashMap<>();
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        field.forEach(p -> {
            byId.put(p.id(), p);
            entryToPlayer.put(p.entryNumber(), p.id());
        });
        List<List<DrawPlayer>> seated = groups.stream().map(g -> g.stream()
                .map(pid -> new DrawPlayer(byId.get(pid).entryNumber(), String.valueOf(byId.get(pid).teamId()), null))
                .toList()).toList();
        Draw draw = StageSeatings.atFormation(seated, Formation.QUARTILES, StageSeating.DRAW, played + 1,
                sessions - played, seed, DrawOptions.defaults());
        Tournament longer = tournaments.find(id).orElseThrow();
        draws.save(Actor.SYSTEM, longer, draw, played + 1, entryToPlayer, Tournament.DrawStatus.PUBLISHED,
                longer.drawSeed());
        return id;
    }

    private static long create(Database db, Clock clock, int players, int sessions, int drawnSessions,
                               int played) {
        AuditLog audit = new AuditLog(db, clock);
        TournamentRepository tournaments = new TournamentRepository(db, clock, audit);
        Tournament t = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Load Test Open")
                .withDetails("Load Test Open", "Benchmark Hall", null, null, true, sessions)
                .withStatus(TournamentStatus.RUNNING));
        List<DrawPlayer> field = new ArrayList<>();
        Map<Integer, Long> entryToPlayer = new HashMap<>();
        Team team = null;
        for (int entry = 1; entry <= players; entry++) {
            if ((entry - 1) % 4 == 0) {
                team = tournaments.createTeam(Actor.SYSTEM,
                        new Team(null, t.id(), "Team " + ((entry - 1) / 4 + 1), null, null, null));
            }
            Player p = tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), entry, "Player " + entry,
                    null, "C" + (char) ('A' + entry % 20), team.id(), String.format("%08d", 10_000_000 + entry)));
            entryToPlayer.put(entry, p.id());
            field.add(new DrawPlayer(entry, team.name(), null));
        }
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) DrawEngine.draw(field, drawnSessions, 1L, DrawOptions.defaults());
        Tournament fresh = tournaments.find(t.id()).orElseThrow();
        DrawRepository draws = new DrawRepository(db, audit);
        draws.save(Actor.SYSTEM, fresh, drawn.draw(), 1, entryToPlayer, Tournament.DrawStatus.PUBLISHED, 1L);
        new DemoResults(new SheetRepository(db, clock, audit), draws, 7L).play(t.id(), played, false);
        return t.id();
    }
}
