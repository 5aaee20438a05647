package org.mahjongresults.web.publish;

import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;

/**
 * What spectators' pages are computed from, shared by every spectator request: a tournament and its results version
 * as read at most {@link #FRESH_NANOS} ago. On an event day thousands of phones ask for the same cached page; each
 * request reading the tournament and its results version costs two database round trips that tell every one of them
 * the same thing. Here one request in a quarter of a second reads them, and the others are served from memory.
 *
 * <p>Staleness is bounded and never hides news: the live events refresh the snapshot at a new version before they
 * announce it ({@link #refresh}), and a page that was told of version {@code v} asks for at least {@code v}
 * ({@link #current(long, long)}), which reads again when the snapshot is older (another server may have announced it).
 * Signed-in staff never use snapshots: after their own write they see it at once.
 */
final class TournamentSnapshots {

    /** How old a snapshot may be before a spectator request reads the database again: a quarter of a second. */
    static final long FRESH_NANOS = 250_000_000L;

    /** A tournament and its results version, read together. */
    public record Snapshot(Tournament tournament, long resultsVersion, long readAt) {
    }

    private final TournamentRepository tournaments;
    private final ChangeFeed feed;
    private final LongSupplier nanoTime;
    /** Per tournament its snapshot ({@link KeptValue}: one read at a time, the others keep the previous one). */
    private final Map<Long, KeptValue<Snapshot>> slots = new ConcurrentHashMap<>();

    TournamentSnapshots(TournamentRepository tournaments, ChangeFeed feed, LongSupplier nanoTime) {
        this.tournaments = tournaments;
        this.feed = feed;
        this.nanoTime = nanoTime;
    }

    /**
     * The tournament as a spectator may see it now, at results version {@code atLeast} or newer; empty if it does not
     * exist. One request reads the database when the snapshot is stale; the others keep using the previous snapshot
     * meanwhile, unless it is older than the version they were told of.
     */
    public Optional<Snapshot> current(long id, long atLeast) {
        // While another request reads, this one makes do with a quarter-second-old view if it has the news.
        return Optional.ofNullable(slot(id).get(READ, s -> usable(s, atLeast) && young(s),
                s -> usable(s, atLeast), s -> false, previous -> read(id)));
    }

    /**
     * The tournament's snapshot if it is fresh (read less than a quarter of a second ago), without ever reading the
     * database: what a cached page answered ahead of the router is checked against (FrontDoor).
     */
    public Optional<Snapshot> fresh(long id) {
        KeptValue<Snapshot> slot = slots.get(id);
        Snapshot s = slot == null ? null : slot.kept();
        return s != null && young(s) ? Optional.of(s) : Optional.empty();
    }

    /**
     * Reads a tournament's snapshot again now, at results version {@code version}, which is about to be announced:
     * the tournament alone is read. Answers the snapshot kept after it (a newer one read meanwhile stays), as the
     * pages prepared before the announcement read it; null if the tournament no longer exists.
     */
    public TournamentRead refresh(long id, long version) {
        // Not the flight of a read under way: that one may have begun before the news this refresh announces.
        Snapshot kept = slot(id).offer(read(id, version));
        return kept == null ? null : new TournamentRead(kept.tournament(), kept.resultsVersion());
    }

    /**
     * Forgets a tournament's snapshot when a write through this server is announced, so that the next spectator
     * request reads it: whoever wrote sees the news from any browser at once, not a quarter of a second later.
     */
    public void forget(long id) {
        KeptValue<Snapshot> slot = slots.get(id);
        if (slot != null) {
            slot.forget();
        }
    }

    private static boolean usable(Snapshot s, long atLeast) {
        return s != null && s.resultsVersion() >= atLeast;
    }

    private boolean young(Snapshot s) {
        return nanoTime.getAsLong() - s.readAt() < FRESH_NANOS;
    }

    /** The one flight of a tournament's snapshot: one read at a time. */
    private static final Object READ = "read";

    private KeptValue<Snapshot> slot(long id) {
        // Of two snapshots, one of a newer results version is never replaced by one read before it.
        return slots.computeIfAbsent(id, k -> new KeptValue<>((a, b) -> a.resultsVersion() > b.resultsVersion(),
                UNBOUNDED, nanoTime));
    }

    /** A snapshot with the news a request was told of stands in at once however long another read takes. */
    private static final java.time.Duration UNBOUNDED = java.time.Duration.ofDays(365);

    private Snapshot read(long id) {
        // The version first: results computed from it are never newer than the tournament read after it.
        return read(id, feed.version(id));
    }

    private Snapshot read(long id, long version) {
        Tournament t = tournaments.find(id).orElse(null);
        if (t == null) {
            slots.remove(id);
            return null;
        }
        return new Snapshot(t, version, nanoTime.getAsLong());
    }
}
