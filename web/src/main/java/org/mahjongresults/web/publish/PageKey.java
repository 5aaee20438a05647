package org.mahjongresults.web.publish;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.mahjongresults.web.i18n.Language;

/**
 * What a kept page, region, fragment or piece shows, apart from its version: which {@code page}, of which tournament
 * (or season) {@code of}, what else tells two copies apart ({@code parts}: a session, a table, a view, the address
 * its QR codes lead to), in which {@code language} (null when every language shares it). Features name what they
 * keep with it and never write a cache key by hand; two keys are the same copy when they are equal, and the
 * publisher's caches are keyed by it.
 */
public record PageKey(String page, long of, List<String> parts, Language language) {

    public PageKey {
        Objects.requireNonNull(page);
        parts = List.copyOf(parts);
    }

    /** {@code page} of tournament {@code of} in {@code language}, told apart by {@code parts}. */
    public static PageKey of(String page, long of, Language language, Object... parts) {
        return new PageKey(page, of, Arrays.stream(parts).map(String::valueOf).toList(), language);
    }

    /** The same for what every language shares (a JSON body, a set of rows, a QR code). */
    public static PageKey shared(String page, long of, Object... parts) {
        return of(page, of, null, parts);
    }

    /** The same page, told apart by one more part (the region of a page, the top of a table). */
    public PageKey with(Object part) {
        List<String> more = new java.util.ArrayList<>(parts);
        more.add(String.valueOf(part));
        return new PageKey(page, of, more, language);
    }
}
