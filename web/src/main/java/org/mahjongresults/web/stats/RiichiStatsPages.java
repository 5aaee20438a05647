package org.mahjongresults.web.stats;

import java.util.List;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.riichi.stats.PlayerRecord;
import org.mahjongresults.engine.riichi.stats.Rate;
import org.mahjongresults.engine.riichi.stats.RiichiStats;
import org.mahjongresults.web.stats.StatsPages.SessionTable;

/** The riichi statistics pages' records (stats/riichi, stats/riichi-player), issue 38. */
public final class RiichiStatsPages {

    private RiichiStatsPages() {
    }

    /** A riichi tournament's statistics page. */
    public record TournamentPage(Tournament tournament, boolean canManage, RiichiStats stats, List<YakuLine> yaku,
                                 List<LimitLine> limits, List<PlayerLine> players, List<Chart> charts,
                                 SessionTable trendTable) {

        /** A rate as the page shows it. */
        public String pct(Rate r) {
            return percent(r);
        }
    }

    /** A player's riichi statistics page; {@code record} null while the standings are hidden or before a hand. */
    public record PlayerPage(Tournament tournament, boolean canManage, boolean visible, Player player,
                             PlayerRecord record, List<Chart> charts) {

        /** A rate as the page shows it. */
        public String pct(Rate r) {
            return percent(r);
        }
    }

    /** One yaku with its name in the reader's language, its Japanese name, and the share of wins that carry it. */
    public record YakuLine(String id, String name, String japanese, int han, int openHan, boolean yakuman,
                           Rate wins) {

        /** The width of its bar (0..100) on the share scale. */
        public String barWidth() {
            return wins.percent().toPlainString();
        }
    }

    /** One limit (or none) and how many wins reached it. */
    public record LimitLine(String id, String nameKey, Rate wins) {
    }

    /** One player's line of the rates table. */
    public record PlayerLine(Player player, PlayerRecord record) {
    }

    /** A rate as the pages show it: "12.5%". */
    public static String percent(Rate r) {
        return r.percent().toPlainString() + "%";
    }
}
