package org.mahjongresults.web.publish;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonRawValue;
import io.javalin.http.sse.SseClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Consumer;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.web.i18n.Language;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Server-Sent Events for live results. Each "results" event says what changed: the new results version and the
 * tables written since the watcher's last event ({@code {"v":42,"tables":["3/12"]}}, or {@code "all":true} when
 * anything may have changed), so a page fetches only what concerns it.
 *
 * <p>A page says what it shows when it starts watching ({@code ?scope=all}, {@code session:3} or
 * {@code table:3/12}; without one, everything). Watchers of one scope are told together, of the changes that concern
 * them only, and at most once per {@link #interval its interval}: with thousands of phones open, a burst of saved
 * hands costs each of them a bounded number of updates, and a hand at a quiet table is not held back by a busy
 * session elsewhere (issue 13: a page watching session 11 waited for the second that session 12's bursts had just
 * used). The narrower the scope, the fewer its watchers and the cheaper their fetch, so the sooner they are told
 * (issue 30: a hand reached real phones, which also spread their fetches, at p95 1.3 s when every scope waited a
 * second).
 *
 * <p>A write on this server is announced at once (unless that scope was told less than a second ago); writes made
 * on other servers sharing the database are noticed by polling each watched tournament's results version (one
 * indexed single-row read), so every server's spectators see every change within about a second.
 */
final class LiveEvents implements AutoCloseable {

    private final LongAdder eventsSent = new LongAdder();

    private static final Logger LOG = LoggerFactory.getLogger(LiveEvents.class);
    /**
     * The shortest time between two events to the watchers of the whole tournament (the standings). Their event
     * carries the rows that changed (issue 39), so that most of them fetch nothing; the interval bounds the
     * preparations (results, rows, changes) and the broadcasts to a hall of phones. Set by measurement (BENCHMARKS.md,
     * issue 39: at 400 x 10, 2,000 phones and 3.6 hands a second, 500 ms gave the standings phones p95 598 ms, 250 ms
     * 322 ms, for less server CPU, since fewer pages fell behind): a JVM property ({@code -Dlive.interval.all=ms},
     * and {@code .session}, {@code .table}) lets the event load test measure others without a build.
     */
    static final Duration MIN_INTERVAL = Duration.ofMillis(Long.getLong("live.interval.all", 250));
    /** The same for a session's watchers (its live page). */
    static final Duration SESSION_INTERVAL = Duration.ofMillis(Long.getLong("live.interval.session", 250));
    /** The same for a table's watchers (its sheet): a few phones, a hand a minute. */
    static final Duration TABLE_INTERVAL = Duration.ofMillis(Long.getLong("live.interval.table", 100));
    /**
     * Over how many ms the phones told in the same instant spread their fetches, per kind of scope: a hall of phones
     * on a session's or the standings' page does, a table's few do not (issue 30: a hand reached real phones at p95
     * 1.3 s when every scope waited a second and spread 300 ms).
     */
    static final int TABLE_SPREAD_MS = 0;
    static final int SESSION_SPREAD_MS = 100;
    static final int ALL_SPREAD_MS = 200;
    /** How often a page behind a cache reads the version document, which the cache shares for that long. */
    static final int POLL_MS = 1000;
    /** The timings open pages take from the layout (static/js/live.js). */
    static final String TIMINGS = JsonCodec.write(new java.util.TreeMap<>(Map.of(
            "table", List.of(TABLE_INTERVAL.toMillis(), TABLE_SPREAD_MS),
            "session", List.of(SESSION_INTERVAL.toMillis(), SESSION_SPREAD_MS),
            "all", List.of(MIN_INTERVAL.toMillis(), ALL_SPREAD_MS),
            "poll", POLL_MS)));
    /**
     * The events' {@code at} is the same reading of the clock that paces them ({@code System.nanoTime}), told as
     * epoch milliseconds from this one pair: a second reading of the wall clock could come a descheduled moment later.
     */
    private static final long NANOS_AT_START = System.nanoTime();
    private static final long EPOCH_MILLIS_AT_START = System.currentTimeMillis();

    /** More tables than this in one event: the event just says "all". */
    private static final int MAX_TABLES = 64;

    /**
     * Who watches together: a scope, in a language (null: the page did not say), since what an event carries to a
     * session's pages is in their language.
     */
    private record Audience(Scope scope, Language language) {
    }

