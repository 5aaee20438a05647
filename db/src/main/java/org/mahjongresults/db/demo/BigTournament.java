package org.mahjongresults.db.demo;

import java.time.Clock;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.DrawEngine;
import org.mahjongresults.engine.draw.DrawOptions;
import org.mahjongresults.engine.draw.DrawOutcome;
import org.mahjongresults.engine.draw.DrawPlayer;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * Generates the load-test tournament of BENCHMARKS.md: 400 players in 100 teams, 10 sessions drawn and played in
 * full (100 tables × 10 sessions × 16 hands = 16,000 hands, 64,000 hand results), every sheet closed; or, with a
 * third argument, only that many sessions played and the rest drawn and waiting for their hands (the event load
 * test's scorekeepers enter them). Run through {@code scripts/load-test.sh} or {@code scripts/event-load-test.sh};
 * the database is given by {@code DB_URL}.
 */
public final class BigTournament {

    private BigTournament() {
    }

    public static void main(String[] args) {
        int players = args.length > 0 ? Integer.parseInt(args[0]) : 400;
        int sessions = args.length > 1 ? Integer.parseInt(args[1]) : 10;
        int played = args.length > 2 ? Integer.parseInt(args[2]) : sessions;
        Clock clock = Clock.systemUTC();
        try (Database db = Database.open(DbConfig.fromEnvironment(System.getenv()))) {
            long start = System.nanoTime();
            long id = create(db, clock, players, sessions, played);
            System.out.printf("tournament %d: %d players, %d sessions, generated in %.1f s%n", id, players, sessions,
                    (System.nanoTime() - start) / 1e9);
        }
    }

    /** The tournament, created in {@code db}: also the big field of the web tests (the standings' top of the table). */
    public static long create(Database db, Clock clock, int players, int sessions, int played) {
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
        DrawOutcome.Drawn drawn = (DrawOutcome.Drawn) DrawEngine.draw(field, sessions, 1L, DrawOptions.defaults());
        Tournament fresh = tournaments.find(t.id()).orElseThrow();
        DrawRepository draws = new DrawRepository(db, audit);
        draws.save(Actor.SYSTEM, fresh, drawn.draw(), 1, entryToPlayer, Tournament.DrawStatus.PUBLISHED, 1L);
        new DemoResults(new SheetRepository(db, clock, audit), draws, 7L).play(t.id(), played, false);
        return t.id();
    }
}
