package org.mahjongresults.web.standings;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.mahjongresults.engine.results.SessionCell;
import org.mahjongresults.engine.stage.FinalRanking;
import org.mahjongresults.engine.tournament.TieBreaker;
import org.mahjongresults.web.publish.RowSet;
import org.unbescape.html.HtmlEscape;

/**
 * The body of the results table (MCR 2006 附件7), written directly rather than through the template: a 400-player,
 * 10-session table has 8,000 session cells, and on an event day it is rendered again for every results version.
 * The template (standings/table.html) keeps the head and the frame; this writes the rows in the same markup, kept
 * compact because every byte is sent to every phone: the session cells carry one class and no inner elements but the
 * running total.
 *
 * <p>Each row is kept in two parts, its place and the rest ({@link RowSet}), so that the publisher can bring a page
 * already open up to date with the rows that changed.
 */
final class StandingsRows {

    private StandingsRows() {
    }

    /** The rows; {@code inProgress} ("playerId/session") marks provisional results with the class "ip". */
    static RowSet rows(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       Set<String> inProgress) {
        return rows(tournamentId, rows, teamEvent, startingStake, inProgress, Map.of());
    }

    /**
     * The rows, with {@code timeCalled} ("playerId/session" to the last hand played) marking the session cells of
     * a table whose sheet was ended by time called (the class "tc" and the hand in {@code data-tc}): data of the cell,
     * no translated text, so the rows stay shared by every language and a page's row changes carry the mark.
     */
    static RowSet rows(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       Set<String> inProgress, Map<String, Integer> timeCalled) {
        return rows(tournamentId, rows, teamEvent, startingStake, inProgress, timeCalled, Map.of(), Map.of());
    }

    /**
     * The rows, with {@code decidedBy} marking the players whose place a director's tie-breaker decided (issue 28): a
     * symbol per tie-breaker in {@code data-tb}, no translated text; the table's legend names them.
     */
    static RowSet rows(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       Set<String> inProgress, Map<String, Integer> timeCalled, Map<Long, TieBreaker> decidedBy,
                       Map<Long, PlayerMark> marks) {
        return rows(tournamentId, rows, teamEvent, startingStake, inProgress, timeCalled, decidedBy, marks, Map.of());
    }

    /**
     * The rows, with {@code reached} giving each player's last stage and points there (carried points included) for
     * a tournament in stages (issue 35): two cells after the name (the team), the stage in {@code data-stage}.
     */
    static RowSet rows(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       Set<String> inProgress, Map<String, Integer> timeCalled, Map<Long, TieBreaker> decidedBy,
                       Map<Long, PlayerMark> marks, Map<Long, FinalRanking.Reached> reached) {
        return rows(tournamentId, rows, teamEvent, startingStake, inProgress, timeCalled, decidedBy, marks, reached,
                true);
    }

    /**
     * The rows, without the table-point cells where the rule set ranks by points alone ({@code tablePoints} false:
     * riichi, issue 38): one cell of points overall and one per session.
     */
    static RowSet rows(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       Set<String> inProgress, Map<String, Integer> timeCalled, Map<Long, TieBreaker> decidedBy,
                       Map<Long, PlayerMark> marks, Map<Long, FinalRanking.Reached> reached, boolean tablePoints) {
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
            // The native name for readers of its language (issue 35): the rows serve every language, so the name
            // carries its language and the site's style shows it where the page's language is the same.
            String nativeLanguage = r.player().nativeLanguage();
            if (nativeLanguage != null) {
                sb.append(" <span class=\"native\" lang=\"").append(nativeLanguage).append("\">")
                        .append(escape(r.player().nativeName())).append("</span>");
            }
            if (r.player().country() != null) {
                sb.append(" <span class=\"country\">").append(escape(r.player().country())).append("</span>");
            }
            marks.getOrDefault(r.player().id(), PlayerMark.NONE).appendHtml(sb);
            TieBreaker decided = decidedBy.get(r.player().id());
            if (decided != null) {
                sb.append(" <sup class=\"tb\" data-tb=\"").append(decided.name()).append("\">")
                        .append(symbol(decided)).append("</sup>");
            }
            sb.append("</td>");
            if (teamEvent) {
                sb.append("<td>").append(r.teamName() == null ? "" : escape(r.teamName())).append("</td>");
            }
            FinalRanking.Reached stage = reached.get(r.player().id());
            if (!reached.isEmpty()) {
                sb.append("<td class=\"num\" data-stage=\"").append(stage == null ? 1 : stage.stage()).append("\">")
                        .append(stage == null ? 1 : stage.stage()).append("</td><td class=\"num\">");
                if (stage != null) {
                    sb.append(stage.row().tablePoints()).append(" / ")
                            .append(stage.row().displayedMatchPoints(startingStake));
                }
                sb.append("</td>");
            }
            if (tablePoints) {
                sb.append("<td class=\"num\"><b>").append(s.tablePoints()).append("</b></td>");
                sb.append("<td class=\"num\">").append(s.displayedMatchPoints(startingStake)).append("</td>");
            } else {
                sb.append("<td class=\"num\"><b>").append(s.displayedMatchPoints(startingStake)).append("</b></td>");
            }
            for (SessionCell c : s.sessions()) {
                if (!c.played()) {
                    sb.append(tablePoints ? "<td class=\"tp\"></td><td></td>" : "<td class=\"ps\"></td>");
                    continue;
                }
                if (!tablePoints) {
                    // "ps": a session's points where there are no table points; a phone hides them as it hides
                    // a session's TP and MP, until the reader asks for the sessions.
                    // "ip": a table still being played, its points provisional (the legend says so).
                    String ip = inProgress.contains(r.player().id() + "/" + c.session()) ? " ip" : "";
                    sb.append(c.matchPoints() > 0 ? "<td class=\"mp ps pos" + ip + "\">" : c.matchPoints() < 0
                            ? "<td class=\"mp ps neg" + ip + "\">" : "<td class=\"mp ps" + ip + "\">");
                    sb.append(c.displayedMatchPoints(startingStake)).append("<small>").append(c.runningMatchPoints())
                            .append("</small></td>");
                    continue;
                }
                String cell = r.player().id() + "/" + c.session();
                Integer calledAfter = timeCalled.get(cell);
                sb.append(inProgress.contains(cell) ? "<td class=\"tp ip" : "<td class=\"tp");
                if (calledAfter != null) {
                    sb.append(" tc\" data-tc=\"").append(calledAfter);
                }
                sb.append("\">").append(c.tablePoints()).append("<small>")
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

    /** The mark of a place decided by a tie-breaker: the same in every language, named by the table's legend. */
    static String symbol(TieBreaker b) {
        return switch (b) {
            case HEAD_TO_HEAD -> "\u2194";
            case FIRSTS -> "\u2460";
            case BEST_SESSION -> "\u2605";
            case LOT -> "\u25C6";
        };
    }

    private static String escape(String text) {
        return HtmlEscape.escapeHtml4Xml(text);
    }
}
