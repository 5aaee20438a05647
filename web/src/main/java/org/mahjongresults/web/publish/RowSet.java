package org.mahjongresults.web.publish;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * The rows of a live table at one version, kept in two parts per row, its place and the rest (its
 * {@code <tr data-p="id">} and every other cell), so that a page already open can be brought up to date by the
 * changes between two versions (the publisher's deltas): a hand changes the rest of four rows, but it may move the
 * places of a hundred. A feature makes the rows (the standings: {@code StandingsRows}); the publisher keeps them.
 *
 * <p>Each row's player, place label and the rest of its markup, in order. A row's rest is the same object as in the
 * version it was {@linkplain #reusing made from} when it did not change, which saves memory and makes comparing two
 * versions cheap.
 */
public record RowSet(long[] players, String[] places, String[] rests, boolean legend) {

    /** Every row: a table shown whole. */
    public static final int WHOLE = Integer.MAX_VALUE;

    /**
     * What names the rows a table shows, {@code limit} of them (its top) or the {@link #WHOLE whole}: its open copies
     * find their changes under this name in a live event ({@code "100"}, {@code "whole"}).
     */
    public static String view(int limit) {
        return limit == WHOLE ? "whole" : String.valueOf(limit);
    }

    public int size() {
        return players.length;
    }

    /** The body of the first {@code limit} rows: the top of the table, what a phone is given first. */
    public String html(int limit) {
        int n = Math.min(limit, players.length);
        StringBuilder sb = new StringBuilder(n == 0 ? 0 : n * (rests[0].length() + 40));
        for (int i = 0; i < n; i++) {
            appendRow(sb, i);
        }
        return sb.toString();
    }

    /** How many of the rows are of {@code wanted} players, at most {@code limit}. */
    public int count(Set<Long> wanted, int limit) {
        int n = 0;
        for (int i = 0; i < players.length && n < limit; i++) {
            if (wanted.contains(players[i])) {
                n++;
            }
        }
        return n;
    }

    /** The body of the rows of {@code wanted} players (a search's), at most {@code limit}, in the table's order. */
    public String html(Set<Long> wanted, int limit) {
        StringBuilder sb = new StringBuilder();
        int n = 0;
        for (int i = 0; i < players.length && n < limit; i++) {
            if (wanted.contains(players[i])) {
                appendRow(sb, i);
                n++;
            }
        }
        return sb.toString();
    }

    /** The table body, in the markup the page has always had. */
    public String html() {
        int length = 0;
        for (String rest : rests) {
            length += rest.length() + 40;
        }
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < players.length; i++) {
            appendRow(sb, i);
        }
        return sb.toString();
    }

    /** Row {@code i} whole: {@code <tr ...><td class="num place">place</td>...</tr>}. */
    public String row(int i) {
        return appendRow(new StringBuilder(rests[i].length() + 40), i).toString();
    }

    private StringBuilder appendRow(StringBuilder sb, int i) {
        String rest = rests[i];
        int open = rest.indexOf('>') + 1;
        return sb.append(rest, 0, open).append("<td class=\"num place\">").append(places[i]).append("</td>")
                .append(rest, open, rest.length());
    }

    /** This set with every unchanged rest replaced by the identical string of {@code previous}. */
    public RowSet reusing(RowSet previous) {
        if (previous == null) {
            return this;
        }
        Map<Long, String> before = new HashMap<>(previous.size() * 2);
        for (int i = 0; i < previous.size(); i++) {
            before.put(previous.players[i], previous.rests[i]);
        }
        String[] shared = rests.clone();
        for (int i = 0; i < shared.length; i++) {
            String old = before.get(players[i]);
            if (old != null && old.equals(shared[i])) {
                shared[i] = old;
            }
        }
        return new RowSet(players, places, shared, legend);
    }
}
