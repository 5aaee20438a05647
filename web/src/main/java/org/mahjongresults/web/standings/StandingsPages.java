package org.mahjongresults.web.standings;

import java.util.List;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.rankings.StandingsRule;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Team;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.results.Placing;
import org.mahjongresults.engine.results.StandingRow;
import org.mahjongresults.engine.results.TeamRow;
import org.mahjongresults.engine.tournament.TieBreaker;

/** The table-point standings' page records and the values they are made of. */
public final class StandingsPages {

    private StandingsPages() {
    }

    /**
     * The individual standings page; the table itself is rendered once per results version and language.
     * {@code listing} says which of its rows are shown (null while the standings are hidden).
     */
    public record StandingsPage(Tournament tournament, boolean visible, String tableHtml, boolean canManage,
                                Listing listing) {
    }

    /**
     * Which rows of the standings a page shows (issue 13, lighter pages): {@code "top"}, the first {@code shown} of
     * {@code total} players, what a phone gets first at a big event; {@code "all"}, the whole results table of
     * MCR 2006 附件7, for print and for a big screen; {@code "search"}, the {@code shown} players that {@code query}
     * finds, with their places.
     */
    public record Listing(String view, int shown, int total, String query) {

        public boolean top() {
            return "top".equals(view);
        }

        public boolean search() {
            return "search".equals(view);
        }

        public boolean whole() {
            return "all".equals(view);
        }

        /** Whether the table has more rows than a phone is first given (the links between the views are shown). */
        public boolean large() {
            return total > StandingsController.TOP;
        }
    }

    /**
     * The standings table (a shared fragment) at one version and {@code view} (the rows it shows, see
     * {@code RowSet.view}: open pages send both back to be brought up to date, see the publisher's changes); its rows as HTML from {@link StandingsRows}; {@code provisional} when some results
     * are marked in progress.
     */
    public record StandingsTable(Tournament tournament, String version, String view, List<Integer> sessions,
                                 String bodyHtml, boolean provisional) {

        /** Whether some session cell is marked "time called" (see {@link StandingsRows}): its legend is shown. */
        public boolean timeCalled() {
            return bodyHtml != null && bodyHtml.contains(" data-tc=");
        }

        /**
         * Whether the rows carry each player's stage reached and points there ({@link StandingsRows}): a tournament in
         * stages, whose standings are the final ranking (issue 35); the head then names those columns.
         */
        public boolean staged() {
            return bodyHtml != null && bodyHtml.contains(" data-stage=");
        }

        /** Whether some player is marked withdrawn, replaced, absent ... ({@link PlayerMark}): its legend is shown. */
        public boolean marked() {
            return bodyHtml != null && bodyHtml.contains(" data-pm=");
        }

        /** The tie-breakers that decided a place among the rows shown (issue 28), with their marks, for the legend. */
        public List<TieMark> tieBreakersUsed() {
            List<TieMark> out = new java.util.ArrayList<>();
            for (TieBreaker b : TieBreaker.values()) {
                if (bodyHtml != null && bodyHtml.contains(" data-tb=\"" + b.name() + "\"")) {
                    out.add(new TieMark(b, StandingsRows.symbol(b)));
                }
            }
            return out;
        }
    }

    /** A tie-breaker and the mark the standings rows give a place it decided. */
    public record TieMark(TieBreaker breaker, String symbol) {

        /** The tie-breaker's name in the message bundles. */
        public String key() {
            return "rankings.tie." + breaker.name();
        }
    }

    /** The answer to an EMA results file a rule set does not have (a Swiss knockout, issue 28). */
    public record NotEmaPage(Tournament tournament, boolean canManage) {
    }

    /** One player's line with names resolved. */
    public record Row(StandingRow standing, Player player, String teamName) {
    }

    /** The team standings page. */
    public record TeamsPage(Tournament tournament, boolean visible, List<TeamLine> rows, List<Integer> sessions,
                            boolean canManage, StandingsRule rule) {
    }

    /** One team's line with its name and members. */
    public record TeamLine(TeamRow row, Team team, List<String> members) {
    }

    /** One session of a player: table, starting seat, and the result if played. */
    public record PlayerSession(Seating seating, Placing placing, String sheetStatus) {
    }
}
