package org.mahjongresults.web.publish;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;
import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Supplier;
import java.util.zip.GZIPOutputStream;
import org.mahjongresults.web.auth.WebSessions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whole pages (and fragments) for spectators, kept as ready-to-send bytes: UTF-8 and its gzip, computed once per
 * version, with a strong ETag. On an event day every phone asks for gzip, and thousands of them ask for the same
 * page right after each saved hand, so:
 * <ul>
 *   <li><b>one render per version</b>: the first request for a new version renders it; concurrent requests for the
 *       same version wait for that render instead of starting their own;</li>
 *   <li><b>bounded staleness</b>: while a new version of a page is being rendered, a request for it gets the
 *       previous version at once, if that is of the same tournament version and no older than the news the request
 *       was told of, and the render began less than {@link KeptValue#STALE_BOUND} ago (so what it shows is at most
 *       about a second old); otherwise it waits for the render, at most that long when there is a previous version
 *       to fall back on. With hands saved twice a second at 1,000 players, the readers of the standings otherwise
 *       spent a fifth of their time queued behind renders (issue 13);</li>
 *   <li><b>bytes, not strings</b>: no per-request encoding or compression; {@code If-None-Match} answers 304.</li>
 * </ul>
 * Only the newest version of each page is kept, and the number of pages is bounded (Caffeine: when the cache is
 * full the pages least likely to be asked for again go, not all of them at once); the version rule is
 * {@link KeptValue}'s.
 */
final class PageCache {

    private static final Logger LOG = LoggerFactory.getLogger(PageCache.class);

    private static final int MAX_PAGES = 4_000;

    /**
     * A page's bytes at one version: its UTF-8 and its gzip, each as parts sent one after the other. Most pages are
     * one part each; a big page's parts are never joined into one array ({@link GzipParts}, issue 39).
     */
    public record Page(String version, List<byte[]> plainParts, List<byte[]> gzipParts, String etag) {

        /** The UTF-8 bytes in one array: the part itself for a page of one part. */
        public byte[] plain() {
            return joined(plainParts);
        }

        /** The gzip bytes in one array: the part itself for a page of one part. */
        public byte[] gzip() {
            return joined(gzipParts);
        }

        private static byte[] joined(List<byte[]> parts) {
            if (parts.size() == 1) {
                return parts.get(0);
            }
            ByteArrayOutputStream out = new ByteArrayOutputStream((int) length(parts));
            parts.forEach(out::writeBytes);
            return out.toByteArray();
        }
    }

    private static long length(List<byte[]> parts) {
        long n = 0;
        for (byte[] part : parts) {
            n += part.length;
        }
        return n;
    }

    private final Duration grace;
    /** What the pages tell caches (issue 39): short-lived unversioned pages, immutable versioned ones. */
    private final CacheHeaders headers;
    private final LongAdder asked = new LongAdder();
    private final LongAdder renders = new LongAdder();
    private final Cache<PageKey, KeptValue<Page>> pages = Caffeine.newBuilder().maximumSize(MAX_PAGES).build();
    private final Cache<PageKey, KeptValue<Fragment>> fragments = Caffeine.newBuilder().maximumSize(MAX_PAGES)
            .build();
    /** The big pages' parts, encoded and compressed once per kept piece. */
    private final GzipParts parts = new GzipParts();

    PageCache() {
        this(KeptValue.STALE_BOUND, new CacheHeaders(false));
    }

    PageCache(CacheHeaders headers) {
        this(KeptValue.STALE_BOUND, headers);
    }

    /** {@code grace}: how long a render may have been under way for a request to take the previous version at once. */
    PageCache(Duration grace) {
        this(grace, new CacheHeaders(false));
    }

    private PageCache(Duration grace, CacheHeaders headers) {
        this.grace = grace;
        this.headers = headers;
    }

    /**
     * How many requests wait now for a render under way, over every page and fragment: for /metrics (a render that
     * holds many spectators shows as a rise here before their answers slow).
     */
    int rendersWaiting() {
        return pages.asMap().values().stream().mapToInt(KeptValue::waiting).sum()
                + fragments.asMap().values().stream().mapToInt(KeptValue::waiting).sum();
    }

    /**
     * The page {@code identity} (what it shows: page, tournament, language, ...) at {@code version} (what it was
     * computed from), rendering it with {@code render} only if nobody has or is doing so already.
     */
    public Page get(PageKey identity, String version, Supplier<String> render) {
        return get(identity, version, Long.MAX_VALUE, render);
    }

    /**
     * The same, for a request that was told of results version {@code known} (-1 for none): while the new version
     * renders, it may take the previous version at once if that has the news it was told of.
     */
    public Page get(PageKey identity, String version, long known, Supplier<String> render) {
        asked.increment();
        return kept(pages, identity, Page::version).get(version, p -> serves(p.version(), version),
                p -> servesAtOnce(p.version(), version, known), p -> true,
                previous -> rendered(page(version, render.get())));
    }

