package org.mahjongresults.web.publish;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.mahjongresults.web.i18n.RequestLanguage;

/**
 * What the site tells a cache in front of it (nginx {@code proxy_cache}, a CDN) and the browsers about spectators'
 * pages (issue 39). The one notion of a version addresses them: {@code ?at=3/1742} names the {@link PageVersion} a
 * page is at and {@code ?hl=en} its language, so such an address always names the same bytes and is kept for a year;
 * an address without them names "the newest", which a cache may share for a second only when the site is told that
 * one stands in front ({@code CACHE_IN_FRONT}). Phones behind a cache learn of new versions from a version document
 * shared for a second ({@link #versionDocument}), not from the event stream. Whatever is personal (a signed-in
 * visitor's page, an answer that sets a cookie) is never stored by anyone ({@link #privateUnlessSaid}).
 */
final class CacheHeaders {

    /** The query parameter naming the page version an address is for. */
    static final String AT = "at";
    /** An address names one version's bytes for ever: browsers need not even revalidate. */
    static final String IMMUTABLE = "public, max-age=31536000, immutable";
    /** Without a cache in front: every view asks again (an unchanged page costs a 304). */
    static final String ASK_AGAIN = "no-cache";
    /** With a cache in front: "the newest" is shared for a second. */
    static final String ONE_SECOND = "public, max-age=1";
    /** Signed-in or personal: never stored, by a cache or the browser. */
    static final String PRIVATE = "private, no-store";
    static final String BY_ENCODING = "Accept-Encoding";
    /** A page whose address does not name its language is chosen by the browser's languages and the lang cookie. */
    static final String BY_LANGUAGE = "Accept-Encoding, Accept-Language, Cookie";

    private final boolean cacheInFront;

    CacheHeaders(boolean cacheInFront) {
        this.cacheInFront = cacheInFront;
    }

    boolean cacheInFront() {
        return cacheInFront;
    }

    /** What a request's address names: a page version ({@code ?at=}), and whether its language ({@code ?hl=}). */
    record Address(Optional<PageVersion> at, boolean languageNamed) {

        static Address of(Context ctx) {
            return new Address(PageVersion.parse(ctx.queryParam(AT)),
                    RequestLanguage.named(ctx.queryParam(RequestLanguage.ADDRESSED)));
        }

        /** Whether the address names a version older than the page's: its bytes are no longer to be had. */
        boolean isOlderThan(Optional<PageVersion> page) {
            return at.isPresent() && page.isPresent() && page.get().isNewerThan(at.get());
        }

        /** Whether the address names exactly the page's version. */
        boolean names(Optional<PageVersion> page) {
            return at.isPresent() && at.equals(page);
        }
    }

    /** Cache-Control for "the newest" of a spectator's page, as the front door sends it too. */
    String unversioned() {
        return cacheInFront ? ONE_SECOND : ASK_AGAIN;
    }

    /** Vary for "the newest" of a spectator's page, as the front door sends it too. */
    String unversionedVary() {
        return cacheInFront ? BY_LANGUAGE : BY_ENCODING;
    }

    /**
     * The headers of a kept page sent to {@code address}: immutable when it names the page's version; private when
     * asked by a signed-in visitor (a region is the same for everyone, but nothing of theirs is shared).
     */
    void page(Context ctx, Address address, boolean versioned) {
        ctx.header("Cache-Control", signedIn(ctx) ? PRIVATE : versioned ? IMMUTABLE : unversioned());
        ctx.header("Vary", vary(address, versioned));
    }

    private String vary(Address address, boolean versioned) {
        if (address.languageNamed()) {
            return BY_ENCODING;
        }
        return versioned ? BY_LANGUAGE : unversionedVary();
    }

    /**
     * An address of an older version than the page kept: sent on to the same address at the page's version (a
     * second's answer, since the newest moves on), never the new bytes under the old address.
     */
    void redirect(Context ctx, Address address, PageVersion newer) {
        StringBuilder to = new StringBuilder(ctx.path()).append('?');
        for (Map.Entry<String, List<String>> p : ctx.queryParamMap().entrySet()) {
            if (p.getKey().equals(AT)) {
                continue;
            }
            for (String value : p.getValue()) {
                to.append(encode(p.getKey())).append('=').append(encode(value)).append('&');
            }
        }
        to.append(AT).append('=').append(encode(newer.toString()));
        ctx.header("Cache-Control", signedIn(ctx) ? PRIVATE : ONE_SECOND);
        ctx.header("Vary", vary(address, true));
        ctx.header("Location", to.toString());
        ctx.status(HttpStatus.FOUND);
    }

    /**
     * The version document phones poll behind a cache: a few bytes, shared for a second; private to a signed-in
     * visitor like everything of theirs.
     */
    void versionDocument(Context ctx, PageVersion version) {
        ctx.header("Cache-Control", signedIn(ctx) ? PRIVATE : ONE_SECOND);
        ctx.contentType("application/json");
        ctx.result("{\"v\":\"" + version + "\"}");
    }

    /**
     * After every request: an answer that said nothing to caches is private and never stored when it is personal (a
     * signed-in visitor's, or one that sets a cookie), so that no cache in front ever keeps a staff page or a token.
     */
    static void privateUnlessSaid(Context ctx) {
        if (ctx.res().getHeader("Cache-Control") != null || ctx.res().isCommitted()) {
            return;
        }
        if (signedIn(ctx) || ctx.res().getHeader("Set-Cookie") != null) {
            ctx.header("Cache-Control", PRIVATE);
        }
    }

    private static boolean signedIn(Context ctx) {
        return ctx.cookie(PageCache.SESSION_COOKIE) != null;
    }

    private static String encode(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8);
    }
}
