package org.mahjongresults.web.robust;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.mahjongresults.db.Actor;
import org.mahjongresults.db.Database;
import org.mahjongresults.db.DbConfig;
import org.mahjongresults.db.audit.AuditLog;
import org.mahjongresults.db.backup.BackupCommand;
import org.mahjongresults.db.backup.DatabaseBackup;
import org.mahjongresults.db.sheet.HandRecord;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.web.testing.Staff;
import org.mahjongresults.web.testing.TestApp;
import org.mahjongresults.db.testing.OnlyOnH2;

/**
 * A backup taken while the event runs (issue 29): scorekeepers submit hands while an administrator downloads a
 * backup from the admin page; the backup, restored into a fresh folder and opened by the website's code, holds every
 * hand acknowledged before the backup began, and nothing half-written. H2 only: a PostgreSQL database is backed up
 * with pg_dump, which the website does not run.
 */
@OnlyOnH2
class BackupRestoreTest {

    private static final int WRITERS = 3;

    @Test
    void aBackupTakenMidWriteRestoresEveryHandAcknowledgedBeforeIt() throws Exception {
        Path dir = Files.createTempDirectory("backup-test");
        DbConfig live = new DbConfig("jdbc:h2:file:" + dir.resolve("live/mahjong").toAbsolutePath()
                + ";WRITE_DELAY=0", "sa", "", 5);
        List<Scorekeeper.Ack> acks = new CopyOnWriteArrayList<>();
        ConcurrentLinkedQueue<Throwable> problems = new ConcurrentLinkedQueue<>();
        Path zip = dir.resolve("download.zip");
        long backupBegan;
        try (TestApp app = TestApp.start(live, true, Clock.systemUTC())) {
            long tid = app.demoTournamentId();
            app.parts().users()
                    .create(Actor.SYSTEM, "admin", "Site Admin", TestApp.HASHER.hash("admin-password"), true);
            Staff admin = Staff.login(app, "admin", "admin-password");
            AtomicBoolean stop = new AtomicBoolean(false);
            // Done when 20 hands are acknowledged or a writer failed: the backup is taken then.
            CompletableFuture<Void> enough = new CompletableFuture<>();
            List<Thread> writers = new ArrayList<>();
            for (int w = 0; w < WRITERS; w++) {
                int writer = w;
                Thread t = new Thread(() -> {
                    try {
                        Scorekeeper sk = new Scorekeeper(app::url);
                        for (int table = 1 + writer; !stop.get() && table <= 12; table += WRITERS) {
                            Scorekeeper.Ack ack;
                            while (!stop.get() && (ack = sk.next(tid, 1, table)) != null) {
                                acks.add(ack);
                                if (acks.size() >= 20) {
                                    enough.complete(null);
                                }
                            }
                        }
                    } catch (RuntimeException e) {
                        problems.add(e);
                        enough.complete(null);
                    }
                }, "writer-" + w);
                t.start();
                writers.add(t);
            }
            enough.get(120, TimeUnit.SECONDS);
            // The download, through the admin page's form, while the writers go on.
            backupBegan = System.nanoTime();
            HttpResponse<byte[]> download = post(app.url("/admin/site/backup"), admin);
            long backupEnded = System.nanoTime();
            int during = (int) acks.stream().filter(a -> a.answeredAtNanos() > backupBegan
                    && a.answeredAtNanos() < backupEnded).count();
            stop.set(true);
            for (Thread t : writers) {
                t.join(30_000);
            }
            assertThat(problems).isEmpty();
            assertThat(download.statusCode()).isEqualTo(200);
            assertThat(download.headers().firstValue("Content-Disposition").orElse(""))
                    .matches("attachment; filename=\"mahjong-\\d{8}-\\d{6}\\.zip\"");
            Files.write(zip, download.body());
            System.out.printf("backup test: %d hands acknowledged, %d of them while the %d-byte backup was taken "
                    + "(%d ms)%n", acks.size(), during, download.body().length, (backupEnded - backupBegan) / 1_000_000);
        }

        // The documented restore: the command unpacks the backup; the website's code opens (and migrates) it.
        Path restored = dir.resolve("restored");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = runCommand(new String[] {"restore", zip.toString(), restored.toString()}, out);
        assertThat(status).as(out.toString(StandardCharsets.UTF_8)).isZero();
        try (Database db = Database.open(new DbConfig("jdbc:h2:file:" + restored.resolve("mahjong").toAbsolutePath(),
                "sa", "", 2))) {
            SheetRepository sheets = new SheetRepository(db, Clock.systemUTC(), new AuditLog(db, Clock.systemUTC()));
            long tid = 1;
            int found = 0;
            for (Scorekeeper.Ack ack : acks) {
                if (ack.answeredAtNanos() > backupBegan) {
                    continue; // acknowledged after the backup began: it may or may not be in it
                }
                Sheet sheet = sheets.find(tid, ack.session(), ack.table()).orElseThrow();
                assertThat(sheets.hands(sheet.id())).as("acknowledged hand %s", ack)
                        .anySatisfy(h -> assertThat(h.requestId()).isEqualTo(ack.requestId()));
                found++;
            }
            assertThat(found).isGreaterThanOrEqualTo(20);
            for (Sheet sheet : sheets.allSheets(tid)) {
                List<HandRecord> hands = sheets.hands(sheet.id());
                for (int i = 0; i < hands.size(); i++) {
                    assertThat(hands.get(i).number()).as("no gap on sheet %s", sheet.id()).isEqualTo(i + 1);
                    assertThat(hands.get(i).results().values().stream().mapToInt(Integer::intValue).sum()).isZero();
                }
            }
        }
    }

