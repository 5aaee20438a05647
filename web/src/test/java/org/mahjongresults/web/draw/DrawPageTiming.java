package org.mahjongresults.web.draw;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.demo.BigTournament;
import org.mahjongresults.db.testing.TestDatabase;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.TestApp;

/**
 * Not a test: a timing harness for issue 30's draw page (BENCHMARKS.md, "Wave 4"). Generates a PLAYERS x SESSIONS
 * tournament (default 1,000 x 12, two sessions played) in an in-memory H2, starts the website on it and times the
 * renders of the draw's pages: {@code ?lang=en} makes every request a render (a language choice is never served a
 * kept page), the plain address the published copy. Run with the web module's test class path:
 * {@code java -cp ... org.mahjongresults.web.draw.DrawPageTiming [players sessions played rounds]}.
 */
public final class DrawPageTiming {

    private DrawPageTiming() {
    }

    public static void main(String[] args) {
        int players = args.length > 0 ? Integer.parseInt(args[0]) : 1000;
        int sessions = args.length > 1 ? Integer.parseInt(args[1]) : 12;
        int played = args.length > 2 ? Integer.parseInt(args[2]) : 2;
        int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 5;
        // TIMING_DB: an H2 file kept between runs (generated on the first), else a fresh in-memory database.
        String file = System.getenv("TIMING_DB");
        boolean kept = file != null && Files.exists(Path.of(file + ".mv.db"));
        var config = file == null ? TestDatabase.freshConfig()
                : new DbConfig("jdbc:h2:file:" + file + ";AUTO_SERVER=FALSE", "sa", "", 5);
        long id = 1;
        long began = System.nanoTime();
        try (Database db = Database.open(config)) {
            if (!kept) {
                id = BigTournament.create(db, Clock.systemUTC(), players, sessions, played);
                System.out.printf("generated %d x %d (%d played) in %.1f s%n", players, sessions, played,
                        (System.nanoTime() - began) / 1e9);
            }
            long starting = System.nanoTime();
            try (TestApp app = TestApp.start(config, false, Clock.systemUTC(), TestApp.CONFIG)) {
                Http health = new Http();
                while (health.get(app.url("/health")).status() != 200) {
                    Thread.onSpinWait();
                }
                System.out.printf("started and warm in %.1f s%n", (System.nanoTime() - starting) / 1e9);
                Http http = new Http();
                String base = "/tournaments/" + id;
                String[] pages = {"/draw", "/draw/players", "/sessions/" + (played + 1),
                    "/sessions/" + (played + 1) + "/cards", "/stats"};
                for (String page : pages) {
                    time(app, http, base + page + "?lang=en", rounds, "render");
                    time(app, http, base + page, rounds, "published");
                }
            }
        }
    }

    private static void time(TestApp app, Http http, String path, int rounds, String what) {
        List<Double> ms = new ArrayList<>();
        double first = 0;
        int size = 0;
        int status = 0;
        for (int i = 0; i < rounds + 1; i++) {
            long t = System.nanoTime();
            Http.Response r = http.get(app.url(path));
            double took = (System.nanoTime() - t) / 1e6;
            if (i > 0) { // the first warms the JIT and the caches
                ms.add(took);
            } else {
                first = took;
            }
            size = r.body().length();
            status = r.status();
        }
        Collections.sort(ms);
        System.out.printf("%-10s %-40s %d %7d chars  first %8.1f ms  then median %8.1f  min %8.1f  max %8.1f%n",
                what, path, status, size, first, ms.get(ms.size() / 2), ms.get(0), ms.get(ms.size() - 1));
    }
}
