package org.mahjongresults.web.publish;

import static org.assertj.core.api.Assertions.assertThat;

import io.javalin.Javalin;
import io.javalin.json.JavalinJackson;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.system.SystemController;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * {@code /health} says STARTING (503) until the publisher has warmed the spectators' pages, then UP (issue 30: a load
 * balancer sent phones to a server still computing its first standings). The warm is held by a declared page that
 * waits for a latch (the seam), so the test sees the server between its start and its readiness without any clock.
 * The warm also prepares the live region of the session being played.
 */
class WarmHealthRouteTest {

    @Test
    void healthSaysStartingUntilThePublishersWarmIsDoneThenUp() throws Exception {
        Clock clock = Clock.systemUTC();
        try (Database db = Database.open(TestDatabase.freshConfig())) {
            // The demo tournament: public, its draw published, so the start warms its pages.
            new DemoData(db, clock, TestApp.HASHER::hash).loadIfEmpty(false);
            AuditLog audit = new AuditLog(db, clock);
            Publisher publisher = new Publisher(new TournamentRepository(db, clock, audit),
                    new SheetRepository(db, clock, audit), Map.of(), Duration.ofMillis(500), clock);
            CountDownLatch warming = new CountDownLatch(1);
            CountDownLatch release = new CountDownLatch(1);
            publisher.declare(new SpectatorPage("held", SpectatorPage.Scope.TOURNAMENT, (t, scope, languages) -> {
                warming.countDown();
                await(release);
            }));
            // The live region of the session being played is warmed too, after the whole tournament's pages.
            List<String> sessionsWarmed = new CopyOnWriteArrayList<>();
            publisher.declare(new SpectatorPage("live", SpectatorPage.Scope.SESSION,
                    (t, scope, languages) -> sessionsWarmed.add(scope.text() + " in " + languages.size()
                            + " languages")));
            publisher.currentSessionBy(t -> Optional.of(2));
            SystemController system = new SystemController(db, publisher::ready);
            CompletableFuture<Void> warm = new CompletableFuture<>();
            // As App wires it: /health by the system controller, the warm when the server has started (here on a
            // thread of its own, so that the test gets the port while the warm is held).
            Javalin app = Javalin.create(javalin -> {
                javalin.jsonMapper(new JavalinJackson(JsonCodec.mapper(), false));
                javalin.routes.get("/health", system::health);
                javalin.events.serverStarted(() -> CompletableFuture.runAsync(publisher::warm)
                        .whenComplete((done, failed) -> warm.complete(null)));
            }).start("127.0.0.1", 0);
            try {
                assertThat(warming.await(10, TimeUnit.SECONDS)).as("the warm prepares the declared pages").isTrue();
                String url = "http://127.0.0.1:" + app.port() + "/health";

                Http.Response starting = new Http().get(url);
                assertThat(starting.status()).isEqualTo(503);
                assertThat(starting.body()).isEqualTo("{\"status\":\"STARTING\",\"database\":\"UP\"}");
                assertThat(publisher.ready()).isFalse();
                assertThat(sessionsWarmed).as("not before the standings").isEmpty();

                release.countDown();
                warm.get(10, TimeUnit.SECONDS);

                Http.Response up = new Http().get(url);
                assertThat(up.status()).isEqualTo(200);
                assertThat(up.body()).isEqualTo("{\"status\":\"UP\",\"database\":\"UP\"}");
                assertThat(sessionsWarmed).containsExactly("session:2 in 3 languages");
            } finally {
                release.countDown();
                app.stop();
                publisher.close();
            }
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
