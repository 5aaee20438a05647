package org.mahjongresults.web.publish;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.javalin.http.Context;
import io.javalin.http.sse.SseClient;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.i18n.Language;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Publishing to spectators, as one capability (issue 25): what every phone without a session sees is computed once
 * per version and sent as kept bytes, and open pages are told of every change. See {@code package-info} for the one
 * notion of a version.
 *
 * <p>What features call is a handful, and never its machinery:
 * <ul>
 *   <li>a service {@linkplain #announce announces} a {@link TournamentChanged} after a write;</li>
 *   <li>a feature {@linkplain #declare declares} its spectator pages ({@link SpectatorPage}): the publisher prepares
 *       them before it tells their watchers, and at start ({@link #keep} keeps what a preparation renders);</li>
 *   <li>the lookup {@linkplain #read reads} a spectator's tournament from the shared snapshot;</li>
 *   <li>a controller {@linkplain #send sends} a {@link Page} (what it shows, what it was read at, its media type and
 *       its render), or an open table's {@linkplain #sendRows rows} and their changes; a page builder puts kept
 *       {@linkplain #part parts} and {@linkplain #rows rows} into its pages;</li>
 *   <li>the event stream {@linkplain #watch watches} a {@link Scope}.</li>
 * </ul>
 * No request header enters a kept page's identity or version, and only requests without a session or a language
 * choice are served kept pages ({@link #servesSpectator}): a kept page is the same for every spectator asking in a
 * language. A render function must not read a request header either (absolute addresses in QR codes come from the
 * configured public address, not the Host header).
 */
public final class Publisher implements TournamentEvents {

    private static final Logger LOG = LoggerFactory.getLogger(Publisher.class);

    /** How long an open page's fetches of a region are remembered: a page that stopped asking is not prepared. */
    private static final Duration WATCHED_FOR = Duration.ofMinutes(10);
    /** Pieces (a live page's table cards) kept at once: 3 languages of 250 tables in a few sessions, with room. */
    private static final int MAX_PIECES = 20_000;

    private final TournamentRepository tournaments;
    private final TournamentSnapshots snapshots;
    private final LiveEvents live;
    private final CacheHeaders cacheHeaders;
    private final PageCache pages;
    private final RowDeltas deltas = new RowDeltas();
    private final FrontDoor frontDoor;
    private final List<SpectatorPage> declared = new CopyOnWriteArrayList<>();
    /** Per declared page, tournament and scope: the languages in which open pages fetch it (expire unused). */
    private final Cache<Watched, Set<Language>> watched = Caffeine.newBuilder()
            .expireAfterAccess(WATCHED_FOR).maximumSize(10_000).build();
    /** Per tournament, the standings' changes the next event to its whole tournament's watchers carries. */
    private final Map<Long, String> carriedRows = new ConcurrentHashMap<>();
    /** Per tournament, the version of its rows last prepared before an announcement. */
    private final Map<Long, String> announced = new ConcurrentHashMap<>();
    /** The row limits open pages ask changes for (the whole table, its top). */
    private final Set<Integer> deltaLimits = ConcurrentHashMap.newKeySet();
    /** Small pieces of a page, rendered again only when what they show changed. */
    private final Cache<PageKey, Piece> pieces = Caffeine.newBuilder().maximumSize(MAX_PIECES).build();
    private volatile boolean ready;
    /** Prepares the pages declared {@link SpectatorPage.When#EVERY_CHANGE} after a change, one at a time. */
    private final java.util.concurrent.ExecutorService warmer = java.util.concurrent.Executors
            .newSingleThreadExecutor(r -> {
                Thread t = new Thread(r, "spectator-pages-warmer");
                t.setDaemon(true);
                return t;
            });
    /** The pages of tournaments waiting on the warmer ("draw/3"): one wait each. */
    private final Set<String> pendingWarm = ConcurrentHashMap.newKeySet();
    /** The session being played in a tournament, whose pages (the live region) are warmed at start too. */
    private volatile java.util.function.Function<Tournament, Optional<Integer>> currentSession =
            t -> Optional.empty();

    private record Watched(String page, long tournament, Scope scope) {
    }

    private record Piece(Object state, String html) {
    }

    /**
     * {@code securityHeaders} are sent with every page the front door answers itself, as by the website's own before
     * handler; {@code pollEvery}: how often the results versions of watched tournaments are read, for writes made on
     * other servers; {@code clock}: what the snapshots' freshness is measured by (a test moves it instead of
     * sleeping).
     */
    Publisher(TournamentRepository tournaments, SheetRepository sheets, Map<String, String> securityHeaders,
              Duration pollEvery, Clock clock) {
        this(tournaments, sheets, securityHeaders, pollEvery, clock, false);
    }

    /**
     * The same, told whether a cache stands in front ({@code CACHE_IN_FRONT}, issue 39): then "the newest" of a
     * spectator's page is shared for a second, and open pages poll the version document instead of the event stream.
     */
    Publisher(TournamentRepository tournaments, SheetRepository sheets, Map<String, String> securityHeaders,
              Duration pollEvery, Clock clock, boolean cacheInFront) {
        this(tournaments, new ChangeFeed(sheets), securityHeaders, pollEvery, clock, cacheInFront);
    }

    /** The same, reading the change log through {@code feed}, which the results and the statistics share. */
    Publisher(TournamentRepository tournaments, ChangeFeed feed, Map<String, String> securityHeaders,
              Duration pollEvery, Clock clock, boolean cacheInFront) {
        this.cacheHeaders = new CacheHeaders(cacheInFront);
        this.pages = new PageCache(cacheHeaders);
        this.tournaments = tournaments;
        this.snapshots = new TournamentSnapshots(tournaments, feed, () -> nanos(clock.instant()));
        this.live = new LiveEvents(feed, pollEvery);
        this.frontDoor = new FrontDoor(ticket -> snapshots.fresh(ticket.tournament())
                .filter(s -> s.tournament().version() == ticket.tournamentVersion()
                        && s.resultsVersion() == ticket.resultsVersion())
                .isPresent(), securityHeaders, cacheHeaders);
        // Spectators told of a new results version fetch at once: read it and prepare their pages before telling.
        live.readBy(snapshots::refresh);
        live.beforeTelling(this::prepare);
        live.carryBy(this::carry);
    }

    /** Spectators are answered the pages already rendered, however old, while {@code cannotRead} holds (issue 36). */
    void keepServingWhen(java.util.function.BooleanSupplier cannotRead) {
        frontDoor.keepServingWhen(cannotRead);
    }

    private static long nanos(Instant i) {
        return i.getEpochSecond() * 1_000_000_000L + i.getNano();
    }

    // Events ----------------------------------------------------------------------------------------------------

    /**
     * A service wrote something spectators may see: the tournament's snapshot is forgotten, so that whoever wrote
     * sees the news from any browser at once, and the watchers of what changed are told (at once, or as soon as their
     * scope's interval allows), from the change itself when it names its results version and table. The one way a write reaches spectators' pages: every service announces its writes.
     */
    @Override
    public void announce(TournamentChanged change) {
        snapshots.forget(change.tournament());
        live.changed(change);
        for (SpectatorPage page : declared) {
            if (page.when() == SpectatorPage.When.EVERY_CHANGE) {
                prepareLater(page, change.tournament());
            }
        }
    }

    /**
     * Prepares {@code page} of a tournament on the warmer's thread, in every language, once for any number of changes
     * announced while it waits (a burst of hands prepares it once or twice, not once per hand).
     */
    private void prepareLater(SpectatorPage page, long tournament) {
        String key = page.name() + "/" + tournament;
        if (!pendingWarm.add(key)) {
            return;
        }
        try {
            warmer.execute(() -> {
                pendingWarm.remove(key);
                try {
                    tournaments.find(tournament).ifPresent(t -> run(page, TournamentRead.fromDatabase(t), Scope.ALL,
                            EnumSet.allOf(Language.class)));
                } catch (RuntimeException e) {
                    LOG.warn("could not read tournament {} to prepare its {} page", tournament, page.name(), e);
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            pendingWarm.remove(key); // closing
        }
    }

    /**
     * A browser starts watching {@code scope} of a tournament, its page in {@code language} (null: not said), in which
     * the events carry what it shows.
     */
    public void watch(long tournament, SseClient client, Scope scope, Language language) {
        live.watch(tournament, client, scope, language);
    }

    /** The shortest time between two events to the watchers of {@code scope} (the server's side tells the layout). */
    static Duration liveInterval(Scope scope) {
        return LiveEvents.interval(scope);
    }

    /** What an open page needs to know of the live events' timings, as JSON for the layout's data-live-every. */
    static String liveTimings() {
        return LiveEvents.TIMINGS;
    }

    // Declarations ----------------------------------------------------------------------------------------------

    /** A feature's spectator page, prepared before its watchers are told and at start. */
    public void declare(SpectatorPage page) {
        declared.add(page);
    }

    /**
     * An open page fetches the region of {@code page} for {@code scope} of a tournament in {@code language}: from now
     * on (for as long as it keeps asking) the region is prepared before that scope is told of a change.
     */
    private void fetching(String page, long tournament, Scope scope, Language language) {
        watched.get(new Watched(page, tournament, scope), k -> ConcurrentHashMap.newKeySet()).add(language);
    }

    /**
     * Runs on the live events' thread before the scopes named are told of a new version, with the tournament as the
     * snapshot just read it at that version.
     */
    private void prepare(TournamentRead read, Set<Scope> scopes) {
        long tournament = read.tournament().id();
        for (Scope scope : scopes) {
            for (SpectatorPage page : declared) {
                if (!page.concerns(scope)) {
                    continue;
                }
                Set<Language> languages = watched.getIfPresent(new Watched(page.name(), tournament, scope));
                if (languages != null && !languages.isEmpty()) {
                    run(page, read, scope, Set.copyOf(languages));
                }
            }
        }
        if (scopes.contains(Scope.ALL)) {
            String changes = prepareChanges(tournament);
            if (changes == null) {
                carriedRows.remove(tournament);
            } else {
                carriedRows.put(tournament, changes);
            }
        }
    }

    /**
     * What the event to a scope's watchers carries, on the live events' thread right after their pages were
     * prepared: for the whole tournament, the standings' changes just computed; for a session, what its declared
     * page carries (the changed tables' cards in the watchers' language).
     */
    private String carry(long tournament, TournamentRead read, Scope scope, Language language, Set<String> tables) {
        if (scope == Scope.ALL) {
            return carriedRows.get(tournament);
        }
        if (language == null || read == null) {
            return null;
        }
        for (SpectatorPage page : declared) {
            if (page.carry() != null && page.concerns(scope)) {
                try {
                    return page.carry().carry(read, scope, language, tables);
                } catch (RuntimeException e) {
                    LOG.warn("could not make what the {} page of tournament {} carries", page.name(), tournament, e);
                    return null;
                }
            }
        }
        return null;
    }

    /**
     * The changes of a tournament's live table since the last announcement, for the limits open pages show (the
     * whole table, its top), computed before the announcement. The event carries them (issue 39: at 2,000 phones a
     * hand reached the standings phones at p95 1.1 s when each fetched its changes after the event, spread over
     * 200 ms, at most once per 500 ms): an open table that shows the version they start from takes them from the
     * event and asks for nothing; one that does not fetches them, or the whole table when it is too far behind.
     * Answers {@code {"100":{...},"whole":{...}}} (see {@link RowDeltas.Body}), or null when there is none.
     */
    private String prepareChanges(long tournament) {
        PageKey key = rowsKey(tournament);
        Optional<String> newest = deltas.newest(key);
        if (newest.isEmpty()) {
            return null;
        }
        String previous = announced.put(tournament, newest.get());
        if (previous == null) {
            return null;
        }
        // The same version again (it was already made when the last event was told, a write later than that event's
        // version being read by its preparation): the event says so with no change, and open pages fetch nothing.
        StringBuilder carried = new StringBuilder();
        for (int limit : deltaLimits) {
            Optional<PageCache.Page> delta = deltas.delta(key, previous, newest.get(), limit);
            if (delta.isPresent()) {
                carried.append(carried.length() == 0 ? "{" : ",").append('"')
                        .append(RowSet.view(limit)).append("\":")
                        .append(new String(delta.get().plain(), java.nio.charset.StandardCharsets.UTF_8));
            }
        }
        return carried.length() == 0 ? null : carried.append('}').toString();
    }

    private static void run(SpectatorPage page, TournamentRead read, Scope scope, Set<Language> languages) {
        try {
            page.prepare().prepare(read, scope, languages);
        } catch (RuntimeException e) {
            LOG.warn("could not prepare the {} page of tournament {}", page.name(), read.tournament().id(), e);
        }
    }

    /**
     * How to find the session being played of a tournament (the hall's clocks): its pages (a session's live region)
     * are prepared at start with the whole tournament's.
     */
    void currentSessionBy(java.util.function.Function<Tournament, Optional<Integer>> session) {
        this.currentSession = session;
    }

    /**
     * Prepares every declared page of every public tournament whose draw is published, for its whole tournament and
     * the session being played (its live region, which phones in the hall open first), in every language, then says
     * the spectators' pages are {@linkplain #ready ready} (issue 30: the standings took 1.6-1.9 s on the first request
     * after a start, and /health said UP before). The session's pages come after the standings, whose results they
     * reuse, so they cost a render each.
     */
    void warm() {
        long began = System.nanoTime();
        try {
            for (Tournament t : tournaments.list()) {
                if (!t.isPublic() || t.drawStatus() != Tournament.DrawStatus.PUBLISHED) {
                    continue;
                }
                Optional<Integer> session = Optional.empty();
                try {
                    session = currentSession.apply(t);
                } catch (RuntimeException e) {
                    LOG.warn("could not find the session being played of tournament {}", t.id(), e);
                }
                TournamentRead read = TournamentRead.fromDatabase(t);
                for (SpectatorPage page : declared) {
                    if (page.scope() == SpectatorPage.Scope.TOURNAMENT) {
                        run(page, read, Scope.ALL, EnumSet.allOf(Language.class));
                    }
                }
                for (SpectatorPage page : declared) {
                    if (page.scope() == SpectatorPage.Scope.SESSION && session.isPresent()) {
                        run(page, read, Scope.session(session.get()), EnumSet.allOf(Language.class));
                    }
                }
            }
        } catch (RuntimeException e) {
            LOG.warn("could not warm the spectators' pages", e);
        } finally {
            ready = true;
            LOG.info("spectators' pages ready in {} ms", (System.nanoTime() - began) / 1_000_000);
        }
    }

    /** Whether the spectators' pages were prepared after the start ({@link #warm}): what /health reports. */
    boolean ready() {
        return ready;
    }

    // Spectators' reads -----------------------------------------------------------------------------------------

    /** Whether this request gets the shared page: no session, no language choice in the query. */
    public static boolean servesSpectator(Context ctx) {
        return PageCache.servesSpectator(ctx);
    }

    /**
     * The tournament as a spectator's request sees it: the shared snapshot, at least as new as the results version
     * the page was told of ({@code ?v=}), with the results version it was read at; empty when it does not exist.
     * Notes on the request what it was read with for the front door, which alone reads that note.
     */
    public Optional<TournamentRead> read(Context ctx, long id) {
        Optional<TournamentSnapshots.Snapshot> s = snapshots.current(id, toldResultsVersion(ctx));
        s.ifPresent(found -> ctx.attribute(FrontDoor.TICKET, new FrontDoor.Ticket(id, found.tournament().version(),
                found.resultsVersion())));
        return s.map(found -> new TournamentRead(found.tournament(), found.resultsVersion()));
    }

    /**
     * The results version the page says it was told of by the live events ({@code ?v=}), -1 if it says none: what it
     * must not be shown older news than.
     */
    static long toldResultsVersion(Context ctx) {
        String v = ctx.queryParam("v");
        if (v == null) {
            // A versioned address (?at=3/1742) was told of its results version as much as ?v=1742.
            return PageVersion.parse(ctx.queryParam(CacheHeaders.AT)).map(PageVersion::results).orElse(-1L);
        }
        if (v == null || v.isEmpty() || v.length() > 18) {
            return -1;
        }
        try {
            return Long.parseLong(v);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    // Sending kept pages ----------------------------------------------------------------------------------------

    /**
     * Sends {@code page} (see {@link Page}: what it shows, what it was read at, its media type and its render),
     * rendered only if nobody has or is doing so already: with a strong ETag, 304 to a browser that has it, gzip to
     * one that takes it, and the cache headers of its address. A region is noted as fetched first.
     */
    public void send(Context ctx, Page page) {
        noteFetch(page);
        sendKept(ctx, page);
    }

    private void sendKept(Context ctx, Page page) {
        switch (page.kind()) {
            case AT -> {
                if (page.isAnnouncedFirst() && sendAnnounced(ctx, page.identity(), page.version().tournament())) {
                    return;
                }
                pages.send(ctx, pages.get(page.identity(), page.version().toString(), toldResultsVersion(ctx),
                        page.render()), page.mediaType());
            }
            case SHOWN -> pages.send(ctx, pages.get(page.identity(), page.shown().toString(), toldResultsVersion(ctx),
                    page.render()), page.mediaType());
            case SHAPED -> pages.send(ctx, pages.getShaped(page.identity(), (Record) page.shown(), page.version(),
                    page.render()), page.mediaType());
            case SHAPED_PARTS -> pages.send(ctx, pages.getShapedParts(page.identity(), (Record) page.shown(),
                    page.version(), page.parts()), page.mediaType());
            case VERSION -> sendVersion(ctx, page.tournament());
        }
    }

    /** An open page fetches a region: it is prepared before its scope is told of a change, in its language. */
    private void noteFetch(Page page) {
        if (page.region() != null) {
            fetching(page.region(), page.identity().of(), page.scope(), page.identity().language());
        }
    }

    /**
     * Sends the page {@code identity} as kept now if it is of {@code tournamentVersion} and has the news the request
     * was told of (see {@link Page#announcedFirst}). False if there is none.
     */
    private boolean sendAnnounced(Context ctx, PageKey identity, int tournamentVersion) {
        Optional<PageCache.Page> ready = pages.ready(identity, tournamentVersion, toldResultsVersion(ctx));
        ready.ifPresent(page -> pages.sendHtml(ctx, page));
        return ready.isPresent();
    }

    /**
     * Renders (once per version) and keeps {@code page} (at a page version), with no request to send it to: for the
     * pages prepared before their watchers are told.
     */
    public void keep(Page page) {
        requireKind(page, Page.Kind.AT);
        pages.get(page.identity(), page.version().toString(), Long.MAX_VALUE, page.render());
    }

    /**
     * A part of a page, as HTML: at a page version ({@link Page#at}), a piece shared by many pages (the standings
     * table, a session's region), kept once per version by the version rules; named by what it shows
     * ({@link Page#shown}), a small piece (a table's card, a QR code) rendered again only when that changed: a hand
     * changes one of a session's 250 tables.
     */
    public String part(Page part) {
        if (part.kind() == Page.Kind.SHOWN) {
            return piece(part.identity(), part.shown(), part.render());
        }
        requireKind(part, Page.Kind.AT);
        return pages.fragment(part.identity(), part.version().toString(), part.render());
    }

    /** A page kept or sent as rows is named by a page version (a part also by what it shows). */
    private static void requireKind(Page page, Page.Kind kind) {
        if (page.kind() != kind) {
            throw new IllegalArgumentException("a " + page.kind() + " page where a " + kind + " page goes: "
                    + page.identity());
        }
    }

    private String piece(PageKey identity, Object state, Supplier<String> render) {
        Piece p = pieces.getIfPresent(identity);
        if (p == null || !p.state().equals(state)) {
            p = new Piece(state, render.get());
            pieces.put(identity, p);
        }
        return p.html();
    }

    // Live tables' rows and their changes -----------------------------------------------------------------------

    /** What names a tournament's live table's rows (one set for every language). */
    private static PageKey rowsKey(long tournament) {
        return PageKey.shared("rows", tournament);
    }

    /** A live table's rows at a version (one set for every language), made by {@code make} unless kept already. */
    public RowSet rows(long tournament, PageVersion version, Supplier<RowSet> make) {
        return deltas.remember(rowsKey(tournament), version.toString(), make);
    }

    /**
     * Sends an open page's live table, the region {@code region} of a tournament: the changes of its first
     * {@code limit} rows since version {@code from} (what the page shows; null when it shows none), made by
     * {@code make} if need be; else, when {@code from} is not kept or the table changed shape, the region whole.
     */
    public void sendRows(Context ctx, Page region, String from, int limit, Supplier<RowSet> make) {
        requireKind(region, Page.Kind.AT);
        noteFetch(region);
        // The rows alone when the changes are sent: they need no table rendered.
        if (from != null && sendChanges(ctx, region.identity().of(), from, region.version(), limit, make)) {
            return;
        }
        sendKept(ctx, region);
    }

    /**
     * Sends the changes of the first {@code limit} rows of a tournament's live table from version {@code from} (what
     * the open page shows) to the version it was told of, or to {@code version} (made by {@code make} if need be).
     * False when the page must take the whole table: {@code from} is not kept, or the table changed shape.
     */
    boolean sendChanges(Context ctx, long tournament, String from, PageVersion version, int limit,
                        Supplier<RowSet> make) {
        PageKey key = rowsKey(tournament);
        deltaLimits.add(limit);
        // Up to the version the page was told of, rendered before it was told: not a newer version's rows, which the
        // next event will bring (in a burst of hands the snapshot is often newer than the announcement). The version
        // last announced first, so that the page then shows the version the next event's rows start from.
        long told = toldResultsVersion(ctx);
        String to = Optional.ofNullable(announced.get(tournament))
                .filter(a -> !PageVersion.newer(from, a)
                        && PageVersion.parse(a).filter(p -> p.serves(version.tournament(), told)).isPresent())
                .or(() -> deltas.ready(key, version.toString(), told)).orElse(null);
        if (to == null) {
            rows(tournament, version, make);
            to = version.toString();
        }
        Optional<PageCache.Page> changes = deltas.delta(key, from, to, limit);
        changes.ifPresent(page -> pages.send(ctx, page, "application/json; charset=utf-8"));
        return changes.isPresent();
    }

    // Behind a cache -------------------------------------------------------------------------------------------

    /**
     * {@code GET /tournaments/{id}/version}: the page version spectators' pages of the tournament are at now
     * ({@code {"v":"3/1742"}}), shared by a cache for a second. Phones behind a cache poll it about once a second and
     * fetch their region at that version's address ({@code ?at=3/1742&hl=en}), which the cache keeps: the site
     * renders each version's region once, however many phones ask.
     */
    private void sendVersion(Context ctx, Tournament t) {
        FrontDoor.Ticket ticket = ctx.attribute(FrontDoor.TICKET);
        long results = ticket != null && ticket.tournament() == t.id() ? ticket.resultsVersion()
                : snapshots.current(t.id(), -1).map(TournamentSnapshots.Snapshot::resultsVersion).orElse(0L);
        cacheHeaders.versionDocument(ctx, new PageVersion(t.version(), results));
    }

    // The server's side -----------------------------------------------------------------------------------------

    /** The handler that answers spectators' kept pages ahead of the servlet and the router. */
    FrontDoor frontDoor() {
        return frontDoor;
    }

    long openStreams() {
        return live.openStreams();
    }

    long eventsSent() {
        return live.eventsSent();
    }

    /** Kept pages sent without a render: by the router's cache, and every answer of the front door. */
    long cacheHits() {
        return pages.asked() - pages.renders() + frontDoor.answered();
    }

    long cacheMisses() {
        return pages.renders();
    }

    int rendersWaiting() {
        return pages.rendersWaiting();
    }

    void close() {
        live.close();
        warmer.shutdownNow();
    }
}
