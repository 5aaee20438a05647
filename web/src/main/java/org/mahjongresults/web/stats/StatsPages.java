package org.mahjongresults.web.stats;

import java.util.List;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.stats.Element;
import org.mahjongresults.engine.stats.ElementCount;
import org.mahjongresults.engine.stats.HeadToHead;
import org.mahjongresults.engine.stats.PlayerStats;
import org.mahjongresults.engine.stats.StatHand;
import org.mahjongresults.engine.stats.Tally;
import org.mahjongresults.engine.stats.TournamentStats;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;

/** The statistics pages' records, one per template (stats/tournament, stats/player, stats/head-to-head). */
public final class StatsPages {

    private StatsPages() {
    }

    /** The tournament statistics page. */
    public record TournamentStatsPage(Tournament tournament, boolean canManage, boolean swiss, Tally tally,
                                      List<ElementLine> elements, List<ElementLine> scored, List<TopHand> highest,
                                      List<TournamentStats.SessionTally> trends, Chart trendChart,
                                      SessionTable trendTable) {
    }

    /**
     * A table of one line per session (the tournament's trends, a player's progress), one fragment for both: the
     * message keys of its headings after the session's, and each line's cells as shown.
     */
    public record SessionTable(String id, String sessionHeading, List<String> headings, List<SessionLine> lines) {
    }

    /** One session's line: its number and its cells. */
    public record SessionLine(int session, List<String> cells) {
    }

    /** One fan (pattern, doubling, bonus) with its name in the reader's language and how often it was scored. */
    public record ElementLine(Element.Key key, String name, String chinese, int points, ElementCount count) {

        /** The width of its bar (0..100) on the share scale. */
        public String barWidth() {
            return count.share() == null ? "0" : String.format(java.util.Locale.ROOT, "%.1f", 100 * count.share());
        }
    }

    /** One of the highest hands: rank, the hand, who won it, from whom, and its fans by name. */
    public record TopHand(int rank, StatHand hand, Player winner, Player discarder, List<String> fans, String when) {
    }

    /** A player and the hands that passed between them and another. */
    public record OpponentLine(Player player, int hands, long value) {
    }

    /** A player's statistics page. */
    public record PlayerStatsPage(Tournament tournament, boolean canManage, boolean visible, boolean swiss,
                                  Player player, PlayerStats stats, TopHand biggest, List<OpponentLine> dealtInTo,
                                  List<OpponentLine> wonFrom, List<ElementLine> topElements,
                                  List<ProgressRow> progress, List<Chart> charts, List<Player> others,
                                  SessionTable progressTable) {
    }

    /** A player after one session, beside the field's average. */
    public record ProgressRow(int session, Integer place, String tablePoints, String fieldTablePoints,
                              int matchPoints, String fieldMatchPoints) {
    }

    /** The head-to-head page: the choice of two players and, once chosen, their meetings. */
    public record HeadToHeadPage(Tournament tournament, boolean canManage, boolean visible, List<Player> players,
                                 Player a, Player b, HeadToHead h2h, String error) {

        /** What the page shows differently under the tournament's rule set (issue 34 item 5). */
        public RuleSetFeatures features() {
            return RuleSets.of(tournament);
        }
    }
}
