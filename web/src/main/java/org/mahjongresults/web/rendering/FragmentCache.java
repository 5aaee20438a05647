package org.mahjongresults.web.rendering;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * Rendered HTML of the heavy, public, user-independent parts of pages (the standings table, a session's live
 * tables), kept per tournament, results version and language: while nothing changes, a page view re-renders only
 * its small personal frame. A new results version makes new keys; the map is simply emptied when it grows large.
 */
public final class FragmentCache {

    private static final int MAX_ENTRIES = 500;
    private final Map<String, String> html = new ConcurrentHashMap<>();

    /**
     * A whole page for a visitor without a session (a spectator): nothing on it is personal (no user, no form
     * token, no message), so the page of one results version is rendered once per language.
     */
    public boolean servesSpectator(io.javalin.http.Context ctx) {
        return ctx.cookie("msid") == null && ctx.queryParam("lang") == null;
    }

    public String get(String key, Supplier<String> render) {
        String cached = html.get(key);
        if (cached != null) {
            return cached;
        }
        String fresh = render.get();
        if (html.size() >= MAX_ENTRIES) {
            html.clear();
        }
        html.put(key, fresh);
        return fresh;
    }
}
