package org.mahjongresults.web.publish;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Predicate;
import org.eclipse.jetty.http.HttpCookie;
import org.eclipse.jetty.http.HttpField;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.PreEncodedHttpField;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.RequestLanguage;

/**
 * Spectators' cached pages answered ahead of the servlet and the router (issue 13: the cached standings against nginx
 * serving the same bytes). On an event day most requests are a phone opening the standings or a session's live page:
 * a GET without a query, a session or a language choice, for a page the {@link PageCache} holds at the version of the
 * tournament's current snapshot. Through Javalin such a request costs the servlet layer, the before handlers, the
 * route's regular expressions and the controller only to pick the same bytes again.
 *
 * <p>The front door learns what to answer from the website itself: after a spectator's page was sent from the cache
 * for the snapshot its request read (a {@link Ticket}), it remembers that page for the request's path and language.
 * It answers a later request with it only while the tournament's snapshot is fresh and of the same versions
 * (checked without reading the database): any change, a new hand as much as a hidden standings table or a tournament
 * no longer public, makes the next request go the whole way and teach it the new page. Everything else, and every
 * request it is unsure of, goes on to Javalin unchanged.
 */
final class FrontDoor extends Handler.Wrapper {

    /** The snapshot a spectator's request was served from: its tournament, tournament version and results version. */
    public record Ticket(long tournament, int tournamentVersion, long resultsVersion) {
    }

    /** The request attribute holding the request's {@link Ticket}. */
    public static final String TICKET = FrontDoor.class.getName() + ".ticket";
    /** The request attribute holding the cached page sent ({@link PageCache#send}) and its content type. */
    static final String SENT = FrontDoor.class.getName() + ".sent";

    record Sent(PageCache.Page page, String contentType) {
    }

    /** A page remembered for a path and a language, with its answer's header lines made once. */
    private record Entry(Ticket ticket, PageCache.Page page, HttpField[] common, HttpField plainTag, HttpField gzipTag) {
    }

    /** Beyond this many remembered pages (paths × languages), forget them all and learn again. */
    private static final int MAX_ENTRIES = 20_000;
    private static final HttpField GZIP = new PreEncodedHttpField(HttpHeader.CONTENT_ENCODING, "gzip");

    private final Predicate<Ticket> current;
    private final HttpField[] securityHeaders;
    private final HttpField cacheControl;
    private final HttpField vary;
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();
    private final LongAdder answered = new LongAdder();

    /**
     * {@code current} says whether a ticket's tournament still has a fresh snapshot of the same versions;
     * {@code securityHeaders} are sent with every answer, as by the website's own before handler; {@code caching}
     * says what a cache may do with "the newest" of a page, which is all the front door answers (no query).
     */
    public FrontDoor(Predicate<Ticket> current, Map<String, String> securityHeaders, CacheHeaders caching) {
        this.current = current;
        this.cacheControl = new PreEncodedHttpField(HttpHeader.CACHE_CONTROL, caching.unversioned());
        this.vary = new PreEncodedHttpField(HttpHeader.VARY, caching.unversionedVary());
        this.securityHeaders = securityHeaders.entrySet().stream()
                .map(e -> new PreEncodedHttpField(e.getKey(), e.getValue())).toArray(HttpField[]::new);
    }

    /** While this holds, a page already sent is answered even when its snapshot is no longer fresh. */
    private volatile java.util.function.BooleanSupplier cannotRead = () -> false;

    /**
     * Spectators keep the pages already rendered while the database cannot serve new ones (issue 36: a full disk,
     * after which H2 closes its file, or a database that does not answer): a page a little old rather than a 503.
     */
    void keepServingWhen(java.util.function.BooleanSupplier condition) {
        this.cannotRead = condition;
    }

    /** How many requests the front door answered itself (the rest went on to the website). */
    public long answered() {
        return answered.sum();
    }

    @Override
    public boolean handle(Request request, Response response, Callback callback) throws Exception {
        if (!HttpMethod.GET.is(request.getMethod()) || request.getHttpURI().getQuery() != null) {
            return super.handle(request, response, callback);
        }
        HttpFields headers = request.getHeaders();
        String langCookie = null;
        if (headers.contains(HttpHeader.COOKIE)) {
            for (HttpCookie c : Request.getCookies(request)) {
                if (PageCache.SESSION_COOKIE.equals(c.getName())) {
                    return super.handle(request, response, callback); // staff: their own page
                }
                if (RequestLanguage.COOKIE.equals(c.getName())) {
                    langCookie = c.getValue();
                }
            }
        }
        Language language = RequestLanguage.remembered(langCookie, headers.get(HttpHeader.ACCEPT_LANGUAGE));
        Entry entry = entries.get(key(request.getHttpURI().getPath(), language));
        if (entry == null || !current.test(entry.ticket()) && !cannotRead.getAsBoolean()) {
            return super.handle(request, response, callback);
        }
        answered.increment();
        boolean gzip = PageCache.acceptsGzip(headers.get(HttpHeader.ACCEPT_ENCODING));
        HttpFields.Mutable out = response.getHeaders();
        for (HttpField f : entry.common()) {
            out.add(f);
        }
        out.add(gzip ? entry.gzipTag() : entry.plainTag());
        if (PageCache.matches(headers.get(HttpHeader.IF_NONE_MATCH), entry.page().etag())) {
            response.setStatus(HttpStatus.NOT_MODIFIED_304);
            response.write(true, BufferUtil.EMPTY_BUFFER, callback);
            return true;
        }
        byte[] body = gzip ? entry.page().gzip() : entry.page().plain();
        if (gzip) {
            out.add(GZIP);
        }
        out.put(HttpHeader.CONTENT_LENGTH, body.length);
        response.setStatus(HttpStatus.OK_200);
        response.write(true, ByteBuffer.wrap(body), callback);
        return true;
    }

    /**
     * After every request: a spectator's page sent from the cache at exactly its snapshot's versions is remembered
     * for its path and language. A request with a query, a session, a language choice or another answer is not.
     */
    public void learn(Context ctx) {
        Ticket ticket = ctx.attribute(TICKET);
        Sent sent = ctx.attribute(SENT);
        if (ticket == null || sent == null || ctx.method() != HandlerType.GET || ctx.status().getCode() != 200
                || ctx.queryString() != null || !PageCache.servesSpectator(ctx)
                || !sent.page().version().equals(PageVersion.text(ticket.tournamentVersion(), ticket.resultsVersion()))) {
            return;
        }
        if (entries.size() >= MAX_ENTRIES) {
            entries.clear();
        }
        List<HttpField> common = new java.util.ArrayList<>(List.of(securityHeaders));
        // As the servlet layer writes it: "text/html;charset=utf-8".
        common.add(new PreEncodedHttpField(HttpHeader.CONTENT_TYPE, sent.contentType().replace("; charset", ";charset")));
        common.add(cacheControl);
        common.add(vary);
        entries.put(key(ctx.path(), RequestLanguage.of(ctx)), new Entry(ticket, sent.page(),
                common.toArray(HttpField[]::new), new PreEncodedHttpField(HttpHeader.ETAG,
                PageCache.etag(sent.page(), false)), new PreEncodedHttpField(HttpHeader.ETAG,
                PageCache.etag(sent.page(), true))));
    }

    /** The page this request sent is not to be learned (it is not the same for every address). */
    static void unlearnable(Context ctx) {
        ctx.attribute(SENT, null);
    }

    private static String key(String path, Language language) {
        return language.code() + path;
    }
}