    /**
     * A page that changes with its own {@code shape} rather than with every result (the draw: the tournament version
     * and its sessions' statuses), read at page version {@code read}: rendered once per shape; while a new shape
     * renders, every other request takes the copy kept (whatever its shape) at once, and after waiting
     * {@link KeptValue#STALE_BOUND} for the render; a copy read at a newer version is never replaced by one read at
     * an older (issue 30: at 1,000 players a draw page's render took seconds, and every spectator asking meanwhile
     * queued behind it). The page's version is written {@code "shape@read"}.
     */
    public Page getShaped(PageKey identity, Record shape, PageVersion read, Supplier<String> render) {
        return shaped(identity, shape, read, version -> page(version, render.get()));
    }

    /**
     * The same for a big page rendered as its parts in order (the draw, a session's table cards): kept and sent as
     * parts, never joined into one string or array ({@link GzipParts}).
     */
    public Page getShapedParts(PageKey identity, Record shape, PageVersion read, Supplier<List<String>> render) {
        return shaped(identity, shape, read, version -> pieced(version, render.get()));
    }

    private Page shaped(PageKey identity, Record shape, PageVersion read,
                        java.util.function.Function<String, Page> make) {
        asked.increment();
        // The shape is a record: equal shapes, equal text.
        String shown = shape.toString();
        String version = shown + SHAPE_AT + read;
        return kept(pages, identity, Page::version).get(version,
                p -> shapeOf(p.version()).equals(shown) || PageVersion.newer(readOf(p.version()), read.toString()),
                p -> true, p -> true, previous -> rendered(make.apply(version)));
    }

    /** Between a shaped page's shape and the page version it was read at. */
    private static final String SHAPE_AT = "@";

    private static String shapeOf(String version) {
        int at = version.lastIndexOf(SHAPE_AT);
        return at < 0 ? "" : version.substring(0, at);
    }

    /** The page version a page was read at: all of a plain page's version, the end of a shaped page's. */
    static String readOf(String version) {
        return version.substring(version.lastIndexOf(SHAPE_AT) + 1);
    }

    /**
     * The page {@code identity} as kept now, if it was computed from the tournament version {@code tournamentVersion}
     * and a results version of at least {@code known} (versions are "tournament/results"): a live region that the
     * events announced is rendered before the announcement, and a page told of that version takes it at once rather
     * than waiting for a newer version's render, which the next event will announce.
     */
    public java.util.Optional<Page> ready(PageKey identity, int tournamentVersion, long known) {
        KeptValue<Page> value = known < 0 ? null : pages.getIfPresent(identity);
        Page kept = value == null ? null : value.kept();
        if (kept == null) {
            return java.util.Optional.empty();
        }
        return PageVersion.parse(kept.version()).filter(v -> v.serves(tournamentVersion, known)).map(v -> kept);
    }

    /** A piece of HTML shared by many pages (the standings table, a session's tables), by the same rules. */
    public String fragment(PageKey identity, String version, Supplier<String> render) {
        // Never the previous version at once: a page rendered around it would be kept as the newer version.
        asked.increment();
        return kept(fragments, identity, Fragment::version).get(version, f -> serves(f.version(), version),
                f -> false, f -> true, previous -> rendered(new Fragment(version, render.get()))).html();
    }

    /** A piece of HTML at one version. */
    private record Fragment(String version, String html) {
    }

    /**
     * The newest value of an identity ({@link KeptValue}: one render per version, a version named by its text,
     * each version's render its own flight), or a new one kept from now on.
     */
    private <T> KeptValue<T> kept(Cache<PageKey, KeptValue<T>> values, PageKey identity,
                                  java.util.function.Function<T, String> versionOf) {
        return values.get(identity, k -> new KeptValue<T>(
                (a, b) -> PageVersion.newer(readOf(versionOf.apply(a)), readOf(versionOf.apply(b))), grace,
                System::nanoTime));
    }

    /** Whether a kept version serves a request for {@code wanted} as it is: the same, or a newer one. */
    /** A page or fragment rendered for a request that found no kept copy (a miss, for /metrics). */
    private <T> T rendered(T value) {
        renders.increment();
        return value;
    }

    /** Pages and fragments asked for since start. */
    long asked() {
        return asked.sum();
    }

    /** Of those, the ones rendered because no kept copy would do. */
    long renders() {
        return renders.sum();
    }

    private static boolean serves(String kept, String wanted) {
        // A request that read a slightly older snapshot takes the newer version kept, never renders the old.
        return kept.equals(wanted) || PageVersion.newer(kept, wanted);
    }

    /** Whether a kept version may stand in at once for one being rendered (see the class comment). */
    private static boolean servesAtOnce(String kept, String wanted, long known) {
        var k = PageVersion.parse(kept);
        var w = PageVersion.parse(wanted);
        return k.isPresent() && w.isPresent() && k.get().serves(w.get().tournament(), known);
    }

    /**
     * Whether this request gets the shared page: a visitor without a session (a spectator) sees nothing personal (no
     * user, no form token, no message), so the page of one version is the same for everyone in a language.
     */
    public static boolean servesSpectator(Context ctx) {
        return ctx.cookie(SESSION_COOKIE) == null && ctx.queryParam("lang") == null;
    }

