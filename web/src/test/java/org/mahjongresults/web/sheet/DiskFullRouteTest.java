package org.mahjongresults.web.sheet;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.web.testing.Http;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.db.testing.OnlyOnH2;

/**
 * A full disk under H2 (issue 30): the database's file on a small volume of its own (a tmpfs of a few MB, mounted by
 * the test, so it needs root), filled up by a file while a scorekeeper enters hands. The hand that cannot be written
 * is refused with a page that says the disk is full (503), /health says so too, nothing acknowledged is lost, and
 * when the file is removed the site writes again by itself, without a restart.
 */
@OnlyOnH2
class DiskFullRouteTest {

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().transferTo(OutputStream.nullOutputStream());
        return p.waitFor();
    }

    /** Writes a file until the volume is full. */
    private static void fill(Path file) {
        byte[] block = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(file)) {
            while (true) {
                out.write(block);
            }
        } catch (IOException full) {
            // the volume is full
        }
    }

    /**
     * Asks again until {@code condition} holds, for at most {@code within}: the site recovering from a fault is a
     * real process's doing, seen through requests (each of which does the waiting), not a clock the test can move.
     */
    private static void eventually(String what, Duration within, java.util.function.BooleanSupplier condition) {
        long deadline = System.nanoTime() + within.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + within + ": " + what);
            }
        }
    }

    @Test
    void aHandOnAFullDiskIsRefusedPlainlyNothingIsLostAndTheSiteRecoversWhenSpaceReturns() throws Exception {
        Path volume = Path.of(System.getProperty("java.io.tmpdir"), "disk-full-" + UUID.randomUUID());
        Files.createDirectories(volume);
        assertThat(run("mount", "-t", "tmpfs", "-o", "size=24m", "tmpfs", volume.toString()))
                .as("mounting a small tmpfs (the suite runs as root, as CI does)").isZero();
        try {
            DbConfig config = new DbConfig("jdbc:h2:file:" + volume.resolve("db") + ";WRITE_DELAY=0", "sa", "", 5);
            try (TestApp app = TestApp.start(config, true, Clock.systemUTC())) {
                SheetFixture sheet = new SheetFixture(app, 1, 1);
                Staff keeper = Staff.login(app, "scorekeeper", "demo-scorekeeper");
                assertThat(sheet.draw(keeper, 1, "hand-1").status()).isEqualTo(302);

                // A spectator's standings, rendered before the disk fills.
                String standings = app.url("/tournaments/" + app.demoTournamentId() + "/standings");
                Http.Response before = new Http().get(standings);
                assertThat(before.status()).isEqualTo(200);
                assertThat(new Http().get(standings).status()).isEqualTo(200);

                Path filler = volume.resolve("filler");
                fill(filler);
                Http.Response refused = null;
                int number = 0;
                String requestId = null;
                // H2 may still hold some room in its file: hands, table after table (16 to a sheet), until one is
                // refused.
                hands:
                for (int table = 1; table <= 8; table++) {
                    SheetFixture at = table == 1 ? sheet : new SheetFixture(app, 1, table);
                    for (int n = table == 1 ? 2 : 1; n <= 16; n++) {
                        Http.Response r = at.draw(keeper, n, "hand-" + table + "-" + n);
                        if (r.status() != 302) {
                            refused = r;
                            sheet = at;
                            number = n;
                            requestId = "hand-" + table + "-" + n;
                            break hands;
                        }
                    }
                }
                assertThat(refused).as("a hand on the full disk is refused").isNotNull();
                assertThat(refused.status()).isEqualTo(503);
                assertThat(refused.html().select("main").text()).contains("The server's disk is full", "nothing was saved");
                // Degraded, not down (issue 36): reads go on, as README "Metrics" says.
                Http.Response health = new Http().get(app.url("/health"));
                assertThat(health.status()).isEqualTo(200);
                assertThat(health.body()).isEqualTo("{\"status\":\"DEGRADED\",\"database\":\"DISK_FULL\"}");
                // Spectators keep the page already rendered, past its snapshot's age.
                app.advanceClock(Duration.ofSeconds(5));
                Http.Response spectator = new Http().get(standings);
                assertThat(spectator.status()).isEqualTo(200);
                assertThat(spectator.html().select("main").text()).isEqualTo(before.html().select("main").text());

                // The typed hand is kept on the page, to be sent again by one button (issue 30).
                var kept = refused.html().selectFirst("form.kept-form");
                assertThat(kept).as("the refused hand is kept in a form").isNotNull();
                assertThat(kept.attr("action")).isEqualTo(sheet.base() + "/hands");
                Map<String, String> again = new HashMap<>();
                kept.select("input[type=hidden]").forEach(i -> again.put(i.attr("name"), i.val()));
                assertThat(again).containsEntry("requestId", requestId).containsEntry("result", "DRAW")
                        .containsKey("_csrf").containsKey("version");
                assertThat(kept.select("dd").eachText()).contains(requestId, "DRAW");
                // Every staff page says so until there is room again.
                eventually("a staff page says the disk is full", Duration.ofSeconds(30),
                        () -> keeper.get(app, "/").body().contains("disk is full: nothing can be saved"));

                Files.delete(filler);
                eventually("writes again once space is back, without a restart: the kept hand sent again",
                        Duration.ofSeconds(30), () -> keeper.http().post(app.url(kept.attr("action")), again)
                                .status() == 302);
                assertThat(new Http().get(app.url("/health")).status()).isEqualTo(200);
                assertThat(keeper.get(app, "/").body()).doesNotContain("nothing can be saved");
                assertThat(sheet.hands()).as("every acknowledged hand kept").hasSize(number);
            }
        } finally {
            run("umount", "-l", volume.toString());
            Files.deleteIfExists(volume);
        }
    }
}
