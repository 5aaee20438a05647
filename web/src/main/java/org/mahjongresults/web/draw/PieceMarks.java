package org.mahjongresults.web.draw;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * Where a big page's kept pieces go (issue 39 item 2): the page is rendered around marks, small, and then cut at them,
 * each mark giving way to its pieces, so that the draw and a session's cards are sent as their parts and never made
 * into one string. A mark is an HTML comment with this run's random name: escaped text cannot make one.
 */
final class PieceMarks {

    private static final String PREFIX = "<!--piece:" + UUID.randomUUID() + ":";
    private static final String SUFFIX = "-->";

    private PieceMarks() {
    }

    /** The mark of the pieces named {@code name} (no "-->" in it). */
    static String mark(String name) {
        return PREFIX + name + SUFFIX;
    }

    /**
     * {@code page} cut at its marks, in order: the text between the marks, and for each mark the pieces
     * {@code pieces} has under its name (none for a name it does not have).
     */
    static List<String> cut(String page, Map<String, List<String>> pieces) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        int at;
        while ((at = page.indexOf(PREFIX, from)) >= 0) {
            int end = page.indexOf(SUFFIX, at + PREFIX.length());
            parts.add(page.substring(from, at));
            parts.addAll(pieces.getOrDefault(page.substring(at + PREFIX.length(), end), List.of()));
            from = end + SUFFIX.length();
        }
        parts.add(page.substring(from));
        return parts;
    }
}