    /** The cookie of a signed-in session (WebSessions): whoever has one gets pages of their own. */
    public static final String SESSION_COOKIE = WebSessions.COOKIE;

    /** The bytes of one rendered page (or JSON body): computed once, sent many times. */
    public static Page page(String version, String html) {
        byte[] plain = html.getBytes(StandardCharsets.UTF_8);
        return new Page(version, List.of(plain), List.of(gzip(plain)), etag(List.of(plain)));
    }

    /** The bytes of a page made of {@code html}'s parts in order, each part's encoded once while it is kept. */
    private Page pieced(String version, List<String> html) {
        GzipParts.Parts p = parts.of(html);
        return new Page(version, p.plain(), p.gzip(), etag(p.plain()));
    }

    /**
     * Sends a page: 304 if the browser has it, gzip if the browser takes it (Javalin leaves a response that already
     * has a Content-Encoding alone), and what a cache may do with it ({@link CacheHeaders}): a request addressed to
     * the version the page is at ({@code ?at=3/1742}) gets it as immutable; one addressed to an older version is sent
     * on to the newer address, never given the new page under the old address.
     */
    void send(Context ctx, Page page, String contentType) {
        CacheHeaders.Address address = CacheHeaders.Address.of(ctx);
        java.util.Optional<PageVersion> at = PageVersion.parse(readOf(page.version()));
        if (address.isOlderThan(at)) {
            headers.redirect(ctx, address, at.get());
            return;
        }
        boolean gzip = acceptsGzip(ctx.header("Accept-Encoding"));
        ctx.header("ETag", etag(page, gzip));
        headers.page(ctx, address, address.names(at));
        if (matches(ctx.header("If-None-Match"), page.etag())) {
            ctx.status(HttpStatus.NOT_MODIFIED);
            return;
        }
        ctx.contentType(contentType);
        if (gzip) {
            ctx.header("Content-Encoding", "gzip");
        }
        ctx.attribute(FrontDoor.SENT, new FrontDoor.Sent(page, contentType));
        write(ctx, gzip ? page.gzipParts() : page.plainParts());
    }

    /**
     * Writes the kept bytes to the response in one call per part, with their length. {@code ctx.result(bytes)} would have
     * Javalin copy them through a fresh 32 KB buffer in slices, one write each: at 20,000 cached pages a second that
     * was 600 MB a second of garbage and four writes per page (issue 13: the cached standings against nginx).
     */
    private static void write(Context ctx, List<byte[]> body) {
        ctx.res().setContentLengthLong(length(body));
        try {
            // A big page's parts one after the other: its bytes are never one array (issue 39).
            for (byte[] part : body) {
                ctx.res().getOutputStream().write(part);
            }
        } catch (IOException e) {
            // The browser went away (a phone left the hall's Wi-Fi): nobody is left to answer.
            LOG.debug("could not send a page: {}", e.toString());
        }
    }

    /** The ETag sent with a page: its digest, marked "-gz" for its gzip bytes. */
    static String etag(Page page, boolean gzip) {
        return "\"" + page.etag().replace("\"", "") + (gzip ? "-gz" : "") + "\"";
    }

    /** Sends an HTML page. */
    void sendHtml(Context ctx, Page page) {
        send(ctx, page, "text/html; charset=utf-8");
    }

    static boolean acceptsGzip(String acceptEncoding) {
        if (acceptEncoding == null) {
            return false;
        }
        for (String part : acceptEncoding.split(",")) {
            String[] pieces = part.trim().split(";");
            if (pieces[0].trim().equalsIgnoreCase("gzip")) {
                for (int i = 1; i < pieces.length; i++) {
                    String p = pieces[i].trim().replace(" ", "");
                    if (p.equals("q=0") || p.matches("q=0(\\.0{0,3})?")) {
                        return false;
                    }
                }
                return true;
            }
        }
        return false;
    }

    /** Whether an If-None-Match header names this page (either of its encodings, or "*"). */
    static boolean matches(String ifNoneMatch, String etag) {
        if (ifNoneMatch == null) {
            return false;
        }
        String bare = etag.replace("\"", "");
        for (String candidate : ifNoneMatch.split(",")) {
            String c = candidate.trim();
            if (c.startsWith("W/")) {
                c = c.substring(2);
            }
            c = c.replace("\"", "");
            if (c.equals("*") || c.equals(bare) || c.equals(bare + "-gz")) {
                return true;
            }
        }
        return false;
    }

    private static byte[] gzip(byte[] plain) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(Math.max(64, plain.length / 6));
        try (GZIPOutputStream zip = new GZIPOutputStream(out, 8192)) {
            zip.write(plain);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    private static String etag(List<byte[]> plain) {
        try {
            MessageDigest sha = MessageDigest.getInstance("SHA-256");
            plain.forEach(sha::update);
            byte[] digest = sha.digest();
            return "\"" + HexFormat.of().formatHex(digest, 0, 12) + "\"";
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
