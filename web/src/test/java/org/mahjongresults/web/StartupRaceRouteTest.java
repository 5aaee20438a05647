package org.mahjongresults.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.account.User;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.testing.Slow;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Several servers starting together on one empty database (issue 14): each opens its own pool, migrates and runs
 * what {@code Main} runs before serving; one loads the demo and creates the first administrator, the others find
 * it done. No crash, no second demo, no duplicate account.
 */
@Slow
class StartupRaceRouteTest {

    private static final int SERVERS = 4;

    private static List<Database> startTogether(DbConfig config, AppConfig app) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(SERVERS);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Database>> starts = new ArrayList<>();
        try {
            for (int i = 0; i < SERVERS; i++) {
                starts.add(pool.submit(() -> {
                    go.await();
                    Database db = Database.open(config);
                    Main.prepare(db, app, Clock.systemUTC(), TestApp.HASHER);
                    return db;
                }));
            }
            go.countDown();
            List<Database> dbs = new ArrayList<>();
            for (Future<Database> f : starts) {
                dbs.add(f.get()); // a crash of any start fails the test here
            }
            return dbs;
        } finally {
            pool.shutdown();
        }
    }

    @Test
    void serversStartingTogetherLoadOneDemoAndEachServesIt() throws Exception {
        DbConfig config = TestDatabase.emptyConfig(); // not yet migrated: the servers race to migrate it
        List<Database> dbs = startTogether(config,
                new AppConfig(0, false, true, true, null, 480, Set.of()));
        try {
            Clock clock = Clock.systemUTC();
            Database db = dbs.get(0);
            List<Tournament> tournaments = new TournamentRepository(db, clock, new AuditLog(db, clock)).list();
            // The demo is three tournaments: MCR, the Swiss championship and riichi (issue 38), each loaded once.
            assertThat(tournaments).extracting(Tournament::name).doesNotHaveDuplicates().hasSize(3);
            List<User> users = new UserRepository(db, clock, new AuditLog(db, clock)).list();
            assertThat(users).extracting(User::username).doesNotHaveDuplicates().contains("director", "scorekeeper");
            var server = App.create(dbs.get(SERVERS - 1), clock, TestApp.CONFIG, TestApp.HASHER)
                    .start("127.0.0.1", 0);
            try {
                assertThat(new Http().get("http://127.0.0.1:" + server.port() + "/tournaments/"
                        + tournaments.get(0).id()).status()).isEqualTo(200);
            } finally {
                server.stop();
            }
        } finally {
            dbs.forEach(Database::close);
        }
    }

    @Test
    void serversStartingTogetherWithAnAdministratorPasswordCreateOneAdministrator() throws Exception {
        DbConfig config = TestDatabase.emptyConfig(); // not yet migrated: the servers race to migrate it
        List<Database> dbs = startTogether(config,
                new AppConfig(0, false, true, false, "first-admin-password", 480, Set.of()));
        try {
            Clock clock = Clock.systemUTC();
            List<User> users = new UserRepository(dbs.get(1), clock, new AuditLog(dbs.get(1), clock)).list();
            assertThat(users).extracting(User::username).containsExactly("admin");
            assertThat(new TournamentRepository(dbs.get(1), clock, new AuditLog(dbs.get(1), clock)).list()).isEmpty();
        } finally {
            dbs.forEach(Database::close);
        }
    }
}