    @Test
    void theCommandBacksUpAStoppedDatabaseAndRefusesPostgres() throws Exception {
        Path dir = Files.createTempDirectory("backup-command");
        String url = "jdbc:h2:file:" + dir.resolve("data/mahjong").toAbsolutePath();
        try (Database db = Database.open(new DbConfig(url, "sa", "", 2))) {
            assertThat(new DatabaseBackup(db.dataSource(), db.url()).supported()).isTrue();
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Path zip = dir.resolve("backups/one.zip");
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        assertThat(invoke(new String[] {"backup", zip.toString()}, Map.of("DB_URL", url), print)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("Backed up to");
        assertThat(Files.size(zip)).isPositive();
        assertThat(invoke(new String[] {"backup", zip.toString()},
                Map.of("DB_URL", "jdbc:postgresql://localhost/mahjong"), print)).isEqualTo(2);
        assertThat(out.toString(StandardCharsets.UTF_8)).contains("pg_dump");

        // Automatic backups keep the newest few.
        for (int i = 0; i < 5; i++) {
            Files.writeString(dir.resolve("backups/mahjong-2026010" + i + "-000000.zip"), "x");
        }
        assertThat(DatabaseBackup.prune(dir.resolve("backups"), 3)).isEqualTo(3);
        try (var left = Files.list(dir.resolve("backups"))) {
            assertThat(left.map(p -> p.getFileName().toString()).sorted().toList())
                    .containsExactly("mahjong-20260103-000000.zip", "mahjong-20260104-000000.zip", "one.zip");
        }
    }

    private static int runCommand(String[] args, ByteArrayOutputStream out) {
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        return invoke(args, Map.of(), print);
    }

    private static int invoke(String[] args, Map<String, String> env, PrintStream out) {
        return BackupCommand.run(args, env, out, out);
    }

    /** The admin page's backup form, posted with the session's cookie and token; the zip as bytes. */
    private static HttpResponse<byte[]> post(String url, Staff admin) {
        return admin.http().postForBytes(url, Map.of("_csrf", admin.csrf()));
    }
}
