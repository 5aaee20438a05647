package org.mahjongresults.web.i18n;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;

/**
 * The language of a request: a {@code ?lang=} choice (then remembered in a cookie), else the remembered choice,
 * else the browser's Accept-Language, else English.
 */
public final class RequestLanguage {

    public static final String COOKIE = "lang";
    /**
     * The language a versioned address names ({@code ?hl=en}, issue 39): the page in it for this request only, not
     * remembered, so that a cache may keep the address's answer for everyone.
     */
    public static final String ADDRESSED = "hl";
    private static final String ATTRIBUTE = RequestLanguage.class.getName();
    private static final int ONE_YEAR = 365 * 24 * 3600;

    private RequestLanguage() {
    }

    /** Before every request: decides the language and remembers an explicit choice. */
    public static void resolve(Context ctx, boolean secureCookies) {
        Language chosen = Language.fromCode(ctx.queryParam("lang")).orElse(null);
        if (chosen != null) {
            ctx.cookie(new Cookie(COOKIE, chosen.code(), "/", ONE_YEAR, secureCookies, true, null, SameSite.LAX));
        } else {
            chosen = Language.fromCode(ctx.queryParam(ADDRESSED))
                    .orElseGet(() -> remembered(ctx.cookie(COOKIE), ctx.header("Accept-Language")));
        }
        ctx.attribute(ATTRIBUTE, chosen);
    }

    /** The language of a request without {@code ?lang=}: the remembered choice, else the browser's, else English. */
    public static Language remembered(String cookie, String acceptLanguage) {
        return Language.fromCode(cookie).or(() -> Language.fromAcceptLanguage(acceptLanguage)).orElse(Language.EN);
    }

    /** Whether {@code code} names one of the site's languages (an address's {@code ?hl=}). */
    public static boolean named(String code) {
        return Language.fromCode(code).isPresent();
    }

    public static Language of(Context ctx) {
        Language l = ctx.attribute(ATTRIBUTE);
        return l == null ? Language.EN : l;
    }
}