    /** The watchers of one scope of a tournament in one language, and what they were last told. */
    private static final class Watchers {
        private final Scope scope;
        private final Language language;
        private final Set<SseClient> clients = ConcurrentHashMap.newKeySet();
        /** Tables changed since these watchers were last told, "all" for anything; guarded by the poller thread. */
        private final Set<String> pending = new TreeSet<>();
        private long at;
        private boolean scheduled;
        /** The version these watchers were last told of (a new watcher is greeted with it). */
        private volatile long told = -1;

        private final long interval;

        Watchers(Audience audience) {
            this.scope = audience.scope();
            this.language = audience.language();
            this.interval = interval(scope).toNanos();
        }

        /** Notes what of {@code moved} concerns these watchers: the tables they show, or anything. */
        void note(ResultsMoved moved) {
            if (moved.whole() || moved.tables().size() > MAX_TABLES) {
                pending.add("all");
                return;
            }
            for (Scope.Table t : moved.tables()) {
                if (scope.concerns(t)) {
                    pending.add(t.key());
                }
            }
        }
    }

    /** A tournament's scopes and the results version its watchers have been told of. */
    private static final class Watched {
        private final Map<Audience, Watchers> scopes = new ConcurrentHashMap<>();
        private volatile long version = -1;
    }

    /**
     * Reads, once before any scope is told of a tournament's new results version, the tournament at that version (the
     * spectators' snapshot): the version is known, so only the tournament is read. Null: it no longer exists.
     */
    @FunctionalInterface
    interface Reading {
        TournamentRead read(long tournamentId, long resultsVersion);
    }

    /**
     * Prepares, before watchers are told of a tournament's new results version, what they will fetch at once: the
     * scopes about to be told are named, so that nothing is rendered for pages that nobody is about to ask for. The
     * tournament comes as {@link Reading} read it, so that no preparation reads it or its version again.
     */
    @FunctionalInterface
    interface Preparation {
        void prepare(TournamentRead read, Set<Scope> scopes);
    }

    /**
     * What an event carries to the watchers of a scope in a language, once their pages are prepared: a JSON value (the
     * standings' changed rows; a session's changed tables' cards), or null for nothing, so that an open page shows
     * the news without fetching anything (issue 39: at 2,000 phones the fetches that followed each event kept a hand
     * from the standings phones for 1.1 s at p95). {@code read}: the tournament at the version about to be told (null
     * if it could not be read); {@code tables}: the tables changed since they were last told.
     */
    @FunctionalInterface
    interface Carriage {
        String carry(long tournamentId, TournamentRead read, Scope scope, Language language, Set<String> tables);
    }

    private final ChangeFeed feed;
    private final Map<Long, Watched> watched = new ConcurrentHashMap<>();
    private final ScheduledExecutorService poller;
    private volatile Reading reading = (tournament, version) -> null;
    private final List<Preparation> preparations = new CopyOnWriteArrayList<>();
    private volatile Carriage carriage = (tournament, read, scope, language, tables) -> null;

