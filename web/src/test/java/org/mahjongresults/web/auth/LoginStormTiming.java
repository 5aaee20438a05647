package org.mahjongresults.web.auth;

import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import io.javalin.Javalin;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.account.UserRepository;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.demo.DemoData;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.App;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Not a test: a timing harness for issue 30's login storm (BENCHMARKS.md, "Wave 4"). With production's Argon2id
 * (19 MiB, two passes), {@code STORM} logins at once (default 100) while one client reads spectators' pages one after
 * another (a page rendered for each request: the statistics with {@code ?lang=en}, and a kept one: the standings).
 * Run once with the password checks on every core and once with one core left free:
 * {@code java -cp ... org.mahjongresults.web.auth.LoginStormTiming [workers...]}.
 */
public final class LoginStormTiming {

    private LoginStormTiming() {
    }

    public static void main(String[] args) throws Exception {
        int storm = Integer.parseInt(System.getenv().getOrDefault("STORM", "100"));
        int[] workers = args.length == 0 ? new int[] {2, PasswordChecks.workersFor(2)}
                : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        PasswordHasher hasher = new PasswordHasher();
        String hash = hasher.hash("keeper-password");
        for (int w : workers) {
            run(storm, w, hasher, hash);
        }
    }

    private static void run(int storm, int workers, PasswordHasher hasher, String hash) throws Exception {
        Clock clock = Clock.systemUTC();
        try (Database db = Database.open(TestDatabase.freshConfig());
             PasswordChecks checks = new PasswordChecks(workers)) {
            long id = new DemoData(db, clock, hasher::hash).loadIfEmpty(true);
            UserRepository users = new UserRepository(db, clock, new AuditLog(db, clock));
            for (int i = 0; i < storm; i++) {
                users.create(Actor.SYSTEM, "storm" + i, "Keeper " + i, hash, false);
            }
            Javalin app = App.create(db, clock, TestApp.CONFIG, hasher,
                    new LoginService.Pacing(checks, LoginService.Waits.TIMER)).start("127.0.0.1", 0);
            String base = "http://127.0.0.1:" + app.port();
            ExecutorService phones = Executors.newFixedThreadPool(storm + 1);
            try {
                Http reader = new Http();
                while (reader.get(base + "/health").status() != 200) {
                    Thread.onSpinWait();
                }
                String rendered = base + "/tournaments/" + id + "/stats?lang=en";
                String kept = base + "/tournaments/" + id + "/standings";
                for (int i = 0; i < 20; i++) { // warm the JIT
                    reader.get(rendered);
                    reader.get(kept);
                }
                List<Double> quietRendered = time(reader, rendered, 20);
                List<Double> quietKept = time(reader, kept, 20);

                CountDownLatch go = new CountDownLatch(1);
                AtomicBoolean storming = new AtomicBoolean(true);
                List<Future<double[]>> answers = new ArrayList<>();
                long began = System.nanoTime();
                for (int i = 0; i < storm; i++) {
                    Http http = new Http();
                    String csrf = http.get(base + "/login").html().selectFirst("input[name=_csrf]").val();
                    String name = "storm" + i;
                    answers.add(phones.submit(() -> {
                        go.await();
                        long t = System.nanoTime();
                        int status = http.post(base + "/login", Map.of("username", name,
                                "password", "keeper-password", "_csrf", csrf)).status();
                        return new double[] {status, (System.nanoTime() - t) / 1e6};
                    }));
                }
                CompletableFuture<List<Double>[]> during = CompletableFuture.supplyAsync(() -> {
                    List<Double> r = new ArrayList<>();
                    List<Double> k = new ArrayList<>();
                    while (storming.get()) {
                        r.addAll(time(reader, rendered, 1));
                        k.addAll(time(reader, kept, 1));
                    }
                    @SuppressWarnings("unchecked")
                    List<Double>[] both = new List[] {r, k};
                    return both;
                }, phones);
                go.countDown();
                List<Double> loginMs = new ArrayList<>();
                int signedIn = 0;
                int other = 0;
                for (Future<double[]> a : answers) {
                    double[] got = a.get(300, TimeUnit.SECONDS);
                    if (got[0] == 302) {
                        signedIn++;
                    } else {
                        other++;
                    }
                    loginMs.add(got[1]);
                }
                double stormSeconds = (System.nanoTime() - began) / 1e9;
                storming.set(false);
                List<Double>[] pages = during.get(60, TimeUnit.SECONDS);
                System.out.printf("workers %d, %d logins: %d signed in, %d told to wait; storm %.1f s; login p50 %.0f"
                                + " max %.0f ms; most checks at once %d%n", workers, storm, signedIn, other,
                        stormSeconds, pct(loginMs, 50), pct(loginMs, 100), checks.mostRunning());
                System.out.printf("  rendered page (stats): quiet p50 %.0f ms; during the storm p50 %.0f p95 %.0f max"
                                + " %.0f ms (%d requests)%n", pct(quietRendered, 50), pct(pages[0], 50),
                        pct(pages[0], 95), pct(pages[0], 100), pages[0].size());
                System.out.printf("  kept page (standings): quiet p50 %.1f ms; during the storm p50 %.1f p95 %.1f max"
                                + " %.1f ms (%d requests)%n", pct(quietKept, 50), pct(pages[1], 50), pct(pages[1], 95),
                        pct(pages[1], 100), pages[1].size());
            } finally {
                phones.shutdownNow();
                app.stop();
            }
        }
    }

    private static List<Double> time(Http http, String url, int n) {
        List<Double> ms = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long t = System.nanoTime();
            http.get(url);
            ms.add((System.nanoTime() - t) / 1e6);
        }
        return ms;
    }

    private static double pct(List<Double> values, int p) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        List<Double> sorted = new ArrayList<>(values);
        Collections.sort(sorted);
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }
}
