package org.mahjongresults.web.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.account.StaffRepository;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.draw.DrawRepository;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.swiss.SwissRepository;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.StaffRole;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * A Swiss (Sichuan) tournament of {@code players} players next to the demo, with the demo's director, referee and
 * scorekeeper as its staff, and helpers to post through the real routes.
 */
final class SwissFixture {

    /** 清对 (8): self-drawn each of three pays 8; on a discard the discarder pays 8. */
    static final String PURE_PUNGS = "111m222m555m999m66m";

    final TestApp app;
    final long id;
    final DrawRepository draws;
    final SheetRepository sheets;
    final SwissRepository knockout;
    final TournamentRepository tournaments;

    SwissFixture(TestApp app, int players) {
        this.app = app;
        tournaments = app.parts().tournaments();
        Tournament t = tournaments.create(Actor.SYSTEM, Tournament.newMcr("Swiss Open")
                .withRuleSet(RuleSet.SWISS).withStatus(TournamentStatus.RUNNING));
        id = t.id();
        for (int i = 1; i <= players; i++) {
            tournaments.createPlayer(Actor.SYSTEM, Player.newPlayer(id, i, "Swiss Player " + i, null,
                    i % 2 == 0 ? "CH" : "DE", null, null));
        }
        UserRepository users = app.parts().users();
        StaffRepository staff = app.parts().staff();
        for (String[] s : new String[][] {{"director", "DIRECTOR"}, {"referee", "REFEREE"},
                {"scorekeeper", "SCOREKEEPER"}, {"chief", "CHIEF_REFEREE"}}) {
            staff.assign(Actor.SYSTEM, id, users.findByUsername(s[0]).orElseThrow().id(), StaffRole.valueOf(s[1]),
                    Set.of());
        }
        draws = app.parts().draws();
        sheets = app.parts().sheets();
        knockout = app.parts().swiss();
    }

    String base() {
        return "/tournaments/" + id;
    }

    String table(int round, int table) {
        return base() + "/sessions/" + round + "/tables/" + table;
    }

    List<Seating> players(int round, int table) {
        return draws.seatings(id).stream().filter(s -> s.session() == round && s.table() == table).toList();
    }

    int tables(int round) {
        return (int) draws.seatings(id).stream().filter(s -> s.session() == round).count() / 4;
    }

    Http.Response drawRound(Staff director, String seed) {
        return director.post(app, base() + "/knockout/draw?lang=en", seed == null ? Map.of() : Map.of("seed", seed));
    }

    void publish(Staff director) {
        assertThat(director.post(app, base() + "/draw/publish", Map.of()).status()).isEqualTo(302);
    }

    int version(int round, int table) {
        return sheets.find(id, round, table).map(Sheet::version).orElse(0);
    }

    List<HandRecord> hands(int round, int table) {
        return sheets.find(id, round, table).map(s -> sheets.hands(s.id())).orElse(List.of());
    }

    /** A win given by its tiles: winner and discarder by starting seat (discarder null: self-drawn). */
    Http.Response win(Staff staff, int round, int table, int number, int winner, Integer discarder, String notation,
                      String... flags) {
        List<Seating> p = players(round, table);
        Map<String, String> form = new HashMap<>();
        form.put("number", String.valueOf(number));
        form.put("version", String.valueOf(version(round, table)));
        form.put("requestId", "r" + round + "-" + table + "-" + number + "-" + System.nanoTime());
        form.put("result", "WIN");
        form.put("winner", String.valueOf(p.get(winner).playerId()));
        form.put("discarder", discarder == null ? "self" : String.valueOf(p.get(discarder).playerId()));
        form.put("notation", notation);
        for (String f : flags) {
            form.put(f, "on");
        }
        return staff.post(app, table(round, table) + "/hands?lang=en", form);
    }

    /** A win declared by its pattern number, kongs and four-of-a-kinds. */
    Http.Response declared(Staff staff, int round, int table, int number, int winner, Integer discarder, int pattern,
                           int kongs, int fours, String... flags) {
        List<Seating> p = players(round, table);
        Map<String, String> form = new HashMap<>();
        form.put("number", String.valueOf(number));
        form.put("version", String.valueOf(version(round, table)));
        form.put("requestId", "d" + round + "-" + table + "-" + number + "-" + System.nanoTime());
        form.put("result", "WIN");
        form.put("winner", String.valueOf(p.get(winner).playerId()));
        form.put("discarder", discarder == null ? "self" : String.valueOf(p.get(discarder).playerId()));
        form.put("pattern", pattern == 0 ? "" : String.valueOf(pattern));
        form.put("kongs", String.valueOf(kongs));
        form.put("fours", String.valueOf(fours));
        for (String f : flags) {
            form.put(f, "on");
        }
        return staff.post(app, table(round, table) + "/hands?lang=en", form);
    }

    Http.Response noWin(Staff staff, int round, int table, int number) {
        return staff.post(app, table(round, table) + "/hands?lang=en", Map.of("number", String.valueOf(number),
                "version", String.valueOf(version(round, table)), "requestId", "n" + round + table + number
                        + System.nanoTime(), "result", "DRAW"));
    }

    /** Seat {@code winner} wins hand 1 self-drawn (清对, +24), hands 2-4 are no-wins; submitted and closed. */
    void playClearWin(Staff scorekeeper, Staff referee, int round, int table, int winner) {
        assertThat(win(scorekeeper, round, table, 1, winner, null, PURE_PUNGS).status()).isEqualTo(302);
        for (int n = 2; n <= 4; n++) {
            assertThat(noWin(scorekeeper, round, table, n).status()).isEqualTo(302);
        }
        submitAndClose(scorekeeper, referee, round, table);
    }

    void submitAndClose(Staff scorekeeper, Staff referee, int round, int table) {
        assertThat(scorekeeper.post(app, table(round, table) + "/sheet/submit",
                Map.of("version", String.valueOf(version(round, table)))).status()).isEqualTo(302);
        assertThat(referee.post(app, table(round, table) + "/sheet/close",
                Map.of("version", String.valueOf(version(round, table)), "reason", "The players signed the paper sheet"))
                .status()).isEqualTo(302);
        assertThat(sheets.find(id, round, table).orElseThrow().closed()).as("round %d table %d closed", round, table)
                .isTrue();
    }
}
