package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.web.table.PlayerCodes;

/**
 * Personal codes under attack (issue 36): a burst of wrong codes from many addresses does not lock the player out,
 * concurrent tries cannot outrun the count, a hall behind one address is not blocked, and every form that takes a
 * code says why it refused one. Addresses come from {@code X-Forwarded-For}, the app trusting the test as its proxy.
 */
class CodeThrottleRouteTest {

    private static final int BURST = 40;

    private TestApp app;
    private Staff scorekeeper;
    private Staff director;
    private ExecutorService phones;

    @BeforeEach
    void start() {
        app = TestApp.start(TestDatabase.freshConfig(), true, Clock.systemUTC(),
                new AppConfig(0, false, true, false, null, 480, Set.of("127.0.0.1")));
        scorekeeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
        director = Staff.login(app, "director", "demo-director");
        phones = Executors.newFixedThreadPool(BURST);
    }

    @AfterEach
    void stop() {
        phones.shutdownNow();
        app.close();
    }

    /** Table {@code n} of session 1 with a hand saved (its sheet is open) and a code for each of its players. */
    private SheetFixture openTable(int n) {
        SheetFixture t = new SheetFixture(app, 1, n);
        assertThat(t.draw(scorekeeper, 1, "t" + n).status()).isEqualTo(302);
        for (int seat = 0; seat < 4; seat++) {
            assertThat(director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(seat),
                    Map.of("code", code(n, seat))).status()).isEqualTo(302);
        }
        return t;
    }

    private static String code(int table, int seat) {
        return "5" + table + "7" + seat + "1";
    }

    /** A phone without an account, on the table's signing page, behind {@code address}. */
    private record Phone(Http http, String csrf, String address) {
    }

    private Phone phone(SheetFixture t, String address) {
        Http http = new Http();
        String csrf = http.get(app.url(t.base() + "/sign?lang=en"), "X-Forwarded-For", address).html()
                .selectFirst("input[name=_csrf]").val();
        return new Phone(http, csrf, address);
    }

    private Http.Response call(Phone p, SheetFixture t, long player, String code, String lang) {
        return p.http().post(app.url(t.base() + "/calls?lang=" + lang), Map.of("_csrf", p.csrf(), "player",
                String.valueOf(player), "code", code, "reason", "TIME"), "X-Forwarded-For", p.address());
    }

    /** {@code BURST} wrong codes for one player at once, from the phones given in turn; their answers. */
    private List<Http.Response> burst(SheetFixture t, long player, List<Phone> from) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Http.Response>> sent = new ArrayList<>();
        for (int i = 0; i < BURST; i++) {
            Phone p = from.get(i % from.size());
            String guess = String.format("%06d", 100_000 + i);
            sent.add(phones.submit(() -> {
                go.await();
                return call(p, t, player, guess, "en");
            }));
        }
        go.countDown();
        List<Http.Response> answers = new ArrayList<>();
        for (Future<Http.Response> f : sent) {
            answers.add(f.get());
        }
        return answers;
    }

    /** How many codes were checked for a player: every try checked is recorded, and these were all wrong. */
    private int checked(long player) {
        Clock clock = Clock.systemUTC();
        return app.parts().signatures()
                .failures(player, java.time.OffsetDateTime.now(clock).minusHours(1)).size();
    }

    @Test
    void theRightCodeIsTakenWithinSecondsAfterFortyConcurrentWrongOnesFromTenAddresses() throws Exception {
        SheetFixture t = openTable(1);
        List<Phone> attackers = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            attackers.add(phone(t, "10.0.0." + (i + 1)));
        }
        List<Http.Response> answers = burst(t, t.id(1), attackers);
        assertThat(answers).extracting(Http.Response::status).allMatch(s -> s == 422 || s == 429);

        // The player, a moment later, from a phone of their own: taken, after at most a few seconds' turn.
        Phone own = phone(t, "10.0.9.9");
        Duration told = Duration.ZERO;
        Http.Response answer = call(own, t, t.id(1), code(1, 1), "en");
        while (answer.status() == 429 && told.compareTo(Duration.ofSeconds(10)) < 0) {
            // The player waits as told: the app's clock moves on by that much instead of the test sleeping.
            Duration wait = Duration.ofSeconds(Long.parseLong(answer.header("Retry-After")));
            told = told.plus(wait);
            app.advanceClock(wait);
            answer = call(own, t, t.id(1), code(1, 1), "en");
        }
        assertThat(answer.status()).as(answer.body()).isEqualTo(302);
        // The seconds are the app's clock's, moved as told: a wall-clock bound would fail on a busy machine.
        assertThat(told).as("told to wait at most a few seconds").isLessThanOrEqualTo(Duration.ofSeconds(3));
    }

    @Test
    void fortyConcurrentTriesFromOneAddressAreCheckedNoMoreThanABurstAllows() throws Exception {
        SheetFixture t = openTable(1);
        Phone attacker = phone(t, "10.0.0.1");
        long started = System.nanoTime();
        List<Http.Response> answers = burst(t, t.id(2), List.of(attacker));
        long seconds = (System.nanoTime() - started + 999_999_999L) / 1_000_000_000L;
        // Each try is decided and recorded in one step: the burst checks the free tries and the turns queued within
        // the wait allowed, plus the turns that came free while the burst itself lasted.
        assertThat(checked(t.id(2))).as("codes checked of %d tries in %d s", BURST, seconds)
                .isLessThanOrEqualTo(PlayerCodes.MOST_CHECKS_IN_A_BURST + (int) seconds);
        List<Http.Response> refused = answers.stream().filter(r -> r.status() == 429).toList();
        assertThat(refused).hasSizeGreaterThanOrEqualTo(BURST - PlayerCodes.MOST_CHECKS_IN_A_BURST - (int) seconds);
        Http.Response one = refused.get(0);
        long retry = Long.parseLong(one.header("Retry-After"));
        assertThat(retry).isBetween(1L, 5L);
        Document page = one.html();
        assertThat(page.select("#call-code").attr("aria-invalid")).isEqualTo("true");
        assertThat(page.select(".call-panel .field-error").text())
                .isEqualTo("Too many wrong codes. Nothing was checked; please try again in " + retry
                        + " s, or ask the referee.");
    }

    @Test
    void aHallBehindOneAddressIsNotBlockedByItsPlayersMistakes() {
        List<SheetFixture> tables = new ArrayList<>();
        for (int n = 1; n <= 6; n++) {
            tables.add(openTable(n));
        }
        String hall = "192.168.1.1";
        // One wrong code for each of 20 players, all from the hall's address.
        for (int i = 0; i < 20; i++) {
            SheetFixture t = tables.get(i / 4);
            Http.Response wrong = call(phone(t, hall), t, t.id(i % 4), "000000", "en");
            assertThat(wrong.status()).as("player %d", i).isEqualTo(422);
        }
        // Another player of the hall, with the right code: taken.
        SheetFixture sixth = tables.get(5);
        Http.Response right = call(phone(sixth, hall), sixth, sixth.id(0), code(6, 0), "en");
        assertThat(right.status()).as(right.body()).isEqualTo(302);
    }

    @Test
    void everyFormThatTakesACodeSaysWhyItRefusedOneInEachLanguage() {
        SheetFixture t = openTable(1);
        Map<String, String> wrong = Map.of("en", "Wrong code.", "zh", "密码错误。", "ja", "コードが違います。");
        wrong.forEach((lang, said) -> {
            Http.Response r = call(phone(t, "10.0.0.1"), t, t.id(0), "999999", lang);
            assertThat(r.status()).isEqualTo(422);
            Document page = r.html();
            assertThat(page.select(".call-panel .field-error").text()).as(lang).isEqualTo(said);
            assertThat(page.select("#call-code").attr("aria-invalid")).isEqualTo("true");
            assertThat(page.select("#call-code").attr("value")).as("a code is never sent back").isEmpty();
        });
        // The confirmation form marks its own field, not the call form's.
        Phone p = phone(t, "10.0.0.2");
        assertThat(scorekeeper.post(app, t.base() + "/sheet/submit", Map.of("version", String.valueOf(t.version()),
                "confirmShort", "on", "reason", "Time for this test")).status()).isEqualTo(302);
        Http.Response sign = p.http().post(app.url(t.base() + "/sign?lang=en"), Map.of("_csrf", p.csrf(),
                "player", String.valueOf(t.id(3)), "code", "999999", "verdict", "CONFIRM"), "X-Forwarded-For",
                p.address());
        assertThat(sign.status()).isEqualTo(422);
        assertThat(sign.html().select(".sign-player[data-player=" + t.id(3) + "] .field-error").text())
                .isEqualTo("Wrong code.");
        assertThat(sign.html().select(".call-panel .field-error")).isEmpty();
    }

    @Test
    void noCodeIsCheckedForAPlayerOfATableWhoseSheetIsNotOpen() {
        SheetFixture t = new SheetFixture(app, 1, 7); // no hand yet: no sheet to call about with a code
        assertThat(director.post(app, "/tournaments/" + app.demoTournamentId() + "/codes/" + t.id(0),
                Map.of("code", "424242")).status()).isEqualTo(302);
        Http.Response r = call(phone(t, "10.0.0.1"), t, t.id(0), "000000", "en");
        assertThat(r.status()).isEqualTo(409);
        assertThat(r.html().select(".errors").text()).contains("only while the table's sheet is open");
        assertThat(checked(t.id(0))).isZero();
    }
}
