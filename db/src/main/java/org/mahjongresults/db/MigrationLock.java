package org.mahjongresults.db;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Migrations of one H2 database run one server at a time (issue 36). Flyway locks its schema history with
 * {@code SELECT … FOR UPDATE}, which on H2 locks nothing while the table is new and empty: servers starting together
 * on a fresh database all read "nothing applied" and insert the same first row (a unique-key violation on
 * {@code installed_rank}). On PostgreSQL Flyway takes an advisory lock itself, so nothing is needed there.
 *
 * <p>Servers sharing an H2 database share a JVM (a memory database, or a file one process holds open), so a lock per
 * database in this JVM serialises them; a file database is also locked by a file beside it ({@code
 * <name>.migrate.lock}), for processes that reach one file through H2's automatic server mode.
 */
final class MigrationLock {

    /** One lock per H2 database address, for as long as the JVM runs (as the memory databases themselves do). */
    private static final Map<String, ReentrantLock> LOCKS = new ConcurrentHashMap<>();

    private MigrationLock() {
    }

    /** Runs {@code migrate} holding the database's migration lock (none needed for PostgreSQL). */
    static void around(DbConfig config, Runnable migrate) {
        if (config.isPostgres()) {
            migrate.run();
            return;
        }
        String name = config.url().split(";", 2)[0];
        ReentrantLock lock = LOCKS.computeIfAbsent(name, n -> new ReentrantLock());
        lock.lock();
        try {
            Path folder = Database.h2FileDirectory(config.url());
            if (folder == null) {
                migrate.run();
                return;
            }
            Path file = folder.resolve(Path.of(name.substring(name.lastIndexOf(':') + 1)).getFileName()
                    + ".migrate.lock");
            try {
                java.nio.file.Files.createDirectories(folder);
                try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE);
                     FileLock ignored = channel.lock()) {
                    migrate.run();
                }
            } catch (IOException e) {
                throw new UncheckedIOException("could not take the migration lock " + file, e);
            }
        } finally {
            lock.unlock();
        }
    }
}
