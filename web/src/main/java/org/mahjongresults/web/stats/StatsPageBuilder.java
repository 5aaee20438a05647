package org.mahjongresults.web.stats;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.stats.Element;
import org.mahjongresults.engine.stats.ElementCount;
import org.mahjongresults.engine.stats.PlayerStats;
import org.mahjongresults.engine.stats.Progress;
import org.mahjongresults.engine.stats.StatHand;
import org.mahjongresults.engine.stats.Tally;
import org.mahjongresults.engine.stats.TournamentStats;
import org.mahjongresults.engine.tournament.PlayerStatus;
import org.mahjongresults.web.i18n.GameNames;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.rulesets.RuleSets;
import org.mahjongresults.web.stats.StatsPages.ElementLine;
import org.mahjongresults.web.stats.StatsPages.OpponentLine;
import org.mahjongresults.web.stats.StatsPages.PlayerStatsPage;
import org.mahjongresults.web.stats.StatsPages.ProgressRow;
import org.mahjongresults.web.stats.StatsPages.SessionLine;
import org.mahjongresults.web.stats.StatsPages.SessionTable;
import org.mahjongresults.web.stats.StatsPages.TopHand;
import org.mahjongresults.web.stats.StatsPages.TournamentStatsPage;

/**
 * Builds the statistics pages' records ({@link StatsPages}) from the figures of {@link StatsService}: the charts,
 * the session tables, and every fan, pattern, doubling and bonus named in the reader's language. No request here:
 * the controller says who reads and in which language.
 */
final class StatsPageBuilder {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'");

    private StatsPageBuilder() {
    }

    /** The tournament statistics page: fans (or patterns), the highest hands and the trend by session. */
    static TournamentStatsPage tournament(Tournament t, boolean canManage, StatsService.Snapshot s,
                                          Map<Long, Player> players, Language language) {
        TournamentStats ts = s.tournament();
        List<ElementLine> elements = ts.elements().stream().map(c -> line(c, language)).toList();
        List<ElementLine> scored = ts.scored().stream().map(c -> line(c, language)).toList();
        List<TopHand> highest = new ArrayList<>();
        for (StatHand h : ts.highest()) {
            highest.add(top(highest.size() + 1, h, players, language));
        }
        List<Integer> sessions = ts.sessions().stream().map(TournamentStats.SessionTally::session).toList();
        List<Double> average = ts.sessions().stream().map(x -> x.tally().averageWin()).toList();
        String title = swiss(t) ? "stats.chart.averageWinSwiss" : "stats.chart.averageWin";
        Chart trend = Chart.of("chart-trend", title, sessions,
                List.of(new Chart.Series("series-player", null, "stats.averageWin", average)), false, 0.0, null);
        return new TournamentStatsPage(t, canManage, swiss(t), ts.tally(), elements, scored, highest,
                ts.sessions(), trend, trendTable(ts.sessions(), swiss(t)));
    }

    /** A player's statistics page: the record, the progress charts and table, the opponents and fans. */
    static PlayerStatsPage player(Tournament t, boolean canManage, Player p, StatsService.Snapshot s,
                                  Map<Long, Player> players, Language language) {
        PlayerStats ps = s.player(p.id());
        List<ProgressRow> rows = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        if (s.progress() != null && !s.progress().sessions().isEmpty()) {
            Progress pr = s.progress();
            List<Progress.Point> mine = pr.of(p.id());
            List<Double> place = new ArrayList<>();
            List<Double> tp = new ArrayList<>();
            List<Double> mp = new ArrayList<>();
            for (int i = 0; i < mine.size(); i++) {
                Progress.Point pt = mine.get(i);
                place.add(pt.place() == null ? null : pt.place().doubleValue());
                tp.add(pt.tablePoints());
                mp.add((double) pt.matchPoints());
                rows.add(new ProgressRow(pt.session(), pt.place(), Chart.label(pt.tablePoints()),
                        Chart.label(round2(pr.averageTablePoints().get(i))), pt.matchPoints(),
                        Chart.label(round2(pr.averageMatchPoints().get(i)))));
            }
            double field = players.values().stream().filter(x -> x.status() == PlayerStatus.ACTIVE).count();
            charts.add(Chart.of("chart-place", "stats.chart.place", pr.sessions(),
                    List.of(new Chart.Series("series-player", p.name(), null, place)), true, 1.0,
                    Math.max(field, 2)));
            charts.add(Chart.of("chart-tp", "stats.chart.tablePoints", pr.sessions(), List.of(
                    new Chart.Series("series-player", p.name(), null, tp),
                    new Chart.Series("series-field", null, "stats.fieldAverage", pr.averageTablePoints())),
                    false, 0.0, null));
            charts.add(Chart.of("chart-mp", "stats.chart.matchPoints", pr.sessions(), List.of(
                    new Chart.Series("series-player", p.name(), null, mp),
                    new Chart.Series("series-field", null, "stats.fieldAverage", pr.averageMatchPoints())),
                    false, 0.0, null));
        }
        List<Player> others = players.values().stream().filter(x -> x.id() != p.id())
                .sorted(Comparator.comparingInt(Player::entryNumber)).toList();
        return new PlayerStatsPage(t, canManage, true, swiss(t), p, ps,
                ps.biggestWin() == null ? null : top(1, ps.biggestWin(), players, language),
                opponents(ps.dealtInTo(), players), opponents(ps.wonFrom(), players),
                ps.topElements().stream().map(c -> line(c, language)).toList(), rows, charts, others,
                progressTable(rows));
    }

