package org.mahjongresults.web.publish;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.mahjongresults.db.JsonCodec;

/**
 * What an open standings page needs to go from the version it shows to the newest: the rows whose content changed
 * (a hand changes four players' totals) and, for the stretch of the table where anything moved, the new order and
 * places, instead of the whole table again (issue 13: at 1,000 players and 12 sessions the table is 97 KB with gzip,
 * and a hall of phones fetched it after every event; the delta of an event is a few KB).
 *
 * <p>Keeps the rows of the last few versions rendered, per tournament: a row holds no translated text, so every
 * language's table shares them. A page whose version is no longer kept, or whose table changed shape (players added,
 * the tournament's settings changed), gets the whole region instead. Each delta is computed once and kept as bytes
 * until a newer version appears: every page told of the same event asks for the same one.
 */
final class RowDeltas {

    /** How many versions of each table are kept: a page more than this many renders behind gets the whole table. */
    static final int KEPT_VERSIONS = 8;

    /**
     * The body of a delta; {@code at}, {@code order} and {@code places} are absent when no row moved;
     * {@code provisional}: whether the legend of results in progress is shown.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Body(String from, String v, Map<String, String> rows, Integer at, long[] order, String[] places,
                long[] drop, boolean provisional) {
    }

    /** The whole table: every row. */
    static final int WHOLE = RowSet.WHOLE;

    private final Map<PageKey, LinkedHashMap<String, RowSet>> kept = new ConcurrentHashMap<>();
    /**
     * Computed deltas per table: for its two newest target versions (the one announced and a newer one a page may
     * be asking for), "from" → bytes.
     */
    private final Map<PageKey, Computed[]> computed = new ConcurrentHashMap<>();

    private record Computed(String to, Map<String, Optional<PageCache.Page>> byFrom) {
    }

    /**
     * A version's rows ({@code key} names the table: its tournament), made by {@code rows} unless that version is kept
     * already (another language's table was rendered from it), with unchanged rows shared with the newest version
     * kept before.
     */
    RowSet remember(PageKey key, String version, Supplier<RowSet> make) {
        LinkedHashMap<String, RowSet> versions = kept.computeIfAbsent(key, k -> new LinkedHashMap<>());
        RowSet newest = null;
        synchronized (versions) {
            RowSet known = versions.get(version);
            if (known != null) {
                return known;
            }
            for (RowSet r : versions.values()) {
                newest = r;
            }
        }
        // Made and compared outside the lock: the pages asking for changes meanwhile need not wait for a new table.
        RowSet shared = make.get().reusing(newest);
        synchronized (versions) {
            RowSet known = versions.get(version);
            if (known != null) {
                return known; // made by another request meanwhile
            }
            versions.put(version, shared);
            while (versions.size() > KEPT_VERSIONS) {
                versions.remove(versions.keySet().iterator().next());
            }
            return shared;
        }
    }

    /**
     * The newest version kept of a table whose results version is at least {@code known} and whose tournament version
     * is that of {@code current}: the version announced to the page (rendered before the announcement), which a
     * page told of it can take at once instead of waiting for a newer version's render.
     */
    Optional<String> ready(PageKey key, String current, long known) {
        LinkedHashMap<String, RowSet> versions = kept.get(key);
        if (versions == null || known < 0) {
            return Optional.empty();
        }
        String newest = null;
        synchronized (versions) {
            for (String v : versions.keySet()) {
                newest = v;
            }
        }
        String found = newest;
        return PageVersion.parse(current).flatMap(c -> PageVersion.parse(found)
                .filter(n -> n.serves(c.tournament(), known)).map(n -> found));
    }

    /** The newest version kept of a table, if any. */
    Optional<String> newest(PageKey key) {
        LinkedHashMap<String, RowSet> versions = kept.get(key);
        if (versions == null) {
            return Optional.empty();
        }
        String newest = null;
        synchronized (versions) {
            for (String v : versions.keySet()) {
                newest = v;
            }
        }
        return Optional.ofNullable(newest);
    }

    /** The delta from {@code from} to {@code to} as JSON bytes, or empty when the page must take the whole table. */
    Optional<PageCache.Page> delta(PageKey key, String from, String to) {
        return delta(key, from, to, WHOLE);
    }

