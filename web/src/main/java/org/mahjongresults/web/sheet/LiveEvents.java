package org.mahjongresults.web.sheet;

import io.javalin.http.sse.SseClient;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mahjongresults.db.ResultsVersion;
import org.mahjongresults.db.sheet.SheetRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Server-Sent Events for live results. Each "results" event says what changed: the new results version and the
 * tables written since the last event ({@code {"v":42,"tables":["3/12"]}}, or {@code "all":true} when anything may
 * have changed), so a page fetches only what concerns it. Events are coalesced to at most one per tournament per
 * {@link #MIN_INTERVAL}: with thousands of phones open, a burst of saved hands costs each of them one update.
 *
 * <p>A write on this server is announced at once (unless one went out less than a second ago); writes made on other
 * servers sharing the database are noticed by polling each watched tournament's results version (one indexed
 * single-row read), so every server's spectators see every change within about a second.
 */
public final class LiveEvents implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LiveEvents.class);
    /** The shortest time between two events of one tournament. */
    static final Duration MIN_INTERVAL = Duration.ofSeconds(1);
    /** More tables than this in one event: the event just says "all". */
    private static final int MAX_TABLES = 64;

    /** What the watchers of one tournament were last told. */
    private static final class Told {
        private volatile long version = -1;
        private volatile long at;
        private volatile boolean scheduled;
    }

    private final SheetRepository sheets;
    private final Map<Long, Set<SseClient>> watchers = new ConcurrentHashMap<>();
    private final Map<Long, Told> told = new ConcurrentHashMap<>();
    private final ScheduledExecutorService poller;
    private final List<Consumer<Long>> warmers = new CopyOnWriteArrayList<>();

    public LiveEvents(SheetRepository sheets, Duration pollEvery) {
        this.sheets = sheets;
        this.poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "live-results-poller");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleWithFixedDelay(this::poll, pollEvery.toMillis(), pollEvery.toMillis(), TimeUnit.MILLISECONDS);
        poller.scheduleWithFixedDelay(this::heartbeat, 15, 15, TimeUnit.SECONDS);
    }

    /**
     * Work to do before a new results version is announced: rendering the pieces that the spectators told of it
     * will fetch at once, so that their requests find them ready.
     */
    public void beforeAnnounce(Consumer<Long> warmer) {
        warmers.add(warmer);
    }

    /** A browser starts watching a tournament's results. */
    public void watch(long tournamentId, SseClient client) {
        client.keepAlive();
        Set<SseClient> set = watchers.computeIfAbsent(tournamentId, k -> ConcurrentHashMap.newKeySet());
        set.add(client);
        client.onClose(() -> set.remove(client));
        Told t = told.computeIfAbsent(tournamentId, k -> new Told());
        long v = t.version >= 0 ? t.version : sheets.resultsVersion(tournamentId);
        if (t.version < 0) {
            t.version = v;
        }
        client.sendEvent("hello", String.valueOf(v));
    }

    /** Results of a tournament changed on this server: tell its watchers now, or within the second. */
    public void changed(long tournamentId) {
        if (watchers.getOrDefault(tournamentId, Set.of()).isEmpty()) {
            return;
        }
        poller.execute(() -> announce(tournamentId));
    }

    private void poll() {
        for (Long id : watchers.keySet()) {
            try {
                if (!watchers.get(id).isEmpty()) {
                    announce(id);
                }
            } catch (RuntimeException e) {
                LOG.warn("could not poll results of tournament {}", id, e);
            }
        }
    }

    /** Runs on the poller thread only: one announcement at a time, at most one per interval. */
    private void announce(long tournamentId) {
        Told t = told.computeIfAbsent(tournamentId, k -> new Told());
        long now = System.nanoTime();
        if (t.version >= 0 && now - t.at < MIN_INTERVAL.toNanos()) {
            // Coalesced: sent as soon as the interval is over, with whatever else arrived meanwhile.
            if (!t.scheduled) {
                t.scheduled = true;
                poller.schedule(() -> {
                    t.scheduled = false;
                    announce(tournamentId);
                }, MIN_INTERVAL.toNanos() - (now - t.at), TimeUnit.NANOSECONDS);
            }
            return;
        }
        long v = sheets.resultsVersion(tournamentId);
        if (v == t.version) {
            return;
        }
        String data = t.version < 0 ? event(v, null) : event(v, sheets.changesSince(tournamentId, t.version));
        for (Consumer<Long> warmer : warmers) {
            try {
                warmer.accept(tournamentId);
            } catch (RuntimeException e) {
                LOG.warn("could not prepare the pages of tournament {}", tournamentId, e);
            }
        }
        t.version = v;
        broadcast(tournamentId, data);
        // The interval counts from when the watchers were told, not from when the pages began to be prepared.
        t.at = System.nanoTime();
    }

    /** The event's data: the version and the tables changed, as JSON. */
    static String event(long version, List<ResultsVersion.Change> changes) {
        StringBuilder sb = new StringBuilder("{\"v\":").append(version);
        if (changes == null || changes.size() > MAX_TABLES
                || changes.stream().anyMatch(ResultsVersion.Change::wholeTournament)) {
            return sb.append(",\"all\":true}").toString();
        }
        Set<String> tables = new TreeSet<>();
        changes.forEach(c -> tables.add(c.session() + "/" + c.table()));
        sb.append(",\"tables\":[");
        String sep = "";
        for (String table : tables) {
            sb.append(sep).append('"').append(table).append('"');
            sep = ",";
        }
        return sb.append("]}").toString();
    }

    private void heartbeat() {
        watchers.values().forEach(set -> set.forEach(c -> {
            if (!c.terminated()) {
                c.sendComment("keep-alive");
            }
        }));
    }

    private void broadcast(long tournamentId, String data) {
        Set<SseClient> set = watchers.get(tournamentId);
        if (set == null) {
            return;
        }
        for (SseClient c : set) {
            if (c.terminated()) {
                set.remove(c);
            } else {
                c.sendEvent("results", data);
            }
        }
    }

    @Override
    public void close() {
        poller.shutdownNow();
        watchers.values().forEach(set -> set.forEach(SseClient::close));
    }
}
