package org.mahjongresults.web.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TournamentStatus;

/**
 * A riichi tournament of four players (EMA rules, one session) and one hanchan entered through the sheet's forms, for
 * the tests of what is computed from it (statistics, exports). Seats 0..3 as drawn, East 1 dealt by seat 0:
 * <ol>
 *   <li>East 1: seat 1 in riichi rons seat 2: riichi, pinfu, tanyao, 3 han 30 fu, 3,900.</li>
 *   <li>East 2: seat 3 tsumo, menzen tsumo and pinfu, 2 han 20 fu: 400 / 700, 1,500.</li>
 *   <li>East 3: exhaustive draw, seat 0 alone tenpai (3,000 from the others).</li>
 *   <li>East 4, 1 honba: seat 0 rons seat 3 with an open chun hand, 1 han 30 fu: 1,000 (and 300 for the counter).</li>
 *   <li>South 1: seat 2's chombo (20,000 off its result; the hand is replayed, not counted as played).</li>
 *   <li>South 1: seat 2 in riichi rons seat 0, pinfu and tanyao, 4 han 30 fu: 7,700.</li>
 *   <li>South 2: exhaustive draw, nobody tenpai.</li>
 *   <li>South 3, 1 honba: seat 1 rons seat 3, haku, 1 han 40 fu: 1,300 (and 300 for the counter).</li>
 *   <li>South 4: seat 0 tsumo, menzen tsumo and chun, 3 han 40 fu: 1,300 / 2,600, 5,200.</li>
 * </ol>
 * Final scores 31,400, 32,500, 31,100 and 25,000 by seat; after uma (15/5/-5/-15) and the chombo: +6,400, +17,500,
 * -23,900 and -20,000.
 */
public final class RiichiHanchan {

    private final TestApp app;
    private final DirectedTournament t;
    private final List<Seating> seats;

    private RiichiHanchan(TestApp app, DirectedTournament t, List<Seating> seats) {
        this.app = app;
        this.t = t;
        this.seats = seats;
    }

    /** The tournament with its draw published and the hanchan entered (the sheet left open). */
    public static RiichiHanchan played(TestApp app, String name) {
        RiichiHanchan h = drawn(app, name);
        h.play(LINES);
        return h;
    }

    /** The tournament with its draw published and no line entered yet. */
    public static RiichiHanchan drawn(TestApp app, String name) {
        DirectedTournament t = DirectedTournament.create(app, Tournament.newMcr(name).withRuleSet(RuleSet.RIICHI)
                .withStatus(TournamentStatus.RUNNING));
        for (int i = 1; i <= 4; i++) {
            t.tournaments().createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), i, "Hanchan Player " + i, null, "NL",
                    null, "1000000" + i));
        }
        assertThat(t.director().post(app, t.path("/draw/generate"), Map.of("seed", "7")).status()).isEqualTo(302);
        assertThat(t.director().post(app, t.path("/draw/publish"), Map.of()).status()).isEqualTo(302);
        List<Seating> seats = app.parts().draws().seatings(t.id(), 1, 1);
        assertThat(seats).hasSize(4);
        return new RiichiHanchan(app, t, seats);
    }

    public DirectedTournament tournament() {
        return t;
    }

    public Seating seat(int seat) {
        return seats.get(seat);
    }

    /** The player id of a seat, as the forms write it. */
    public String id(int seat) {
        return String.valueOf(seats.get(seat).playerId());
    }

    private void line(int number, String... fields) {
        Map<String, String> form = new HashMap<>();
        form.put("number", String.valueOf(number));
        form.put("version", String.valueOf(app.parts().sheets().find(t.id(), 1, 1).map(Sheet::version).orElse(0)));
        form.put("requestId", "hanchan-" + number + "-" + System.nanoTime());
        for (int i = 0; i < fields.length; i += 2) {
            form.put(fields[i], fields[i + 1]);
        }
        assertThat(t.director().post(app, t.path("/sessions/1/tables/1/hands?lang=en"), form).status())
                .as("line %d", number).isEqualTo(302);
    }

    /** The number of lines of the hanchan. */
    public static final int LINES = 9;

    /** Enters the hanchan's lines after those entered, up to line {@code upTo}. */
    public void play(int upTo) {
        for (int n = entered + 1; n <= upTo; n++) {
            line(n);
        }
        entered = Math.max(entered, upTo);
    }

    private int entered;

    private void line(int n) {
        switch (n) {
            case 1 -> line(1, "result", "RON", "winner", id(1), "discarder", id(2), "riichi1", "on",
                    "notation", "234m567p234s66s56s7s");
            case 2 -> line(2, "result", "TSUMO", "winner", id(3), "han", "2", "fu", "20", "yaku.MENZEN_TSUMO", "on",
                    "yaku.PINFU", "on");
            case 3 -> line(3, "result", "DRAW", "tenpai0", "on");
            case 4 -> line(4, "result", "RON", "winner", id(0), "discarder", id(3), "han", "1", "fu", "30",
                    "open", "on", "yaku.YAKUHAI_CHUN", "on");
            case 5 -> line(5, "result", "CHOMBO", "offender", id(2));
            case 6 -> line(6, "result", "RON", "winner", id(2), "discarder", id(0), "riichi2", "on", "han", "4",
                    "fu", "30", "yaku.PINFU", "on", "yaku.TANYAO", "on");
            case 7 -> line(7, "result", "DRAW");
            case 8 -> line(8, "result", "RON", "winner", id(1), "discarder", id(3), "han", "1", "fu", "40",
                    "yaku.YAKUHAI_HAKU", "on");
            case 9 -> line(9, "result", "TSUMO", "winner", id(0), "han", "3", "fu", "40", "yaku.MENZEN_TSUMO", "on",
                    "yaku.YAKUHAI_CHUN", "on");
            default -> throw new IllegalArgumentException("no line " + n);
        }
    }
}
