package org.mahjongresults.web.system;

import java.nio.file.Path;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mahjongresults.db.backup.DatabaseBackup;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes an online backup every few minutes into a folder and keeps the newest few ({@code BACKUP_DIR},
 * {@code BACKUP_EVERY_MINUTES}, {@code BACKUP_KEEP}). Backups are named by their UTC time, so the newest sort last.
 */
public final class AutomaticBackups implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(AutomaticBackups.class);
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("'mahjong-'yyyyMMdd'-'HHmmss'.zip'")
            .withZone(ZoneOffset.UTC);

    private final DatabaseBackup backup;
    private final Path folder;
    private final int keep;
    private final Clock clock;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "automatic-backups");
        t.setDaemon(true);
        return t;
    });

    private AutomaticBackups(DatabaseBackup backup, Path folder, int keep, Clock clock) {
        this.backup = backup;
        this.folder = folder;
        this.keep = keep;
        this.clock = clock;
    }

    /** Starts taking backups every {@code everyMinutes}; none on a database the website cannot back up. */
    public static AutomaticBackups start(DatabaseBackup backup, Path folder, int everyMinutes, int keep, Clock clock) {
        AutomaticBackups b = new AutomaticBackups(backup, folder, keep, clock);
        if (!backup.supported()) {
            LOG.warn("BACKUP_DIR is set, but this database is not an H2 file: back up PostgreSQL with pg_dump");
            return b;
        }
        LOG.info("Backing up every {} minutes into {}, keeping the newest {}", everyMinutes, folder.toAbsolutePath(),
                keep);
        b.timer.scheduleWithFixedDelay(b::takeOne, everyMinutes, everyMinutes, TimeUnit.MINUTES);
        return b;
    }

    /** Takes one backup now and removes the oldest beyond the number kept; a failure is logged, never thrown. */
    public void takeOne() {
        try {
            DatabaseBackup.Taken taken = backup.writeTo(folder.resolve(NAME.format(clock.instant())));
            int removed = DatabaseBackup.prune(folder, keep);
            LOG.info("Backup {}: {} bytes in {} ms ({} old removed)", taken.file().getFileName(), taken.bytes(),
                    taken.took().toMillis(), removed);
        } catch (RuntimeException e) {
            LOG.error("The automatic backup into {} failed", folder.toAbsolutePath(), e);
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