    /**
     * The delta of the first {@code limit} rows (the top of the table a phone shows): rows that enter the top come
     * whole, with their place in the order, and rows that leave it are named to be dropped.
     */
    Optional<PageCache.Page> delta(PageKey key, String from, String to, int limit) {
        LinkedHashMap<String, RowSet> versions = kept.get(key);
        if (versions == null) {
            return Optional.empty();
        }
        synchronized (versions) {
            // Only kept versions are looked at (and remembered): a made-up "from" costs nothing.
            if (!versions.containsKey(from) || !versions.containsKey(to)) {
                return Optional.empty();
            }
        }
        Computed[] targets = computed.compute(key, (k, old) -> {
            if (old != null) {
                for (Computed c : old) {
                    if (c.to().equals(to)) {
                        return old;
                    }
                }
            }
            Computed fresh = new Computed(to, new ConcurrentHashMap<>());
            return old == null ? new Computed[] {fresh} : new Computed[] {fresh, old[0]};
        });
        for (Computed c : targets) {
            if (c.to().equals(to)) {
                return c.byFrom().computeIfAbsent(limit == WHOLE ? from : limit + ":" + from,
                        f -> compute(key, from, to, limit));
            }
        }
        return compute(key, from, to, limit);
    }

    private Optional<PageCache.Page> compute(PageKey key, String from, String to, int limit) {
        RowSet before;
        RowSet after;
        LinkedHashMap<String, RowSet> versions = kept.get(key);
        if (versions == null) {
            return Optional.empty();
        }
        synchronized (versions) {
            before = versions.get(from);
            after = versions.get(to);
        }
        if (before == null || after == null || !sameShape(from, to)) {
            return Optional.empty();
        }
        return body(from, to, before, after, limit).map(body -> PageCache.page(to, JsonCodec.write(body)));
    }

    /** The delta's body, or empty when the two tables differ in shape. */
    static Optional<Body> body(String from, String to, RowSet before, RowSet after) {
        return body(from, to, before, after, WHOLE);
    }

    /** The delta's body for the first {@code limit} rows, or empty when the two tables differ in shape. */
    static Optional<Body> body(String from, String to, RowSet before, RowSet after,
                               int limit) {
        if (before.size() != after.size()) {
            return Optional.empty();
        }
        int n = Math.min(limit, after.size());
        Map<Long, String> rests = new HashMap<>(n * 2);
        for (int i = 0; i < n; i++) {
            rests.put(before.players()[i], before.rests()[i]);
        }
        // Ordered by player for a stable body (and so stable bytes and ETag).
        Map<String, String> rows = new TreeMap<>();
        int first = -1;
        int last = -1;
        int entered = 0;
        for (int i = 0; i < n; i++) {
            long player = after.players()[i];
            String old = rests.get(player);
            if (old == null && n == after.size()) {
                return Optional.empty(); // the whole table, and not the same players
            }
            String now = after.rests()[i];
            if (old == null) {
                entered++; // into the top from below: its whole row, placed by the order
                rows.put(String.valueOf(player), after.row(i));
            } else if (old != now && !old.equals(now)) {
                rows.put(String.valueOf(player), after.row(i));
            }
            if (player != before.players()[i] || !after.places()[i].equals(before.places()[i])) {
                first = first < 0 ? i : first;
                last = i;
            }
        }
        long[] drop = null;
        if (entered > 0) {
            // As many rows left the top as entered it: those of the old top that are not in the new one.
            java.util.Set<Long> top = new java.util.HashSet<>(n * 2);
            for (int i = 0; i < n; i++) {
                top.add(after.players()[i]);
            }
            drop = new long[entered];
            int d = 0;
            for (int i = 0; i < n; i++) {
                if (!top.contains(before.players()[i])) {
                    drop[d++] = before.players()[i];
                }
            }
        }
        if (first < 0) {
            return Optional.of(new Body(from, to, rows, null, null, null, null, after.legend()));
        }
        return Optional.of(new Body(from, to, rows, first, Arrays.copyOfRange(after.players(), first, last + 1),
                Arrays.copyOfRange(after.places(), first, last + 1), drop, after.legend()));
    }

    /** Whether two versions are of one tournament version (the table's shape may change with it). */
    private static boolean sameShape(String from, String to) {
        Optional<PageVersion> a = PageVersion.parse(from);
        Optional<PageVersion> b = PageVersion.parse(to);
        return a.isPresent() && b.isPresent() && a.get().tournament() == b.get().tournament();
    }
}
