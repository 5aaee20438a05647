package org.mahjongresults.web.publish;

import java.util.Optional;

/**
 * What a spectator's page was computed from, written "tournament version/results version" ({@code "3/1742"}): the
 * first changes with the settings, the draw and the players (the page may change shape), the second with every saved
 * hand. Kept pages and standings tables are named by it; pages told of a results version ask for at least that one.
 */
public record PageVersion(int tournament, long results) {

    /** The version's text, as pages and ETags carry it. */
    public static String text(int tournament, long results) {
        return tournament + "/" + results;
    }

    /** The version a text names, or empty when it names none (a made-up or old value sent by a page). */
    public static Optional<PageVersion> parse(String text) {
        int slash = text == null ? -1 : text.indexOf('/');
        if (slash <= 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(new PageVersion(Integer.parseInt(text.substring(0, slash)),
                    Long.parseLong(text.substring(slash + 1))));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /**
     * Whether a page at this version may be served to one that asks for the tournament version {@code tournament}
     * and was told of results version {@code known}: the same shape, and no older news.
     */
    public boolean serves(int tournament, long known) {
        return this.tournament == tournament && results >= known;
    }

    /** Whether this version is newer than {@code other}: a new shape, or the same shape with newer results. */
    public boolean isNewerThan(PageVersion other) {
        return tournament > other.tournament || tournament == other.tournament && results > other.results;
    }

    /** Whether text {@code a} names a version known to be newer than the one {@code b} names. */
    public static boolean newer(String a, String b) {
        Optional<PageVersion> x = parse(a);
        Optional<PageVersion> y = parse(b);
        return x.isPresent() && y.isPresent() && x.get().isNewerThan(y.get());
    }

    @Override
    public String toString() {
        return text(tournament, results);
    }
}
