package org.mahjongresults.db.backup;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.Map;

/**
 * Backs up or restores an H2 database from the command line:
 * <pre>
 *   java -cp mahjong-web.jar org.mahjongresults.db.backup.BackupCommand backup  backup.zip
 *   java -cp mahjong-web.jar org.mahjongresults.db.backup.BackupCommand restore backup.zip ./data
 * </pre>
 * The database is the one {@code DB_URL} names (as for the website). {@code backup} opens it without migrating it
 * (a backup taken before an upgrade must be of the old schema), so the website must be stopped, or the database
 * opened with {@code AUTO_SERVER=TRUE}; while the website runs, take the backup from its admin page or let it take
 * them automatically ({@code BACKUP_DIR}). {@code restore} unpacks a backup into a folder: point {@code DB_URL} at
 * the restored file and start the website.
 */
public final class BackupCommand {

    private BackupCommand() {
    }

    public static void main(String[] args) {
        System.exit(run(args, System.getenv(), System.out, System.err));
    }

    /** Runs the command; answers the exit status. */
    public static int run(String[] args, Map<String, String> env, PrintStream out, PrintStream err) {
        if (args.length >= 2 && args[0].equals("backup")) {
            String url = env.getOrDefault("DB_URL", "jdbc:h2:file:./data/mahjong;AUTO_SERVER=FALSE;WRITE_DELAY=0");
            if (!DatabaseBackup.supported(url)) {
                err.println("Not an H2 database file: " + url + ". Back up PostgreSQL with pg_dump (see the README).");
                return 2;
            }
            long start = System.nanoTime();
            Path zip = Path.of(args[1]);
            try (Connection c = DriverManager.getConnection(url, env.getOrDefault("DB_USER", "sa"),
                    env.getOrDefault("DB_PASSWORD", ""))) {
                DatabaseBackup.backup(c, zip);
                out.printf("Backed up to %s: %d bytes in %d ms%n", zip, Files.size(zip),
                        (System.nanoTime() - start) / 1_000_000);
                return 0;
            } catch (SQLException | IOException e) {
                err.println("The backup failed: " + e.getMessage());
                return 1;
            }
        }
        if (args.length >= 3 && args[0].equals("restore")) {
            Path zip = Path.of(args[1]);
            Path folder = Path.of(args[2]);
            try {
                Files.createDirectories(folder);
                restore(zip, folder);
                out.printf("Restored %s into %s%n", zip, folder.toAbsolutePath());
                return 0;
            } catch (IOException | RuntimeException e) {
                err.println("The restore failed: " + e.getMessage());
                return 1;
            }
        }
        err.println("Usage: BackupCommand backup <file.zip> | restore <file.zip> <folder>");
        return 2;
    }

    /** Unpacks a backup's database file into {@code folder} (a file of the same name there is replaced). */
    public static void restore(Path zip, Path folder) {
        org.h2.tools.Restore.execute(zip.toString(), folder.toString(), null);
    }
}
