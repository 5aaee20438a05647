package org.mahjongresults.web.stages;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.draw.Draw;
import org.mahjongresults.engine.draw.Session;
import org.mahjongresults.engine.draw.Table;
import org.mahjongresults.engine.mcr.RuleProfile;
import org.mahjongresults.engine.sheet.McrHandScoring;
import org.mahjongresults.engine.sheet.ScoredHand;
import org.mahjongresults.engine.sheet.SheetStatus;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.TestApp;

/**
 * A generated field for the stages' tests: a tournament of N players with a published draw, its sessions played
 * straight into the repositories (two hands a table, a random winner each: a few thousand writes instead of as many
 * HTTP posts), and the demo's director made its director.
 */
final class StageField {

    final TournamentRepository tournaments;
    final DrawRepository draws;
    final SheetRepository sheets;
    final long id;
    private final Random random = new Random(2019);

    StageField(TestApp app, String name, int players, int sessions) {
        tournaments = app.parts().tournaments();
        draws = app.parts().draws();
        sheets = app.parts().sheets();
        Tournament t = tournaments.create(Actor.SYSTEM, Tournament.newMcr(name)
                .withDetails(name, "Vienna", null, null, false, sessions).withStatus(TournamentStatus.RUNNING));
        id = t.id();
        Map<Integer, Long> entryToPlayer = new java.util.TreeMap<>();
        for (int entry = 1; entry <= players; entry++) {
            Player p = tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(id, entry, "Player " + entry, null,
                    null, null, null));
            entryToPlayer.put(entry, p.id());
        }
        // Random sessions (WMC 2019's qualification was drawn at random): the generator's search is not what is tested.
        List<Session> drawn = new ArrayList<>();
        for (int s = 1; s <= sessions; s++) {
            List<Integer> order = new ArrayList<>(entryToPlayer.keySet());
            java.util.Collections.shuffle(order, new Random(s));
            List<Table> tables = new ArrayList<>();
            for (int i = 0; i < order.size(); i += 4) {
                tables.add(new Table(i / 4 + 1, order.subList(i, i + 4)));
            }
            drawn.add(new Session(s, tables));
        }
        draws.save(Actor.SYSTEM, tournament(), new Draw(drawn), 1, entryToPlayer, Tournament.DrawStatus.PUBLISHED,
                1L);
        var users = app.parts().users();
        app.parts().staff().assign(Actor.SYSTEM, id,
                users.findByUsername("director").orElseThrow().id(), StaffRole.DIRECTOR, Set.of());
        app.parts().staff().assign(Actor.SYSTEM, id,
                users.findByUsername("referee").orElseThrow().id(), StaffRole.REFEREE, Set.of());
    }

    Tournament tournament() {
        return tournaments.find(id).orElseThrow();
    }

    /**
     * Plays every table of sessions {@code from} to {@code to} and closes its sheet, so that the sessions are
     * finished: one hand, won by a random player for 8 to 47.
     */
    void play(int from, int to) {
        playOpen(from, to);
        for (int session = from; session <= to; session++) {
            for (Sheet sheet : submit(session)) {
                close(sheet);
            }
        }
    }

    /** Submits every sheet of {@code session} (as its scorekeeper would), none closed yet: the sheets as they are. */
    List<Sheet> submit(int session) {
        List<Sheet> out = new ArrayList<>();
        for (Sheet sheet : sheets.sheets(id, session)) {
            sheets.setStatus(Actor.SYSTEM, id, sheet.id(), sheet.version(), SheetStatus.OPEN, SheetStatus.SUBMITTED);
            out.add(sheets.find(id, session, sheet.table()).orElseThrow());
        }
        return out;
    }

    /** Closes a submitted sheet straight in the repository (as a referee would, but no stage hears of it). */
    void close(Sheet sheet) {
        sheets.setStatus(Actor.SYSTEM, id, sheet.id(), sheet.version(), SheetStatus.SUBMITTED, SheetStatus.CLOSED);
    }

    /** As {@link #play}, the sheets left open: the sessions are running. */
    void playOpen(int from, int to) {
        Map<Integer, Map<Integer, List<Seating>>> bySession = DrawRepository.grouped(draws.seatings(id));
        for (int session = from; session <= to; session++) {
            for (var table : bySession.get(session).entrySet()) {
                Sheet sheet = sheets.open(id, session, table.getKey());
                List<Long> players = table.getValue().stream().map(Seating::playerId).toList();
                for (int n = 1; n <= 1; n++) {
                    int winner = random.nextInt(4);
                    Integer discarder = random.nextBoolean() ? null : (winner + 1 + random.nextInt(3)) % 4;
                    ScoredHand hand = McrHandScoring.score(new McrHandScoring.Report(n, false, winner, discarder,
                            8 + random.nextInt(40), 0, null, false, false, false, false, null), -1, RuleProfile.WMO)
                            .hand();
                    sheets.write(Actor.SYSTEM, id, sheet.id(), w -> {
                        w.add(HandRecord.of(hand, players), HandRecord.seatsOf(hand, players));
                        w.session(w.session().afterHand());
                        return w.version();
                    });
                }
            }
        }
    }
}