    LiveEvents(ChangeFeed feed, Duration pollEvery) {
        this.feed = feed;
        this.poller = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "live-results-poller");
            t.setDaemon(true);
            return t;
        });
        poller.scheduleWithFixedDelay(this::poll, pollEvery.toMillis(), pollEvery.toMillis(), TimeUnit.MILLISECONDS);
        poller.scheduleWithFixedDelay(this::heartbeat, 15, 15, TimeUnit.SECONDS);
    }

    /** How the tournament is read before any scope is told of a new results version, as {@link Reading} says. */
    void readBy(Reading reading) {
        this.reading = reading;
    }

    /**
     * Work to do before the scopes it is given are told of a new results version: rendering the pieces that their
     * pages will fetch at once, so that their requests find them ready.
     */
    void beforeTelling(Preparation preparation) {
        preparations.add(preparation);
    }

    /** What events carry, as {@link Carriage} says. */
    void carryBy(Carriage carriage) {
        this.carriage = carriage;
    }

    /**
     * A browser starts watching what {@code scope} names of a tournament's results, its page in {@code language}
     * (null: not said; it is told, but carried nothing in a language).
     */
    void watch(long tournamentId, SseClient client, Scope scope, Language language) {
        client.keepAlive();
        Watched w = watched.computeIfAbsent(tournamentId, k -> new Watched());
        Watchers s = w.scopes.computeIfAbsent(new Audience(scope, language), Watchers::new);
        s.clients.add(client);
        client.onClose(() -> s.clients.remove(client));
        long v = w.version >= 0 ? w.version : feed.version(tournamentId);
        if (w.version < 0) {
            w.version = v;
        }
        if (s.told < 0) {
            s.told = v;
        }
        client.sendEvent("hello", String.valueOf(s.told));
    }

    /**
     * Results of a tournament changed on this server: tell its watchers now, or within the second. A change that
     * names its results version and table is the change log's line of that version: the feed keeps it, and the
     * poller tells of that version without reading the database.
     */
    void changed(TournamentChanged change) {
        long tournamentId = change.tournament();
        if (change.resultsVersion() >= 0 && change.scope() instanceof Scope.Table table) {
            feed.written(tournamentId, change.resultsVersion(), table);
        }
        if (!watched.containsKey(tournamentId)) {
            return;
        }
        long written = change.resultsVersion();
        poller.execute(() -> announce(tournamentId, written));
    }

    private void poll() {
        for (Map.Entry<Long, Watched> entry : watched.entrySet()) {
            if (entry.getValue().scopes.values().stream().allMatch(s -> s.clients.isEmpty())) {
                continue;
            }
            long id = entry.getKey();
            try {
                announce(id);
            } catch (RuntimeException e) {
                LOG.warn("could not poll results of tournament {}", id, e);
            }
        }
    }

    /**
     * Runs on the poller thread only: reads what changed since the last look, notes it for the scopes it concerns,
     * and tells every scope whose interval is over.
     */
    private void announce(long tournamentId) {
        announce(tournamentId, -1);
    }

    /**
     * The same after a write on this server that produced results version {@code written} (-1: unknown, read the
     * newest): that version is told, never an older one than told already; newer writes are told by their own
     * announcements or the next poll.
     */
    private void announce(long tournamentId, long written) {
        Watched w = watched.get(tournamentId);
        if (w == null) {
            return;
        }
        long v = written >= 0 && w.version >= 0 ? Math.max(written, w.version) : feed.version(tournamentId);
        if (v != w.version) {
            ResultsMoved moved = w.version < 0 ? new ResultsMoved(tournamentId, w.version, v, Set.of(), true)
                    : feed.since(tournamentId, w.version, v);
            w.scopes.values().forEach(s -> s.note(moved));
            w.version = v;
        }
        tellDue(tournamentId, w);
    }

    /**
     * Tells the scopes with news whose interval is over; schedules the others for when theirs is. A table's or a
     * session's watchers are told first, and the whole tournament's after, once the standings' changes they carry are
     * made: a hand's table and live page should not wait while the standings of a thousand players are prepared
     * (issue 13). A session's live region is rendered last, for the pages that fetch it: its watchers take the cards
     * the event carries (issue 39: at 1,000 x 12 rendering it first held every scope's news back).
     */
    private void tellDue(long tournamentId, Watched w) {
        long now = System.nanoTime();
        List<Watchers> narrow = new ArrayList<>();
        List<Watchers> all = new ArrayList<>();
        for (Watchers s : w.scopes.values()) {
            if (s.pending.isEmpty()) {
                continue;
            }
            if (s.clients.isEmpty()) {
                s.pending.clear();
                continue;
            }
            long wait = s.at + s.interval - now;
            if (s.at != 0 && wait > 0) {
                // Coalesced: sent as soon as the interval is over, with whatever else arrived meanwhile.
                if (!s.scheduled) {
                    s.scheduled = true;
                    poller.schedule(() -> {
                        s.scheduled = false;
                        announce(tournamentId);
                    }, wait, TimeUnit.NANOSECONDS);
                }
                continue;
            }
            if (s.scope == Scope.ALL) {
                all.add(s);
            } else {
                narrow.add(s);
            }
        }
        if (narrow.isEmpty() && all.isEmpty()) {
            return;
        }
        TournamentRead read = read(tournamentId, w.version);
        // A session's watchers get the changed cards in the event, a table's fetch one small sheet: told at once.
        narrow.forEach(s -> tell(tournamentId, read, s, w.version));
        if (!all.isEmpty()) {
            prepare(read, all);
            all.forEach(s -> tell(tournamentId, read, s, w.version));
        }
        // Then the regions of the narrow scopes, for the pages that cannot take what the event carried and fetch.
        if (!narrow.isEmpty()) {
            prepare(read, narrow);
        }
    }

    private TournamentRead read(long tournamentId, long version) {
        try {
            return reading.read(tournamentId, version);
        } catch (RuntimeException e) {
            LOG.warn("could not read tournament {} before telling its watchers", tournamentId, e);
            return null;
        }
    }

    /** Nothing is prepared of a tournament that could not be read: its watchers are told all the same. */
    private void prepare(TournamentRead read, List<Watchers> scopes) {
        if (read == null) {
            return;
        }
        Set<Scope> names = new java.util.LinkedHashSet<>();
        scopes.forEach(s -> names.add(s.scope));
        run(preparations, p -> p.prepare(read, names), read.tournament().id());
    }

    private void tell(long tournamentId, TournamentRead read, Watchers s, long version) {
        String carried = null;
        try {
            carried = s.pending.contains("all") ? null
                    : carriage.carry(tournamentId, read, s.scope, s.language, s.pending);
        } catch (RuntimeException e) {
            LOG.warn("could not make what an event of tournament {} carries", tournamentId, e);
        }
        // The interval counts from when the watchers began to be told, not from when their pages began to be
        // prepared: each watcher has the same place in every broadcast, so its own events come a second apart.
        s.at = System.nanoTime();
        long at = EPOCH_MILLIS_AT_START + (s.at - NANOS_AT_START) / 1_000_000;
        String data = s.scope == Scope.ALL ? event(version, s.pending, at, carried, null)
                : event(version, s.pending, at, null, carried);
        s.pending.clear();
        s.told = version;
        // Written by the poller itself: writers of their own (tried) told the whole tournament's thousand watchers at
        // the same moment as the session's, and the standings' fetches that followed had a p99 twice as long.
        broadcast(s, data);
    }

    private static <T> void run(List<T> works, Consumer<T> call, long tournamentId) {
        for (T work : works) {
            try {
                call.accept(work);
            } catch (RuntimeException e) {
                LOG.warn("could not prepare the pages of tournament {}", tournamentId, e);
            }
        }
    }

    /** The shortest time between two events to the watchers of a scope. */
    static Duration interval(Scope scope) {
        return scope instanceof Scope.Table ? TABLE_INTERVAL
                : scope instanceof Scope.Session ? SESSION_INTERVAL : MIN_INTERVAL;
    }

    /**
     * A "results" event's data: the version and either the tables changed ({@code "tables":["3/12"]}) or
     * {@code "all":true} for anything; the absent one is left out. {@code at}: when the server told it (epoch
     * milliseconds), so that its pacing can be read from the events themselves, not from when a watcher, perhaps
     * descheduled on a busy machine, happened to read them (issue 40); a phone may show or measure it.
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Event(long v, Boolean all, Set<String> tables, long at, @JsonRawValue String rows,
                 @JsonRawValue String cards) {
    }

    /** The event's data as JSON (Jackson, configured once in JsonCodec). */
    static String event(long version, Set<String> tables, long at) {
        return event(version, tables, at, null, null);
    }

    /**
     * The same carrying JSON values written as they are: {@code rows}, the standings' changes from the version its
     * open pages show to the new one, per view ({@code {"100":{...},"whole":{...}}}, see {@code Publisher});
     * {@code cards}, a session's changed tables as its live page shows them (see {@code SpectatorPage.Carry}).
     */
    static String event(long version, Set<String> tables, long at, String rows, String cards) {
        boolean all = tables.contains("all") || tables.size() > MAX_TABLES;
        return JsonCodec.write(all ? new Event(version, true, null, at, rows, cards)
                : new Event(version, null, tables, at, rows, cards));
    }

    private void heartbeat() {
        watched.values().forEach(w -> w.scopes.values().forEach(s -> s.clients.forEach(c -> {
            if (!c.terminated()) {
                c.sendComment("keep-alive");
            }
        })));
    }

    private void broadcast(Watchers s, String data) {
        for (SseClient c : s.clients) {
            if (c.terminated()) {
                s.clients.remove(c);
            } else {
                c.sendEvent("results", data);
                eventsSent.increment();
            }
        }
    }

    /** Streams open now, over every tournament and scope (for /metrics). */
    long openStreams() {
        return watched.values().stream()
                .flatMap(w -> w.scopes.values().stream())
                .mapToLong(s -> s.clients.size())
                .sum();
    }

    /** Result events sent to streams since start (for /metrics). */
    long eventsSent() {
        return eventsSent.sum();
    }

    @Override
    public void close() {
        poller.shutdownNow();
        watched.values().forEach(w -> w.scopes.values().forEach(s -> s.clients.forEach(SseClient::close)));
    }
}
