package org.mahjongresults.web.standings;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.engine.results.SessionCell;
import org.unbescape.html.HtmlEscape;

/**
 * The body of the results table (RULES §11.6), written directly rather than through the template: a 400-player,
 * 10-session table has 8,000 session cells, and on an event day it is rendered again for every results version.
 * The template (standings/table.html) keeps the head and the frame; this writes the rows in the same markup, kept
 * compact because every byte is sent to every phone: the session cells carry one class and no inner elements but the
 * running total.
 *
 * <p>Each row is kept in two parts, its place and the rest (its {@code <tr data-p="player id">} and every other
 * cell), so that a page already open can be brought up to date by {@link StandingsDelta}: a hand changes the rest of
 * four rows, but it may move the places of a hundred.
 */
final class StandingsRows {

    /**
     * One version's rows in order: each row's player, place label and the rest of its markup. A row's rest is the
     * same object as in the version it was {@linkplain #reusing made from} when it did not change, which saves memory
     * and makes comparing two versions cheap.
     */
    record RowSet(long[] players, String[] places, String[] rests, boolean legend) {

        int size() {
            return players.length;
        }

        /** The body of the first {@code limit} rows: the top of the table, what a phone is given first. */
        String html(int limit) {
            int n = Math.min(limit, players.length);
            StringBuilder sb = new StringBuilder(n == 0 ? 0 : n * (rests[0].length() + 40));
            for (int i = 0; i < n; i++) {
                appendRow(sb, i);
            }
            return sb.toString();
        }

        /** How many of the rows are of {@code wanted} players, at most {@code limit}. */
        int count(Set<Long> wanted, int limit) {
            int n = 0;
            for (int i = 0; i < players.length && n < limit; i++) {
                if (wanted.contains(players[i])) {
                    n++;
                }
            }
            return n;
        }

        /** The body of the rows of {@code wanted} players (a search's), at most {@code limit}, in the table's order. */
        String html(Set<Long> wanted, int limit) {
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
        String html() {
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
        String row(int i) {
            return appendRow(new StringBuilder(rests[i].length() + 40), i).toString();
        }

        private StringBuilder appendRow(StringBuilder sb, int i) {
            String rest = rests[i];
            int open = rest.indexOf('>') + 1;
            return sb.append(rest, 0, open).append("<td class=\"num place\">").append(places[i]).append("</td>")
                    .append(rest, open, rest.length());
        }

        /** This set with every unchanged rest replaced by the identical string of {@code previous}. */
        RowSet reusing(RowSet previous) {
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

    private StandingsRows() {
    }

    /** The rows; {@code inProgress} ("playerId/session") marks provisional results with the class "ip". */
    static RowSet rows(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       Set<String> inProgress) {
        int n = rows.size();
        long[] players = new long[n];
        String[] places = new String[n];
        String[] rests = new String[n];
        int sessions = rows.isEmpty() ? 0 : rows.get(0).standing().sessions().size();
        StringBuilder sb = new StringBuilder(120 + 60 * sessions);
        for (int i = 0; i < n; i++) {
            StandingsPages.Row r = rows.get(i);
            var s = r.standing();
            players[i] = r.player().id();
            places[i] = s.placeLabel();
            sb.setLength(0);
            sb.append("<tr data-p=\"").append(r.player().id()).append(s.excluded() ? "\" class=\"is-inactive\">" : "\">");
            sb.append("<td><a href=\"/tournaments/").append(tournamentId).append("/players/").append(r.player().id())
                    .append("\">").append(escape(r.player().name())).append("</a>");
            if (r.player().country() != null) {
                sb.append(" <span class=\"country\">").append(escape(r.player().country())).append("</span>");
            }
            sb.append("</td>");
            if (teamEvent) {
                sb.append("<td>").append(r.teamName() == null ? "" : escape(r.teamName())).append("</td>");
            }
            sb.append("<td class=\"num\"><b>").append(s.tablePoints()).append("</b></td>");
            sb.append("<td class=\"num\">").append(s.displayedMatchPoints(startingStake)).append("</td>");
            for (SessionCell c : s.sessions()) {
                if (!c.played()) {
                    sb.append("<td class=\"tp\"></td><td></td>");
                    continue;
                }
                sb.append(inProgress.contains(r.player().id() + "/" + c.session()) ? "<td class=\"tp ip\">"
                        : "<td class=\"tp\">").append(c.tablePoints()).append("<small>")
                        .append(c.runningTablePoints()).append("</small></td>");
                sb.append(c.matchPoints() > 0 ? "<td class=\"mp pos\">" : c.matchPoints() < 0 ? "<td class=\"mp neg\">"
                        : "<td class=\"mp\">");
                sb.append(c.displayedMatchPoints(startingStake)).append("<small>").append(c.runningMatchPoints())
                        .append("</small></td>");
            }
            sb.append("</tr>\n");
            rests[i] = sb.toString();
        }
        return new RowSet(players, places, rests, !inProgress.isEmpty());
    }

    private static String escape(String text) {
        return HtmlEscape.escapeHtml4Xml(text);
    }
}