    /** The tournament's session-by-session figures (no chicken hands under the Sichuan rules, which have none). */
    private static SessionTable trendTable(List<TournamentStats.SessionTally> sessions, boolean swiss) {
        List<String> headings = new ArrayList<>(List.of("stats.hands", "stats.wins", "stats.selfDrawn", "stats.draws",
                "stats.dealerWins"));
        if (!swiss) {
            headings.add("stats.chickenHands");
        }
        headings.add("stats.averageWin");
        List<SessionLine> lines = new ArrayList<>();
        for (TournamentStats.SessionTally st : sessions) {
            Tally x = st.tally();
            List<String> cells = new ArrayList<>(List.of(String.valueOf(x.hands()), String.valueOf(x.wins()),
                    String.valueOf(x.selfDrawn()), String.valueOf(x.draws()), String.valueOf(x.dealerWins())));
            if (!swiss) {
                cells.add(String.valueOf(x.chickenHands()));
            }
            cells.add(x.averageWin() == null ? "–" : oneDecimal(x.averageWin()));
            lines.add(new SessionLine(st.session(), cells));
        }
        return new SessionTable("trends", swiss ? "stats.round" : "stats.session", headings, lines);
    }

    /**
     * One decimal as the templates' {@code #numbers.formatDecimal(v, 1, 1)} wrote it: half-even rounding, no
     * grouping, a point (the separator of every language served).
     */
    static String oneDecimal(double v) {
        java.text.DecimalFormat f = new java.text.DecimalFormat("0.0",
                java.text.DecimalFormatSymbols.getInstance(java.util.Locale.ROOT));
        return f.format(v);
    }

    /** A player's place, table points and match points after each session, beside the field's averages. */
    static SessionTable progressTable(List<ProgressRow> rows) {
        List<SessionLine> lines = rows.stream().map(r -> new SessionLine(r.session(), List.of(
                r.place() == null ? "–" : String.valueOf(r.place()), r.tablePoints(), r.fieldTablePoints(),
                String.valueOf(r.matchPoints()), r.fieldMatchPoints()))).toList();
        return new SessionTable("progress", "stats.session", List.of("stats.player.place", "standings.tablePoints",
                "stats.fieldAverage", "standings.matchPoints", "stats.fieldAverage"), lines);
    }

    /** The English names the API gives the elements of the rule set. */
    static final StatsApi.Names NAMES = new StatsApi.Names() {
        @Override
        public String english(ElementCount c) {
            return name(c.key(), Language.EN);
        }

        @Override
        public String chinese(ElementCount c) {
            return StatsPageBuilder.chinese(c.key());
        }

        @Override
        public String english(Element e) {
            return name(e.key(), Language.EN);
        }
    };

    private static TopHand top(int rank, StatHand h, Map<Long, Player> players, Language language) {
        List<String> fans = h.elements() == null ? List.of() : h.elements().stream()
                .map(e -> name(e.key(), language) + (e.count() > 1 ? " ×" + e.count() : "")).toList();
        String when = h.at() == null ? null : WHEN.format(h.at().atOffset(ZoneOffset.UTC));
        return new TopHand(rank, h, players.get(h.winner()), h.discarder() == null ? null
                : players.get(h.discarder()), fans, when);
    }

    private static List<OpponentLine> opponents(List<PlayerStats.Opponent> list, Map<Long, Player> players) {
        return list.stream().filter(o -> players.containsKey(o.player()))
                .map(o -> new OpponentLine(players.get(o.player()), o.hands(), o.value())).toList();
    }

    private static ElementLine line(ElementCount c, Language language) {
        return new ElementLine(c.key(), name(c.key(), language), chinese(c.key()), points(c.key()), c);
    }

    /** An element's name in a language, from the message bundles like every other name of the game (GameNames). */
    private static String name(Element.Key key, Language language) {
        return switch (key.kind()) {
            case FAN -> GameNames.of(Fan.ofNumber(key.id()), language);
            case PATTERN -> GameNames.of(SichuanPattern.ofNumber(key.id()), language);
            case DOUBLING -> GameNames.of(doubling(key.id()), language);
            case BONUS -> GameNames.of(bonus(key.id()), language);
        };
    }

    private static String chinese(Element.Key key) {
        return switch (key.kind()) {
            case FAN -> Fan.ofNumber(key.id()).chinese();
            case PATTERN -> SichuanPattern.ofNumber(key.id()).chinese();
            case DOUBLING -> doubling(key.id()).chinese();
            case BONUS -> bonus(key.id()).chinese();
        };
    }

    private static int points(Element.Key key) {
        return switch (key.kind()) {
            case FAN -> Fan.ofNumber(key.id()).points();
            case PATTERN -> SichuanPattern.ofNumber(key.id()).fan();
            default -> 0;
        };
    }

    private static Doubling doubling(int number) {
        for (Doubling d : Doubling.values()) {
            if (d.number() == number) {
                return d;
            }
        }
        throw new IllegalArgumentException("no doubling " + number);
    }

    private static Bonus bonus(int number) {
        for (Bonus b : Bonus.values()) {
            if (b.number() == number) {
                return b;
            }
        }
        throw new IllegalArgumentException("no bonus " + number);
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    /** Whether the tournament's statistics are a knockout's: rounds, not sessions, and Sichuan scores. */
    static boolean swiss(Tournament t) {
        return RuleSets.of(t).sichuanElements();
    }
}
