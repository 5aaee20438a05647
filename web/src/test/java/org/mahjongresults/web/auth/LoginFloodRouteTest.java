package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.SettableClock;
import org.mahjongresults.db.account.LoginAttemptRepository;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.AppConfig;
import org.mahjongresults.web.testing.Http;

/**
 * A login flood (issue 30): 300 wrong passwords for {@code director} at once from one address. The real director,
 * from another address, is still answered within the throttle's promise ({@link LoginService#MAX_DELAY}), the
 * flood costs a handful of password checks rather than 300, public pages answer meanwhile, and the director's
 * success does not give the flood its free tries back. Time is the test's clock; the delays are the ones the
 * throttle decided (a seam), not waited out.
 */
@Slow
class LoginFloodRouteTest {

    private static final PasswordHasher CHEAP = new PasswordHasher(new PasswordHasher.Cost(4 * 1024, 1, 1));
    private static final String ATTACKER = "203.0.113.66";
    private static final String DIRECTOR = "192.0.2.10";
    private static final int FLOOD = 300;
    private static final int WORKERS = 2;

    /** The throttle's decided delays: the attacker's are held (their time has not come), the others' run at once. */
    private static final class Decided implements LoginService.Waits {
        final List<String> addresses = new CopyOnWriteArrayList<>();
        final List<Duration> waits = new CopyOnWriteArrayList<>();
        final List<Runnable> held = new CopyOnWriteArrayList<>();

        @Override
        public void after(Duration wait, String address, Runnable then) {
            addresses.add(address);
            waits.add(wait);
            if (address.equals(ATTACKER)) {
                held.add(then);
            } else {
                then.run();
            }
        }

        List<Duration> of(String address) {
            List<Duration> out = new ArrayList<>();
            for (int i = 0; i < addresses.size(); i++) {
                if (addresses.get(i).equals(address)) {
                    out.add(waits.get(i));
                }
            }
            return out;
        }
    }

    private static String csrf(Http http, String base, String from) {
        return http.get(base + "/login", "X-Forwarded-For", from).html().selectFirst("input[name=_csrf]").val();
    }

    @Test
    void theRealDirectorIsAnsweredWithinThePromiseWhileThreeHundredWrongPasswordsArriveFromElsewhere()
            throws Exception {
        SettableClock clock = SettableClock.at(Instant.parse("2026-04-17T08:00:00Z"));
        Decided decided = new Decided();
        PasswordChecks checks = new PasswordChecks(WORKERS);
        try (Database db = Database.open(TestDatabase.freshConfig())) {
            AppConfig behindProxy = new AppConfig(0, false, true, false, null, 480, Set.of("127.0.0.1"));
            App.Application wired = App.compose(db, clock, behindProxy, CHEAP,
                    new LoginService.Pacing(checks, decided));
            wired.parts().users().create(Actor.SYSTEM, "director", "Director", CHEAP.hash("the-real-password"),
                    false);
            Javalin app = wired.server().start("127.0.0.1", 0);
            ExecutorService attackers = Executors.newFixedThreadPool(32);
            try {
                String base = "http://127.0.0.1:" + app.port();
                // One browser session of the attacker's, its form token sent 300 times at once.
                Http attacker = new Http();
                String token = csrf(attacker, base, ATTACKER);
                CountDownLatch go = new CountDownLatch(1);
                CountDownLatch answered = new CountDownLatch(FLOOD - 1);
                // Each answer's status is recorded before the latch counts it: a future is done only after its
                // task returns, a moment after the count, so reading futures here would race the last answer.
                Map<Integer, Integer> answeredStatus = new ConcurrentHashMap<>();
                List<Future<Http.Response>> flood = new ArrayList<>();
                for (int i = 0; i < FLOOD; i++) {
                    int attempt = i;
                    String guess = "guess-" + i;
                    flood.add(attackers.submit(() -> {
                        go.await();
                        Http.Response r = attacker.post(base + "/login", Map.of("username", "director",
                                "password", guess, "_csrf", token), "X-Forwarded-For", ATTACKER);
                        answeredStatus.put(attempt, r.status());
                        answered.countDown();
                        return r;
                    }));
                }
                go.countDown();

                // All but the one slowed attempt that waits out its delay are answered: wrong, or refused unchecked.
                assertThat(answered.await(120, TimeUnit.SECONDS)).isTrue();
                List<Integer> statuses = new ArrayList<>();
                for (int i = 0; i < FLOOD; i++) {
                    statuses.add(answeredStatus.getOrDefault(i, -1));
                }
                assertThat(statuses).as("no 500 and no 503 for the flood").doesNotContain(500, 503)
                        .allMatch(s -> s == 422 || s == 429 || s == -1);
                assertThat(statuses.stream().filter(s -> s == -1).count()).as("one slowed attempt waits")
                        .isLessThanOrEqualTo(1);
                assertThat(statuses).as("most of the flood was refused unchecked").contains(429);
                assertThat(decided.held).as("the attacker holds one slowed attempt").hasSize(1);

                LoginAttemptRepository attempts = wired.parts().loginAttempts();
                OffsetDateTime since = OffsetDateTime.now(clock).minusHours(1);
                assertThat(attempts.failuresForUser("director", since))
                        .as("the flood cost a few password checks, not 300")
                        .hasSizeBetween(LoginService.FREE_FAILURES, LoginService.FREE_FAILURES + WORKERS);

                // Public pages answer while the flood's slowed attempt waits.
                assertThat(new Http().get(base + "/").status()).isEqualTo(200);

                // The real director, from their own address: signed in, after a delay within the promise.
                Http real = new Http();
                Http.Response answer = real.post(base + "/login", Map.of("username", "director",
                        "password", "the-real-password", "_csrf", csrf(real, base, DIRECTOR)),
                        "X-Forwarded-For", DIRECTOR);
                assertThat(answer.status()).isEqualTo(302);
                assertThat(decided.of(DIRECTOR)).as("the delays decided for the real director")
                        .allMatch(d -> d.compareTo(LoginService.MAX_DELAY) <= 0)
                        .allMatch(d -> d.compareTo(LoginService.MAX_SHARED_ACCOUNT_DELAY) <= 0);

                // Another flood attempt meanwhile is still refused unchecked, and the director's success has not
                // given the attacker's address its free tries back.
                Http again = new Http();
                Http.Response more = again.post(base + "/login", Map.of("username", "director", "password",
                        "one-more", "_csrf", csrf(again, base, ATTACKER)), "X-Forwarded-For", ATTACKER);
                assertThat(more.status()).isEqualTo(429);
                assertThat(more.header("Retry-After")).isNotBlank();
                assertThat(more.html().select(".errors").text()).contains("Too many sign-ins");
                LoginService logins = wired.parts().logins();
                assertThat(logins.delay("director", ATTACKER)).as("the attacker's delay stands")
                        .isPositive()
                        .isLessThanOrEqualTo(LoginService.MAX_DELAY);
                assertThat(logins.delay("director", DIRECTOR)).as("the director's own address is not slowed")
                        .isLessThanOrEqualTo(LoginService.MAX_SHARED_ACCOUNT_DELAY);

                // The slowed attempt's time comes: it is checked, and wrong.
                decided.held.forEach(Runnable::run);
                for (Future<Http.Response> f : flood) {
                    assertThat(f.get(30, TimeUnit.SECONDS).status()).isIn(422, 429);
                }
                assertThat(checks.mostRunning()).isLessThanOrEqualTo(WORKERS);
            } finally {
                attackers.shutdownNow();
                app.stop();
                checks.close();
            }
        }
    }
}
