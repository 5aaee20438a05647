package org.mahjongresults.web.riichi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.riichi.RiichiSettings;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.riichi.game.GameLength;
import org.mahjongresults.engine.tournament.RuleSet;
import org.mahjongresults.engine.tournament.TournamentStatus;
import org.mahjongresults.web.testing.DirectedTournament;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * A riichi tournament on the website (issue 38): a whole hanchan entered through the sheet's forms under the EMA
 * rules, submitted, confirmed by the four players, closed by the referee and ranked by the points after uma and oka;
 * a bad hand, a stale form and a count of the scores that does not add up are refused at their fields.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class RiichiRouteTest {

    private TestApp app;
    private DirectedTournament t;
    private List<Seating> seats;

    /** One application for the class: each test drafts a riichi tournament of its own in it. */
    @BeforeAll
    void startApp() {
        app = TestApp.startWithDemo();
    }

    @BeforeEach
    void start() {
        t = DirectedTournament.create(app, Tournament.newMcr("Riichi Open").withRuleSet(RuleSet.RIICHI)
                .withStatus(TournamentStatus.RUNNING));
        for (int i = 1; i <= 4; i++) {
            t.tournaments().createPlayer(Actor.SYSTEM, Player.newPlayer(t.id(), i, "Riichi Player " + i, null, "JP",
                    null, null));
        }
        assertThat(t.director().post(app, t.path("/draw/generate"), Map.of("seed", "42")).status()).isEqualTo(302);
        assertThat(t.director().post(app, t.path("/draw/publish"), Map.of()).status()).isEqualTo(302);
        seats = app.parts().draws().seatings(t.id(), 1, 1);
        assertThat(seats).hasSize(4);
    }

    @AfterAll
    void stop() {
        app.close();
    }

    private String table() {
        return t.path("/sessions/1/tables/1");
    }

    private String id(int seat) {
        return String.valueOf(seats.get(seat).playerId());
    }

    private int version() {
        return app.parts().sheets().find(t.id(), 1, 1).map(Sheet::version).orElse(0);
    }

    private List<HandRecord> hands() {
        return app.parts().sheets().find(t.id(), 1, 1).map(s -> app.parts().sheets().hands(s.id())).orElse(List.of());
    }

    /** A line of the form: {@code fields} as name, value pairs, with the hand's number, version and a request id. */
    private Http.Response line(int number, String... fields) {
        return line(number, version(), fields);
    }

    private Http.Response line(int number, int version, String... fields) {
        Map<String, String> form = new HashMap<>();
        form.put("number", String.valueOf(number));
        form.put("version", String.valueOf(version));
        form.put("requestId", "riichi-" + number + "-" + System.nanoTime());
        for (int i = 0; i < fields.length; i += 2) {
            form.put(fields[i], fields[i + 1]);
        }
        return t.director().post(app, table() + "/hands?lang=en", form);
    }

    /** The hanchan the tests play, under the EMA rules (30,000 start and return, uma 15/5/-5/-15, no oka). */
    private void playTheHanchan() {
        // East 1: seat 1 declares riichi and wins on seat 2's discard: riichi, pinfu, tanyao, 3 han 30 fu = 3,900.
        assertThat(line(1, "result", "RON", "winner", id(1), "discarder", id(2), "riichi1", "on",
                "notation", "234m567p234s66s56s7s").status()).isEqualTo(302);
        // East 2: seat 3 self-draws 2 han 20 fu (menzen tsumo, pinfu): 400 / 700.
        assertThat(line(2, "result", "TSUMO", "winner", id(3), "han", "2", "fu", "20", "yaku.MENZEN_TSUMO", "on",
                "yaku.PINFU", "on").status()).isEqualTo(302);
        // East 3: exhaustive draw, seat 0 alone tenpai: 3,000 from the three others; the dealer passes.
        assertThat(line(3, "result", "DRAW", "tenpai0", "on").status()).isEqualTo(302);
        // East 4, 1 honba: seat 0 wins an open chun hand, 1 han 30 fu, on seat 3's discard: 1,000 + 300.
        assertThat(line(4, "result", "RON", "winner", id(0), "discarder", id(3), "han", "1", "fu", "30",
                "open", "on", "yaku.YAKUHAI_CHUN", "on").status()).isEqualTo(302);
        // South 1: seat 2's chombo: 20,000 off its final result (EMA), the hand is replayed.
        assertThat(line(5, "result", "CHOMBO", "offender", id(2)).status()).isEqualTo(302);
        // South 1 again: seat 2 in riichi wins 4 han 30 fu on the dealer's discard: 7,700.
        assertThat(line(6, "result", "RON", "winner", id(2), "discarder", id(0), "riichi2", "on", "han", "4",
                "fu", "30", "yaku.PINFU", "on", "yaku.TANYAO", "on").status()).isEqualTo(302);
        // South 2: nobody tenpai; South 3, 1 honba: seat 1 wins a closed haku hand 1 han 40 fu from seat 3: 1,600.
        assertThat(line(7, "result", "DRAW").status()).isEqualTo(302);
        assertThat(line(8, "result", "RON", "winner", id(1), "discarder", id(3), "han", "1", "fu", "40",
                "yaku.YAKUHAI_HAKU", "on").status()).isEqualTo(302);
        // South 4: seat 0 self-draws 3 han 40 fu: 1,300 / 2,600; the game is over.
        assertThat(line(9, "result", "TSUMO", "winner", id(0), "han", "3", "fu", "40", "yaku.MENZEN_TSUMO", "on",
                "yaku.YAKUHAI_CHUN", "on").status()).isEqualTo(302);
    }

    @Test
    void aWholeHanchanIsEnteredConfirmedClosedAndRankedByThePointsAfterUmaAndOka() {
        Document empty = t.director().get(app, table() + "/sheet?lang=en").html();
        assertThat(empty.select("#now-heading").text()).isEqualTo(
                "Next: East 1, 0 honba, 0 riichi sticks on the table; dealer " + seats.get(0).name());
        assertThat(empty.select("#entry-heading").text()).isEqualTo("Hand 1: East 1");
        playTheHanchan();
        List<HandRecord> stored = hands();
        assertThat(stored).hasSize(9);
        // Each line keeps every seat's change; a riichi stick won back nets out (seat 1: -1,000 + 3,900 + 1,000).
        assertThat(stored.get(0).results()).containsOnly(Map.entry(seats.get(0).playerId(), 0),
                Map.entry(seats.get(1).playerId(), 3900), Map.entry(seats.get(2).playerId(), -3900),
                Map.entry(seats.get(3).playerId(), 0));
        assertThat(stored.get(3).results().get(seats.get(0).playerId())).isEqualTo(1300);

        Document sheet = t.director().get(app, table() + "/sheet?lang=en").html();
        assertThat(sheet.select("#now-heading").text()).isEqualTo("The game is over");
        assertThat(sheet.select(".riichi-scores .live-score").eachText())
                .containsExactly("31400", "32500", "31100", "25000");
        assertThat(sheet.select("#hand-6 .hand-cell strong").text()).isEqualTo("South 1");
        assertThat(sheet.select(".riichi-final-table tbody tr").eachText()).containsExactly(
                "2 " + seats.get(0).name() + " 31400 5000 0 0 +6.4",
                "1 " + seats.get(1).name() + " 32500 15000 0 0 +17.5",
                "3 " + seats.get(2).name() + " 31100 -5000 0 -20000 -23.9",
                "4 " + seats.get(3).name() + " 25000 -15000 0 0 -20.0");
        // The game is over: no more lines.
        assertThat(sheet.select(".riichi-hand-form")).isEmpty();
        // Until the sheet is closed its points are provisional in the standings: marked, and the legend says so
        // without MCR's 4-2-1-0.
        Document provisional = new Http().get(app.url(t.path("/standings?lang=en"))).html();
        assertThat(provisional.select("table.standings tbody td.ps.ip")).hasSize(4);
        assertThat(provisional.select(".progress-legend").first().hasAttr("hidden")).isFalse();
        assertThat(provisional.select(".progress-legend").text()).isEqualTo(
                "Marked results belong to tables still being played: their points are provisional.");

        assertThat(t.director().post(app, table() + "/sheet/submit", Map.of("version", String.valueOf(version())))
                .status()).isEqualTo(302);
        for (int seat = 0; seat < 4; seat++) {
            assertThat(t.director().post(app, t.path("/codes/" + id(seat)), Map.of("code", "73" + (21 + seat)))
                    .status()).isEqualTo(302);
            Http http = new Http();
            Document page = http.get(app.url(table() + "/sign?lang=en")).html();
            assertThat(http.post(app.url(table() + "/sign?lang=en"), Map.of("_csrf",
                    page.selectFirst("input[name=_csrf]").val(), "player", id(seat), "code", "73" + (21 + seat),
                    "verdict", "CONFIRM")).status()).isEqualTo(302);
        }
        assertThat(t.director().post(app, table() + "/sheet/close", Map.of("version", String.valueOf(version())))
                .status()).isEqualTo(302);
        assertThat(app.parts().sheets().find(t.id(), 1, 1).orElseThrow().closed()).isTrue();

        // The standings: the totals after uma (15/5/-5/-15) and the chombo, in points, best first.
        Tournament now = t.tournaments().find(t.id()).orElseThrow();
        List<StandingRow> rows = app.parts().standings().results(now).standings().players();
        assertThat(rows).extracting(StandingRow::playerId, StandingRow::matchPoints).containsExactly(
                org.assertj.core.groups.Tuple.tuple(seats.get(1).playerId(), 17500),
                org.assertj.core.groups.Tuple.tuple(seats.get(0).playerId(), 6400),
                org.assertj.core.groups.Tuple.tuple(seats.get(3).playerId(), -20000),
                org.assertj.core.groups.Tuple.tuple(seats.get(2).playerId(), -23900));
        Document standings = new Http().get(app.url(t.path("/standings?lang=en"))).html();
        assertThat(standings.text()).contains("17500", "6400", "-20000", "-23900");
    }

    @Test
    void aHandThatIsNoWinningHandIsRefusedAtItsFieldWithTheInputKept() {
        Http.Response r = line(1, "result", "RON", "winner", id(1), "discarder", id(2), "notation",
                "234m567p234s66s56s9s");
        assertThat(r.status()).isEqualTo(422);
        Document page = r.html();
        assertThat(page.select("#notation").val()).isEqualTo("234m567p234s66s56s9s");
        assertThat(page.select("#notation-error, .field-error").text()).contains("These tiles make no winning hand.");
        // Han and fu no hand has: pinfu ron is 30 fu closed, never 50.
        Http.Response hanFu = line(1, "result", "RON", "winner", id(1), "discarder", id(2), "han", "1", "fu", "50",
                "yaku.PINFU", "on");
        assertThat(hanFu.status()).isEqualTo(422);
        assertThat(hanFu.html().select("#han").val()).isEqualTo("1");
        assertThat(hands()).isEmpty();
        for (String lang : List.of("zh", "ja")) {
            Http.Response translated = t.director().post(app, table() + "/hands?lang=" + lang, Map.of("number", "1",
                    "version", String.valueOf(version()), "requestId", "x-" + lang, "result", "RON", "winner", id(1),
                    "discarder", id(2), "notation", "234m567p234s66s56s9s"));
            assertThat(translated.html().select(".field-error").text()).as(lang)
                    .isNotBlank().doesNotContain("These tiles");
        }
    }

    /** Posts a correction of hand {@code number} with its reason: {@code fields} as name, value pairs. */
    private Http.Response correct(int number, String... fields) {
        Map<String, String> form = new HashMap<>();
        form.put("version", String.valueOf(version()));
        form.put("reason", "The referee read the hand again");
        for (int i = 0; i < fields.length; i += 2) {
            form.put(fields[i], fields[i + 1]);
        }
        return t.director().post(app, table() + "/hands/" + number + "/correct?lang=en", form);
    }

    private Map<Long, Integer> standings() {
        Tournament now = t.tournaments().find(t.id()).orElseThrow();
        Map<Long, Integer> points = new HashMap<>();
        for (StandingRow row : app.parts().standings().results(now).standings().players()) {
            points.put(row.playerId(), row.matchPoints());
        }
        return points;
    }

    @Test
    void aCorrectedHandReScoresTheLinesAfterItAndTheStandingsFollowThroughTheAuditTrail() {
        // East 1: seat 1 in riichi wins 3,900 from seat 2; East 2: seat 3 self-draws 400 / 700; East 3: seat 0
        // alone tenpai at the draw.
        assertThat(line(1, "result", "RON", "winner", id(1), "discarder", id(2), "riichi1", "on",
                "notation", "234m567p234s66s56s7s").status()).isEqualTo(302);
        assertThat(line(2, "result", "TSUMO", "winner", id(3), "han", "2", "fu", "20", "yaku.MENZEN_TSUMO", "on",
                "yaku.PINFU", "on").status()).isEqualTo(302);
        assertThat(line(3, "result", "DRAW", "tenpai0", "on").status()).isEqualTo(302);
        Document correction = t.director().get(app, table() + "/hands/1/correct?lang=en").html();
        assertThat(correction.select("#notation").val()).isEqualTo("234m567p234s66s56s7s");
        assertThat(correction.select("#winner option[selected]").val()).isEqualTo(id(1));
        assertThat(correction.select("input[name=riichi1]").hasAttr("checked")).isTrue();
        assertThat(correction.select(".riichi-win")).hasSize(2);

        // The referee finds that the dealer, seat 0, won hand 1 (2 han 30 fu, 2,900, with seat 1's stick): the
        // dealer stays, so hand 2 is East 1 with 1 honba and its tsumo pays 800 / 500 / 500.
        Http.Response r = correct(1, "result", "RON", "winner", id(0), "discarder", id(2), "riichi1", "on",
                "han", "2", "fu", "30", "yaku.PINFU", "on", "yaku.TANYAO", "on");
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        List<HandRecord> stored = hands();
        assertThat(stored.get(0).results()).containsOnly(Map.entry(seats.get(0).playerId(), 3900),
                Map.entry(seats.get(1).playerId(), -1000), Map.entry(seats.get(2).playerId(), -2900),
                Map.entry(seats.get(3).playerId(), 0));
        assertThat(stored.get(1).results()).containsOnly(Map.entry(seats.get(0).playerId(), -800),
                Map.entry(seats.get(1).playerId(), -500), Map.entry(seats.get(2).playerId(), -500),
                Map.entry(seats.get(3).playerId(), 1800));
        assertThat(stored.get(2).results().get(seats.get(0).playerId())).isEqualTo(3000);
        Document sheet = t.director().get(app, table() + "/sheet?lang=en").html();
        assertThat(sheet.select(".riichi-scores .live-score").eachText())
                .containsExactly("36100", "27500", "25600", "30800");
        // As if the game ended now: uma 15/5/-5/-15 on 36,100 / 30,800 / 27,500 / 25,600 against the 30,000 return.
        assertThat(standings()).isEqualTo(Map.of(seats.get(0).playerId(), 21100, seats.get(3).playerId(), 5800,
                seats.get(1).playerId(), -7500, seats.get(2).playerId(), -19400));
        Sheet s = app.parts().sheets().find(t.id(), 1, 1).orElseThrow();
        assertThat(app.parts().sheets().corrections(s.id())).singleElement()
                .satisfies(c -> assertThat(c.reason()).isEqualTo("The referee read the hand again"));
    }

    @Test
    void aCorrectionThatEndsTheGameBeforeAStoredHandIsRefusedAtTheFieldAndNothingChanges() {
        playTheHanchan();
        List<HandRecord> before = hands();
        Map<Long, Integer> standings = standings();
        // Hand 5 was seat 2's chombo (South 1 replayed); as an exhaustive draw with nobody tenpai the dealer passes,
        // South 4 is hand 8 and its non-dealer win ends the game: hand 9 cannot have been played.
        Http.Response r = correct(5, "result", "DRAW");
        assertThat(r.status()).isEqualTo(422);
        assertThat(r.html().select(".field-error").text()).contains(
                "Corrected so, the game ends before hand 9: correct or remove the later hands first; nothing was saved.");
        assertThat(hands()).isEqualTo(before);
        assertThat(standings()).isEqualTo(standings);
        Sheet s = app.parts().sheets().find(t.id(), 1, 1).orElseThrow();
        assertThat(app.parts().sheets().corrections(s.id())).isEmpty();
    }

    @Test
    void aDoubleRonPaysEachWinnerWithTheSecondWinnersOwnFlags() {
        Document form = t.director().get(app, table() + "/sheet?lang=en").html();
        // One winner's block, used for the first winner and inside the double ron's details.
        assertThat(form.select(".riichi-hand-form .riichi-win")).hasSize(2);
        assertThat(form.select("details.riichi-second .riichi-win input[name=flag2.LAST_TILE]")).hasSize(1);
        assertThat(form.select("details.riichi-second .riichi-win input[name=yaku2.PINFU]")).hasSize(1);
        // East 1: seat 2's 7s is ron for seat 1 (tanyao, pinfu: 2 han 30 fu, 2,000) and for seat 3, whose pinfu
        // is on the last discard (houtei: 2 han 30 fu, 2,000; without the flag it would be 1,000). EMA pays both.
        Http.Response r = line(1, "result", "RON", "winner", id(1), "discarder", id(2),
                "notation", "234m567p234s66s56s7s", "winner2", id(3), "notation2", "123m456m789p99s56s7s",
                "flag2.LAST_TILE", "on");
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(hands().get(0).results()).containsOnly(Map.entry(seats.get(0).playerId(), 0),
                Map.entry(seats.get(1).playerId(), 2000), Map.entry(seats.get(2).playerId(), -4000),
                Map.entry(seats.get(3).playerId(), 2000));
    }

    @Test
    void nagashiManganIsPaidAsAManganTsumoWhereThePresetHasItAndRefusedWhereItHasNot() {
        Document ema = t.director().get(app, table() + "/sheet?lang=en").html();
        assertThat(ema.select("input[name=nagashi1]")).as("the EMA rules have no nagashi mangan").isEmpty();
        Http.Response refused = line(1, "result", "DRAW", "nagashi1", "on");
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.html().select(".field-error").text()).contains("These rules have no nagashi mangan.");
        assertThat(hands()).isEmpty();

        Tournament now = t.tournaments().find(t.id()).orElseThrow();
        t.tournaments().update(Actor.SYSTEM, now, Map.of(), new RiichiSettings("WRC", GameLength.HANCHAN));
        Document wrc = t.director().get(app, table() + "/sheet?lang=en").html();
        assertThat(wrc.select("fieldset.riichi-nagashi input[type=checkbox]")).hasSize(4);
        // WRC 2015 §6.5.4: seat 1's nagashi mangan at East 1 is paid as a non-dealer's mangan tsumo (4,000 from the
        // dealer, 2,000 from each other player), instead of the noten payments; seat 0 was tenpai too.
        Http.Response r = line(1, "result", "DRAW", "nagashi1", "on", "tenpai0", "on");
        assertThat(r.status()).as(r.body()).isEqualTo(302);
        assertThat(hands().get(0).results()).containsOnly(Map.entry(seats.get(0).playerId(), -4000),
                Map.entry(seats.get(1).playerId(), 8000), Map.entry(seats.get(2).playerId(), -2000),
                Map.entry(seats.get(3).playerId(), -2000));
    }

    @Test
    void aStaleFormIsToldOfTheHandItMissedAndStoresNothing() {
        int before = version();
        assertThat(line(1, before, "result", "DRAW").status()).isEqualTo(302);
        Http.Response stale = line(1, before, "result", "DRAW", "tenpai0", "on");
        assertThat(stale.status()).isEqualTo(409);
        assertThat(stale.html().select(".missed li").text()).isEqualTo("Hand 1 was entered meanwhile.");
        assertThat(hands()).hasSize(1);
        assertThat(hands().get(0).results().values()).containsOnly(0);
    }

    @Test
    void scoresCountedAtTheTableThatDoNotAddUpAreRefusedAndTheEnginesAreKept() {
        Http.Response wrong = line(1, "result", "RON", "winner", id(1), "discarder", id(2), "riichi1", "on",
                "notation", "234m567p234s66s56s7s", "score0", "30000", "score1", "33900", "score2", "26000",
                "score3", "30000");
        assertThat(wrong.status()).isEqualTo(422);
        assertThat(wrong.html().select(".field-error").text())
                .contains("These scores and the sticks on the table add up to 119,900, not 120,000.");
        assertThat(hands()).isEmpty();
        assertThat(line(1, "result", "RON", "winner", id(1), "discarder", id(2), "riichi1", "on",
                "notation", "234m567p234s66s56s7s", "score0", "30000", "score1", "33900", "score2", "26100",
                "score3", "30000").status()).isEqualTo(302);
    }
}
