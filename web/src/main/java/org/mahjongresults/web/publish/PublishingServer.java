package org.mahjongresults.web.publish;

import io.javalin.http.Context;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.eclipse.jetty.server.Handler;
import org.mahjongresults.db.sheet.SheetRepository;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.tournament.TournamentRepository;
import org.mahjongresults.web.system.PublishingMeters;

/**
 * The server's side of publishing, which only {@code App} sees (issue 34): the front door ahead of the router, what
 * follows every request, the warm-up at start and the readiness it gives {@code /health}, the meters and the close.
 * Features get the {@link #publisher()}: what they call is announce, declare, read, send, send rows and watch, and
 * a page builder's parts and rows; the layout gets the {@link #liveTimings} from here.
 */
public final class PublishingServer implements PublishingMeters, AutoCloseable {

    private final Publisher publisher;

    /**
     * {@code securityHeaders} are sent with every page the front door answers itself, as by the website's own before
     * handler; {@code pollEvery}: how often the results versions of watched tournaments are read, for writes made on
     * other servers; {@code clock}: what the snapshots' freshness is measured by (a test moves it instead of
     * sleeping); {@code cacheInFront}: whether a cache stands in front ({@code CACHE_IN_FRONT}, issue 39).
     */
    public PublishingServer(TournamentRepository tournaments, ChangeFeed feed, Map<String, String> securityHeaders,
                            Duration pollEvery, Clock clock, boolean cacheInFront) {
        this.publisher = new Publisher(tournaments, feed, securityHeaders, pollEvery, clock, cacheInFront);
    }

    /** The same without a cache in front, reading the change log on its own. */
    public PublishingServer(TournamentRepository tournaments, SheetRepository sheets,
                            Map<String, String> securityHeaders, Duration pollEvery, Clock clock) {
        this(tournaments, new ChangeFeed(sheets), securityHeaders, pollEvery, clock, false);
    }

    /** What the features call. */
    public Publisher publisher() {
        return publisher;
    }

    /**
     * What an open page needs to know of the live events' timings, as JSON for the layout's {@code data-live-every}:
     * per kind of scope its interval and the spread of its phones' fetches, and how often a page behind a cache polls
     * the version document ({@code static/js/live.js} reads them there).
     */
    public String liveTimings() {
        return Publisher.liveTimings();
    }

    /**
     * The shortest time between two events to the watchers of {@code scope}: the narrower the scope, the sooner its
     * watchers are told.
     */
    public static Duration liveInterval(Scope scope) {
        return Publisher.liveInterval(scope);
    }

    /** The handler that answers spectators' kept pages ahead of the servlet and the router. */
    public Handler.Wrapper frontDoor() {
        return publisher.frontDoor();
    }

    /**
     * After every request: a spectator's page sent from the cache is remembered by the front door, and a page
     * without a cache policy of its own is marked private. A write reaches spectators by its announcement only.
     */
    public void afterRequest(Context ctx) {
        publisher.frontDoor().learn(ctx);
        CacheHeaders.privateUnlessSaid(ctx);
    }

    /** Spectators are answered the pages already rendered, however old, while {@code cannotRead} holds (issue 36). */
    public void keepServingWhen(BooleanSupplier cannotRead) {
        publisher.keepServingWhen(cannotRead);
    }

    /** How to find the session being played of a tournament, whose live region is prepared at start too. */
    public void currentSessionBy(Function<Tournament, Optional<Integer>> session) {
        publisher.currentSessionBy(session);
    }

    /** Prepares every declared page of every public tournament, then says the server is {@link #ready}. */
    public void warm() {
        publisher.warm();
    }

    /** Whether the spectators' pages were prepared after the start: what /health reports. */
    public boolean ready() {
        return publisher.ready();
    }

    @Override
    public long openStreams() {
        return publisher.openStreams();
    }

    @Override
    public long eventsSent() {
        return publisher.eventsSent();
    }

    @Override
    public long cacheHits() {
        return publisher.cacheHits();
    }

    @Override
    public long cacheMisses() {
        return publisher.cacheMisses();
    }

    @Override
    public int rendersWaiting() {
        return publisher.rendersWaiting();
    }

    @Override
    public void close() {
        publisher.close();
    }
}
