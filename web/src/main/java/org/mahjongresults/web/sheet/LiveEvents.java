package org.mahjongresults.web.sheet;

import io.javalin.http.sse.SseClient;
import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.mahjongresults.db.sheet.SheetRepository;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Server-Sent Events for live results. A write on this server notifies its watchers at once; writes made on
 * other servers sharing the database are noticed by polling each watched tournament's results version twice a
 * second (one indexed single-row read), so every server's spectators see every change within a second.
 */
public final class LiveEvents implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(LiveEvents.class);

    private final SheetRepository sheets;
    private final Map<Long, Set<SseClient>> watchers = new ConcurrentHashMap<>();
    private final Map<Long, Long> versions = new ConcurrentHashMap<>();
    private final ScheduledExecutorService poller;

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

    /** A browser starts watching a tournament's results. */
    public void watch(long tournamentId, SseClient client) {
        client.keepAlive();
        Set<SseClient> set = watchers.computeIfAbsent(tournamentId, k -> ConcurrentHashMap.newKeySet());
        set.add(client);
        client.onClose(() -> set.remove(client));
        long v = versions.computeIfAbsent(tournamentId, sheets::resultsVersion);
        client.sendEvent("hello", String.valueOf(v));
    }

    /** Results of a tournament changed on this server: tell its watchers now. */
    public void changed(long tournamentId) {
        if (!watchers.containsKey(tournamentId)) {
            return;
        }
        long v = sheets.resultsVersion(tournamentId);
        versions.put(tournamentId, v);
        broadcast(tournamentId, v);
    }

    private void poll() {
        for (Long id : watchers.keySet()) {
            try {
                if (watchers.get(id).isEmpty()) {
                    continue;
                }
                long v = sheets.resultsVersion(id);
                Long known = versions.put(id, v);
                if (known == null || known != v) {
                    broadcast(id, v);
                }
            } catch (RuntimeException e) {
                LOG.warn("could not poll results of tournament {}", id, e);
            }
        }
    }

    private void heartbeat() {
        watchers.values().forEach(set -> set.forEach(c -> {
            if (!c.terminated()) {
                c.sendComment("keep-alive");
            }
        }));
    }

    private void broadcast(long tournamentId, long version) {
        Set<SseClient> set = watchers.get(tournamentId);
        if (set == null) {
            return;
        }
        for (SseClient c : set) {
            if (c.terminated()) {
                set.remove(c);
            } else {
                c.sendEvent("results", String.valueOf(version));
            }
        }
    }

    @Override
    public void close() {
        poller.shutdownNow();
        watchers.values().forEach(set -> set.forEach(SseClient::close));
    }
}
