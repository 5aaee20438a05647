package org.mahjongresults.db.backup;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import javax.sql.DataSource;

/**
 * A consistent copy of an H2 database taken while the website writes to it: H2's online backup
 * ({@code BACKUP TO}), which copies the database file as of one moment into a zip without stopping writers. A
 * PostgreSQL database is backed up with {@code pg_dump} instead (the README says how); this class refuses it.
 */
public final class DatabaseBackup {

    /** What a backup took: its file, size and duration. */
    public record Taken(Path file, long bytes, Duration took) {
    }

    /** The database cannot be backed up from inside the website (PostgreSQL, or H2 in memory). */
    public static final class NotSupportedException extends RuntimeException {
        public NotSupportedException(String message) {
            super(message);
        }
    }

    private final DataSource dataSource;
    private final String jdbcUrl;

    public DatabaseBackup(DataSource dataSource, String jdbcUrl) {
        this.dataSource = dataSource;
        this.jdbcUrl = jdbcUrl;
    }

    /** Whether this database is an H2 file that {@link #writeTo} can copy. */
    public boolean supported() {
        return supported(jdbcUrl);
    }

    /** Whether the database at {@code jdbcUrl} is an H2 file (not PostgreSQL, not H2 in memory). */
    public static boolean supported(String jdbcUrl) {
        String url = jdbcUrl.toLowerCase(Locale.ROOT);
        return url.startsWith("jdbc:h2:") && !url.startsWith("jdbc:h2:mem:") && !url.startsWith("jdbc:h2:tcp:")
                && !url.startsWith("jdbc:h2:ssl:");
    }

    /** Writes an online backup of the whole database to {@code zip} (replacing it) and says what it took. */
    public Taken writeTo(Path zip) {
        if (!supported()) {
            throw new NotSupportedException("only an H2 database file is backed up from the website; "
                    + "back up PostgreSQL with pg_dump");
        }
        long start = System.nanoTime();
        try (Connection c = dataSource.getConnection()) {
            backup(c, zip);
            return new Taken(zip, Files.size(zip), Duration.ofNanos(System.nanoTime() - start));
        } catch (SQLException e) {
            throw new IllegalStateException("the backup to " + zip + " failed", e);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Runs H2's {@code BACKUP TO} on an open connection. */
    static void backup(Connection c, Path zip) throws SQLException, IOException {
        Path target = zip.toAbsolutePath();
        Files.createDirectories(target.getParent());
        Path partial = target.resolveSibling(target.getFileName() + ".part");
        Files.deleteIfExists(partial);
        try (Statement s = c.createStatement()) {
            s.execute("BACKUP TO '" + partial.toString().replace("'", "''") + "'");
        }
        // Written under another name and then renamed: a folder of backups never holds a half-written one.
        Files.move(partial, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    }

    /** Deletes all but the newest {@code keep} backups ({@code *.zip}) in {@code folder}; answers how many went. */
    public static int prune(Path folder, int keep) {
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> zips = files.filter(p -> p.getFileName().toString().endsWith(".zip"))
                    .sorted(Comparator.comparing((Path p) -> p.getFileName().toString()).reversed())
                    .toList();
            int deleted = 0;
            for (Path old : zips.subList(Math.min(Math.max(keep, 1), zips.size()), zips.size())) {
                Files.deleteIfExists(old);
                deleted++;
            }
            return deleted;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
