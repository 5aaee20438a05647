package org.mahjongresults.web.standings;

import java.util.List;
import org.mahjongresults.engine.results.SessionCell;
import org.unbescape.html.HtmlEscape;

/**
 * The body of the results table (RULES §11.6), written directly rather than through the template: a 400-player,
 * 10-session table has 8,000 session cells, and on an event day it is rendered again for every results version.
 * The template (standings/table.html) keeps the head and the frame; this writes the rows in the same markup, kept
 * compact because every byte is sent to every phone: the session cells carry one class and no inner elements but the
 * running total.
 */
final class StandingsRows {

    private StandingsRows() {
    }

    static String html(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake) {
        return html(tournamentId, rows, teamEvent, startingStake, java.util.Set.of());
    }

    /** As above; {@code inProgress} ("playerId/session") marks provisional results with the class "ip". */
    static String html(long tournamentId, List<StandingsPages.Row> rows, boolean teamEvent, int startingStake,
                       java.util.Set<String> inProgress) {
        StringBuilder sb = new StringBuilder(rows.size() * (120 + 60 * (rows.isEmpty() ? 0
                : rows.get(0).standing().sessions().size())));
        for (StandingsPages.Row r : rows) {
            var s = r.standing();
            sb.append(s.excluded() ? "<tr class=\"is-inactive\">" : "<tr>");
            sb.append("<td class=\"num place\">").append(s.placeLabel()).append("</td>");
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
        }
        return sb.toString();
    }

    private static String escape(String text) {
        return HtmlEscape.escapeHtml4Xml(text);
    }
}
