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
            chosen = remembered(ctx.cookie(COOKIE), ctx.header("Accept-Language"));
        }
        ctx.attribute(ATTRIBUTE, chosen);
    }

    /** The language of a request without {@code ?lang=}: the remembered choice, else the browser's, else English. */
    public static Language remembered(String cookie, String acceptLanguage) {
        return Language.fromCode(cookie).or(() -> Language.fromAcceptLanguage(acceptLanguage)).orElse(Language.EN);
    }

    public static Language of(Context ctx) {
        Language l = ctx.attribute(ATTRIBUTE);
        return l == null ? Language.EN : l;
    }
}
