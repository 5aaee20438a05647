package org.mahjongresults.web.publish;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.LongSupplier;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/**
 * What spectators' pages are computed from, shared by every spectator request: a tournament and its results version
 * as read at most {@link #FRESH_NANOS} ago. On an event day thousands of phones ask for the same cached page; each
 * request reading the tournament and its results version costs two database round trips that tell every one of them
 * the same thing. Here one request in a quarter of a second reads them, and the others are served from memory.
 *
 * <p>Staleness is bounded and never hides news: the live events refresh the snapshot before they announce a new
 * version ({@link #refresh}), and a page that was told of version {@code v} asks for at least {@code v}
 * ({@link #current(long, long)}), which reads again when the snapshot is older (another server may have announced it).
 * Signed-in staff never use snapshots: after their own write they see it at once.
 */
final class TournamentSnapshots {

    /** How old a snapshot may be before a spectator request reads the database again: a quarter of a second. */
    static final long FRESH_NANOS = 250_000_000L;

    /** A tournament and its results version, read together. */
    public record Snapshot(Tournament tournament, long resultsVersion, long readAt) {
    }

    private static final class Slot {
        private final ReentrantLock lock = new ReentrantLock();
        private volatile Snapshot snapshot;
    }

    private final TournamentRepository tournaments;
    private final SheetRepository sheets;
    private final LongSupplier nanoTime;
    private final Map<Long, Slot> slots = new ConcurrentHashMap<>();

    TournamentSnapshots(TournamentRepository tournaments, SheetRepository sheets, LongSupplier nanoTime) {
        this.tournaments = tournaments;
        this.sheets = sheets;
        this.nanoTime = nanoTime;
    }

    /**
     * The tournament as a spectator may see it now, at results version {@code atLeast} or newer; empty if it does not
     * exist. One request reads the database when the snapshot is stale; the others keep using the previous snapshot
     * meanwhile, unless it is older than the version they were told of.
     */
    public Optional<Snapshot> current(long id, long atLeast) {
        Slot slot = slots.computeIfAbsent(id, k -> new Slot());
        Snapshot s = slot.snapshot;
        if (usable(s, atLeast) && nanoTime.getAsLong() - s.readAt() < FRESH_NANOS) {
            return Optional.of(s);
        }
        if (usable(s, atLeast) && !slot.lock.tryLock()) {
            return Optional.of(s); // another request is reading; this one makes do with a quarter-second-old view
        }
        if (!slot.lock.isHeldByCurrentThread()) {
            slot.lock.lock();
        }
        try {
            Snapshot again = slot.snapshot;
            if (again != null && again != s && usable(again, atLeast)) {
                return Optional.of(again); // read by the request this one waited for
            }
            return Optional.ofNullable(read(slot, id));
        } finally {
            slot.lock.unlock();
        }
    }

    /**
     * The tournament's snapshot if it is fresh (read less than a quarter of a second ago), without ever reading the
     * database: what a cached page answered ahead of the router is checked against (FrontDoor).
     */
    public Optional<Snapshot> fresh(long id) {
        Slot slot = slots.get(id);
        Snapshot s = slot == null ? null : slot.snapshot;
        return s != null && nanoTime.getAsLong() - s.readAt() < FRESH_NANOS ? Optional.of(s) : Optional.empty();
    }

    /** Reads a tournament's snapshot again now: called before its new results version is announced. */
    public void refresh(long id) {
        Slot slot = slots.computeIfAbsent(id, k -> new Slot());
        slot.lock.lock();
        try {
            read(slot, id);
        } finally {
            slot.lock.unlock();
        }
    }

    /**
     * Forgets a tournament's snapshot after a write through this server, so that the next spectator request reads
     * it: whoever wrote sees the news from any browser at once, not a quarter of a second later.
     */
    public void forget(long id) {
        Slot slot = slots.get(id);
        if (slot != null) {
            slot.snapshot = null;
        }
    }

    private static boolean usable(Snapshot s, long atLeast) {
        return s != null && s.resultsVersion() >= atLeast;
    }

    private Snapshot read(Slot slot, long id) {
        // The version first: results computed from it are never newer than the tournament read after it.
        long version = sheets.resultsVersion(id);
        Tournament t = tournaments.find(id).orElse(null);
        Snapshot s = t == null ? null : new Snapshot(t, version, nanoTime.getAsLong());
        slot.snapshot = s;
        if (s == null) {
            slots.remove(id, slot);
        }
        return s;
    }
}
