package org.mahjongresults.web.auth;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * The start of a session (issue 30): a hundred scorekeepers sign in together, and some share one account. Every
 * password check holds memory (19 MiB with the real cost) and a core, so they run a few at a time in a queue: all
 * are answered, none with a 503 or a 500, and no more checks ever ran at once than the bound.
 */
@Slow
class LoginStormRouteTest {

    /** Argon2id with a small memory cost, so that two hundred checks take a second, not half a minute. */
    private static final PasswordHasher CHEAP = new PasswordHasher(new PasswordHasher.Cost(4 * 1024, 1, 1));
    private static final int AT_ONCE = 200;
    private static final int WORKERS = 2;

    private record Login(Http http, String username, String password, String csrf) {
    }

    @Test
    void twoHundredLoginsAtOnceAllSucceedWhileOnlyTwoPasswordChecksRunAtATime() throws Exception {
        Clock clock = Clock.systemUTC();
        // Each check counted as 20 ms in the queue's estimate (200 at once: 2 s, under the 30 s beyond which a login is
        // told the queue is crowded), whatever each takes on this machine: a busy one made some of them 429.
        PasswordChecks checks = new PasswordChecks(WORKERS, Duration.ofMillis(20));
        try (Database db = Database.open(TestDatabase.freshConfig())) {
            App.Application wired = App.compose(db, clock, TestApp.CONFIG, CHEAP,
                    new LoginService.Pacing(checks, LoginService.Waits.TIMER));
            UserRepository users = wired.parts().users();
            // A hundred scorekeepers with their own accounts, and a hundred sign-ins of one shared account (the
            // 400-player event lost 25 of 100 of those).
            for (int i = 0; i < 100; i++) {
                users.create(Actor.SYSTEM, "keeper" + i, "Keeper " + i, CHEAP.hash("keeper-password-" + i), false);
            }
            users.create(Actor.SYSTEM, "tables", "Tables", CHEAP.hash("shared-password"), false);
            Javalin app = wired.server().start("127.0.0.1", 0);
            ExecutorService phones = Executors.newFixedThreadPool(AT_ONCE);
            try {
                String base = "http://127.0.0.1:" + app.port();
                List<Login> logins = new ArrayList<>();
                for (int i = 0; i < AT_ONCE; i++) {
                    Http http = new Http();
                    String csrf = http.get(base + "/login").html().selectFirst("input[name=_csrf]").val();
                    logins.add(i % 2 == 0
                            ? new Login(http, "keeper" + i / 2, "keeper-password-" + i / 2, csrf)
                            : new Login(http, "tables", "shared-password", csrf));
                }

                CountDownLatch go = new CountDownLatch(1);
                List<Future<Http.Response>> answers = new ArrayList<>();
                for (Login login : logins) {
                    answers.add(phones.submit(() -> {
                        go.await();
                        return login.http().post(base + "/login", Map.of("username", login.username(),
                                "password", login.password(), "_csrf", login.csrf()));
                    }));
                }
                go.countDown();

                List<Integer> statuses = new ArrayList<>();
                for (Future<Http.Response> answer : answers) {
                    statuses.add(answer.get(120, TimeUnit.SECONDS).status());
                }
                assertThat(statuses).as("every login signed in: no 503, no 500, no refusal").containsOnly(302);
                assertThat(checks.done()).as("every password was checked").isEqualTo(AT_ONCE);
                assertThat(checks.mostRunning()).as("never more checks at once than the bound")
                        .isBetween(1, WORKERS);
                assertThat(checks.queued()).isZero();

                // Each of them is really signed in, with a session of its own.
                Http.Response account = logins.get(1).http().get(base + "/account/password");
                assertThat(account.status()).isEqualTo(200);
            } finally {
                phones.shutdownNow();
                app.stop();
                checks.close();
            }
        }
    }
}
