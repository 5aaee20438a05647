package org.mahjongresults.web.stats;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.riichi.game.Limit;
import org.mahjongresults.engine.riichi.stats.PlayerRecord;
import org.mahjongresults.engine.riichi.stats.Rate;
import org.mahjongresults.engine.riichi.stats.RiichiStats;
import org.mahjongresults.engine.stats.Progress;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.stats.RiichiFigures.SessionFigures;
import org.mahjongresults.web.stats.RiichiStatsPages.LimitLine;
import org.mahjongresults.web.stats.RiichiStatsPages.PlayerLine;
import org.mahjongresults.web.stats.RiichiStatsPages.YakuLine;
import org.mahjongresults.web.stats.StatsPages.SessionLine;
import org.mahjongresults.web.stats.StatsPages.SessionTable;

/**
 * Builds the riichi statistics pages from the engine's figures ({@link RiichiFigures}): the yaku named from the
 * bundles (Japanese names with romaji in English, RiichiKeysTest's keys), the limits, each player's rates, and the
 * charts the MCR page has, drawn by {@link Chart}.
 */
final class RiichiStatsPageBuilder {

    private RiichiStatsPageBuilder() {
    }

    static RiichiStatsPages.TournamentPage tournament(Tournament t, boolean canManage, RiichiFigures f,
                                                      Map<Long, Player> players, Messages messages,
                                                      Language language) {
        RiichiStats s = f.all();
        List<YakuLine> yaku = s.yaku().stream().map(c -> new YakuLine(c.yaku().name(),
                messages.get(language, c.yaku().messageKey()), c.yaku().japanese(), c.yaku().closedHan(),
                c.yaku().openHan(), c.yaku().yakuman(), c.wins())).toList();
        List<LimitLine> limits = new ArrayList<>();
        for (Limit l : Limit.values()) {
            limits.add(new LimitLine(l.name(), "riichi.limit." + l.name(),
                    new Rate(s.limits().getOrDefault(l, 0), s.wins())));
        }
        List<PlayerLine> lines = s.players().stream().filter(r -> players.containsKey(r.player()))
                .map(r -> new PlayerLine(players.get(r.player()), r))
                .sorted(Comparator.comparingInt(l -> l.player().entryNumber())).toList();
        List<Integer> sessions = f.sessions().stream().map(SessionFigures::session).toList();
        List<Double> ron = new ArrayList<>();
        List<Double> tsumo = new ArrayList<>();
        List<Double> average = new ArrayList<>();
        List<SessionLine> trend = new ArrayList<>();
        for (SessionFigures sf : f.sessions()) {
            RiichiStats x = sf.stats();
            ron.add(x.ron().percent().doubleValue());
            tsumo.add(x.tsumo().percent().doubleValue());
            average.add(x.wins() == 0 ? null : (double) x.averageWin());
            trend.add(new SessionLine(sf.session(), List.of(String.valueOf(x.hands()),
                    RiichiStatsPages.percent(x.ron()), RiichiStatsPages.percent(x.tsumo()),
                    RiichiStatsPages.percent(x.draws()), RiichiStatsPages.percent(x.abortive()),
                    String.valueOf(x.dealerWins().count()), x.wins() == 0 ? "–" : String.valueOf(x.averageWin()))));
        }
        List<Chart> charts = List.of(
                Chart.of("chart-ends", "riichi.stats.chart.ends", sessions, List.of(
                        new Chart.Series("series-player", null, "riichi.stats.ron", ron),
                        new Chart.Series("series-field", null, "riichi.stats.tsumo", tsumo)), false, 0.0, null),
                Chart.of("chart-trend", "riichi.stats.chart.averageWin", sessions, List.of(
                        new Chart.Series("series-player", null, "riichi.stats.averageWin", average)),
                        false, 0.0, null));
        SessionTable table = new SessionTable("trends", "stats.session", List.of("stats.hands", "riichi.stats.ron",
                "riichi.stats.tsumo", "riichi.stats.draws", "riichi.stats.abortive", "stats.dealerWins",
                "riichi.stats.averageWin"), trend);
        return new RiichiStatsPages.TournamentPage(t, canManage, s, yaku, limits, lines, charts, table);
    }

    /** A player's page: their record and, from the kept standings, their place and points after each session. */
    static RiichiStatsPages.PlayerPage player(Tournament t, boolean canManage, Player p, RiichiFigures f,
                                              Progress progress, Map<Long, Player> players) {
        PlayerRecord record = f.player(p.id());
        List<Chart> charts = new ArrayList<>();
        if (progress != null && !progress.sessions().isEmpty()) {
            List<Double> place = new ArrayList<>();
            List<Double> points = new ArrayList<>();
            for (Progress.Point pt : progress.of(p.id())) {
                place.add(pt.place() == null ? null : pt.place().doubleValue());
                points.add((double) pt.matchPoints());
            }
            double field = players.values().stream().filter(x -> x.status() == PlayerStatus.ACTIVE).count();
            charts.add(Chart.of("chart-place", "stats.chart.place", progress.sessions(),
                    List.of(new Chart.Series("series-player", p.name(), null, place)), true, 1.0,
                    Math.max(field, 2)));
            charts.add(Chart.of("chart-points", "riichi.stats.chart.points", progress.sessions(), List.of(
                    new Chart.Series("series-player", p.name(), null, points),
                    new Chart.Series("series-field", null, "stats.fieldAverage", progress.averageMatchPoints())),
                    false, null, null));
        }
        return new RiichiStatsPages.PlayerPage(t, canManage, true, p, record, charts);
    }
}
