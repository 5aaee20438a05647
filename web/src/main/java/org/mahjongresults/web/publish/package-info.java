/**
 * Publishing to spectators (issue 25): everything a phone without a session sees is computed once per version and
 * sent as kept bytes, and open pages are told of every change. What features use of it:
 * <ul>
 *   <li>{@link org.mahjongresults.web.publish.Publisher}, whose surface is a handful (issue 34): a service
 *       {@code announce}s a {@link org.mahjongresults.web.publish.TournamentChanged} (through
 *       {@code TournamentEvents}), a feature {@code declare}s its {@link org.mahjongresults.web.publish.SpectatorPage}s
 *       (and {@code keep}s what their preparation renders), the lookup {@code read}s a spectator's tournament, a
 *       controller {@code send}s a {@link org.mahjongresults.web.publish.Page} (what it shows, what it was read at,
 *       its media type and its render) or an open table's rows ({@code sendRows}), a page builder puts kept
 *       {@code part}s and {@code rows} into its pages, {@code servesSpectator} says whether a request gets the shared
 *       copy, and the event stream {@code watch}es a {@link org.mahjongresults.web.publish.Scope};</li>
 *   <li>{@link org.mahjongresults.web.publish.ChangeFeed}: the one reader of the change log, which tells the results
 *       and the statistics what moved since the results they keep
 *       ({@link org.mahjongresults.web.publish.ResultsMoved}: the tables written, or the whole tournament);</li>
 *   <li>{@link org.mahjongresults.web.publish.TournamentRead}: the tournament a request read and the results version
 *       it was read at, which the lookup hands to the feature (never a request attribute);</li>
 *   <li>{@link org.mahjongresults.web.publish.PageVersion}, {@link org.mahjongresults.web.publish.PageKey} (what the
 *       caches are keyed by), {@link org.mahjongresults.web.publish.RowSet} and
 *       {@link org.mahjongresults.web.publish.KeptValue}.</li>
 * </ul>
 * An event carries what changed where that is small (issue 39): to the standings' watchers the rows that changed
 * since the version they were last told of (computed once for every language), to a session's watchers the changed
 * tables' cards in their language (a {@link org.mahjongresults.web.publish.SpectatorPage.Carry}); an open page that
 * can apply them fetches nothing, one that cannot fetches its region as before.
 * The server's side (the front door, the after-request, the warm-up and the readiness, the meters, the live timings
 * the layout writes) is {@link org.mahjongresults.web.publish.PublishingServer}, which only {@code App} sees. The
 * rest of the package (the snapshots, the page cache, the front door, the live events, the row deltas) is private to
 * it. ArchUnit ({@code PublishingTest}) holds these: nothing of the package is public but its API, features call only
 * the publisher's surface (and its public methods are that surface), no feature reaches the server's side, no class
 * outside this package reads the change log, writes a page version as text or makes up a {@code TournamentRead}, and
 * no feature reads a request attribute.
 *
 * <h2>One notion of a version</h2>
 * A tournament has two counters in the database, and every version here is made of them:
 * <ul>
 *   <li>the <b>tournament version</b> ({@code tournament.version}) changes with its settings, its players and its
 *       draw: a page may change shape;</li>
 *   <li>the <b>results version</b> ({@code tournament.results_version}) changes with every saved hand, correction,
 *       penalty or clock action, with a line in the change log that says which table. The log is read here only,
 *       by the {@code ChangeFeed}, which keeps its newest lines: the live events' poller, the results and the
 *       statistics ask it after the same saved hand and the database is read once. A saved hand's announcement
 *       names the results version it produced and its table ({@code TournamentChanged.resultsVersion}): that line
 *       is kept as it is announced, and the poller tells of that version without reading the log or the version
 *       back.</li>
 * </ul>
 * A <b>page version</b> ({@link org.mahjongresults.web.publish.PageVersion}, written {@code "3/1742"}) is the pair a
 * page was computed from; kept pages, row sets and ETags are named by it. What the rest used to call by other names
 * are the results version seen from one side:
 * <ul>
 *   <li>the results version a request's <em>snapshot</em> was read with (once "knownResultsVersion", a request
 *       attribute; now {@link org.mahjongresults.web.publish.TournamentRead#resultsVersion});</li>
 *   <li>the results version a page was <em>told</em> of by a live event, sent back as {@code ?v=} (once
 *       "toldResultsVersion"): a page is never shown older news than that;</li>
 *   <li>the page version an open table <em>shows</em>, sent back as {@code ?from=} to ask only for the rows changed
 *       since;</li>
 *   <li>a live event's {@code "v"}: the results version its watchers are told of.</li>
 * </ul>
 * The score sheet's own {@code version} (optimistic locking of one sheet's edits) is not a publishing version.
 * The draw's pages are named by their shape (below).
 *
 * <h2>Freshness</h2>
 * Spectators share a snapshot of the tournament and its results version, read at most a quarter of a second ago by
 * the application's clock (a test moves it instead of sleeping); a write's announcement through this server forgets
 * it at once (every service announces its writes: the one invalidation path), and a page told of a newer version
 * reads it again. Watchers of a scope are told at
 * most once per interval: a table's 100 ms, a session's 250 ms, the whole tournament's 250 ms; phones spread their
 * fetches over 0, 100 and 200 ms. Those timings are written once, in {@code LiveEvents}: the layout puts them into
 * every page ({@code data-live-every}, given by {@code PublishingServer.liveTimings} through {@code App}) and
 * {@code static/js/live.js} reads them there.
 *
 * <h2>Caches</h2>
 * One rule is written once, in {@link org.mahjongresults.web.publish.KeptValue} (public: the results, statistics and
 * clocks use it too): keep the newest value, one request computes a new version while the others take the previous
 * copy where they may (at most {@link org.mahjongresults.web.publish.KeptValue#STALE_BOUND} old, and never older than
 * the version a page was told of), or wait for that one computation; a computation that ends after a newer one's does
 * not replace it. It holds the kept pages and fragments (a flight per version), the snapshots (one read at a time,
 * the previous snapshot at once if it has the news), and outside this package the results and the statistics (one
 * catch-up from the change log at a time: the results wait up to the bound, since a page computed from older results
 * would be kept as the newer version; the statistics take the previous figures at once) and the stored clocks.
 * Caffeine 3.1.8 holds these by identity: the kept pages (bounded: the pages least likely to be asked for again go
 * first), the table cards, the regions open pages fetch (forgotten when nobody asks), and the per-tournament results,
 * statistics and stored clocks (let go after a day nobody asked). Caffeine's refresh is by age, not by version: it
 * hands the request that triggers a refresh the old copy, and cannot be asked for "at least the version this page was
 * told of"; so it holds the values and {@code KeptValue} keeps the version rule. A class of our own rather than
 * Caffeine's {@code AsyncCache} for the flights: the flight must be per version and the stand-in chosen per request,
 * which Caffeine cannot express without a second map of its own.
 *
 * <h2>Start and readiness</h2>
 * At start the publisher prepares every declared page of every public tournament: the whole tournament's, then the
 * session being played's (its live region) ({@link org.mahjongresults.web.publish.PublishingServer#warm}).
 * Until it has,
 * {@code /health} answers 503 with {@code "status":"STARTING"}, so a load balancer sends no phone to a server still
 * computing its first standings. A page declared {@link org.mahjongresults.web.publish.SpectatorPage.When#EVERY_CHANGE}
 * (the draw: every player opens it before a session, without watching it) is also prepared after every change
 * announced through this server, on a thread of its own, in every language.
 *
 * <h2>Pages with a shape</h2>
 * A page that changes with something coarser than the results (the draw: its tournament version and its sessions'
 * statuses, a record the feature hands over) is kept per <em>shape</em>
 * ({@link org.mahjongresults.web.publish.Page#shaped}, version written {@code "shape@3/1742"}): one render
 * per shape; while a new shape renders, every other request takes the copy kept,
 * whatever its shape, at once; a copy read at an older page version never replaces a newer one.
 */
package org.mahjongresults.web.publish;
