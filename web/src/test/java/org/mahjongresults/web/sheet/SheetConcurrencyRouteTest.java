package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;

/**
 * Many scorekeepers at once: parallel submissions to many tables and to one sheet. No hand is lost or written
 * twice, no request fails with a server error, and every refusal says why.
 */
class SheetConcurrencyRouteTest {

    @Test
    void parallelSubmissionsToManyTablesAndToOneSheetLoseNothingAndDuplicateNothing() throws Exception {
        try (TestApp app = TestApp.startWithDemo()) {
            List<SheetFixture> tables = new ArrayList<>();
            for (int t = 1; t <= 8; t++) {
                tables.add(new SheetFixture(app, 1, t));
            }
            List<Staff> keepers = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                keepers.add(Staff.login(app, i % 2 == 0 ? "scorekeeper" : "referee",
                        i % 2 == 0 ? "demo-scorekeeper" : "demo-referee"));
            }
            ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
            ExecutorService pool = Executors.newFixedThreadPool(12);
            List<Future<?>> futures = new ArrayList<>();
            // Each table gets 4 hands from 3 competing clients; each client retries a refused hand with the
            // sheet's new version, and sometimes repeats a request (a double click) with the same request id.
            for (SheetFixture table : tables) {
                for (int client = 0; client < 3; client++) {
                    Staff staff = keepers.get((client + table.table) % keepers.size());
                    int c = client;
                    futures.add(pool.submit(() -> {
                        for (int attempt = 0; attempt < 40; attempt++) {
                            int next = table.hands().size() + 1;
                            if (next > 4) {
                                return;
                            }
                            String request = "t" + table.table + "-h" + next + "-c" + c;
                            Http.Response r = table.win(staff, next, table.version(), next % 4, null, 8, null, request);
                            if (attempt % 3 == 0) {
                                table.win(staff, next, table.version(), next % 4, null, 8, null, request);
                            }
                            if (r.status() >= 500) {
                                problems.add("server error " + r.status() + " on table " + table.table);
                            } else if (r.status() == 409) {
                                if (!r.html().select(".errors").text().contains("Someone saved this sheet")) {
                                    problems.add("a refusal without its reason on table " + table.table);
                                }
                            } else if (r.status() != 302) {
                                problems.add("unexpected " + r.status() + " on table " + table.table);
                            }
                        }
                    }));
                }
            }
            for (Future<?> f : futures) {
                f.get(120, TimeUnit.SECONDS);
            }
            pool.shutdown();
            assertThat(problems).isEmpty();
            for (SheetFixture table : tables) {
                List<HandRecord> hands = table.hands();
                assertThat(hands).as("table " + table.table).hasSize(4);
                assertThat(hands).extracting(HandRecord::number).containsExactly(1, 2, 3, 4);
                for (HandRecord h : hands) {
                    assertThat(h.results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
                }
            }
        }
    }
}
