package org.mahjongresults.web.stats;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.engine.mcr.fan.Fan;
import org.mahjongresults.engine.sichuan.Bonus;
import org.mahjongresults.engine.sichuan.Doubling;
import org.mahjongresults.engine.sichuan.SichuanPattern;
import org.mahjongresults.engine.stats.Element;
import org.mahjongresults.engine.stats.ElementCount;
import org.mahjongresults.engine.stats.HeadToHead;
import org.mahjongresults.engine.stats.PlayerStats;
import org.mahjongresults.engine.stats.Progress;
import org.mahjongresults.engine.stats.StatHand;
import org.mahjongresults.engine.stats.Tally;
import org.mahjongresults.engine.stats.TournamentStats;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.GameNames;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.stats.StatsPages.ElementLine;
import org.mahjongresults.web.stats.StatsPages.HeadToHeadPage;
import org.mahjongresults.web.stats.StatsPages.OpponentLine;
import org.mahjongresults.web.stats.StatsPages.PlayerStatsPage;
import org.mahjongresults.web.stats.StatsPages.ProgressRow;
import org.mahjongresults.web.stats.StatsPages.SessionLine;
import org.mahjongresults.web.stats.StatsPages.SessionTable;
import org.mahjongresults.web.stats.StatsPages.TopHand;
import org.mahjongresults.web.stats.StatsPages.TournamentStatsPage;
import org.mahjongresults.web.forms.Numbers;

/**
 * The statistics pages and their JSON (issue 17): the tournament's (fans or patterns, highest hands, trends), each
 * player's (record and progress charts) and two players' head to head. Spectators get pages rendered once per
 * results version (as the standings). Visibility: the tournament's statistics are those of the public score sheets
 * (shown with the draw); a player's and a head to head reveal the standings (places, table points) and are hidden
 * with them, as the player page hides its hand statistics.
 */
public final class StatsController {

    private static final DateTimeFormatter WHEN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'");

    private final StatsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;

    public StatsController(StatsService service, TournamentLookup lookup, Auth auth, Messages messages,
                           ThymeleafRenderer renderer, Publisher publisher) {
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
    }

    // Pages -----------------------------------------------------------------------------------------------

    /** {@code GET /tournaments/{id}/stats}. */
    public void tournament(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        StatsService.Snapshot s = service.stats(t);
        Language language = RequestLanguage.of(ctx);
        if (Publisher.servesSpectator(ctx)) {
            publisher.sendHtml(ctx, "stats/" + t.id() + "/" + language.code(), version(t, s),
                    () -> renderer.render("stats/tournament", Map.of("page", tournamentPage(ctx, t, s, language)),
                            ctx));
            return;
        }
        ctx.render("stats/tournament", Map.of("page", tournamentPage(ctx, t, s, language)));
    }

    private TournamentStatsPage tournamentPage(Context ctx, Tournament t, StatsService.Snapshot s, Language language) {
        TournamentStats ts = s.tournament();
        Map<Long, Player> players = players(t);
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
        return new TournamentStatsPage(t, lookup.canManage(ctx, t), swiss(t), ts.tally(), elements, scored, highest,
                ts.sessions(), trend, trendTable(ts.sessions(), swiss(t)));
    }

    /** {@code GET /tournaments/{id}/players/{playerId}/stats}. */
    public void player(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player p = service.findPlayer(t, playerId).orElseThrow(NotFoundResponse::new);
        Language language = RequestLanguage.of(ctx);
        if (!lookup.standingsVisible(ctx, t)) {
            ctx.render("stats/player", Map.of("page", new PlayerStatsPage(t, lookup.canManage(ctx, t), false,
                    swiss(t), p, null, null, List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
                    progressTable(List.of()))));
            return;
        }
        StatsService.Snapshot s = service.stats(t);
        if (Publisher.servesSpectator(ctx)) {
            publisher.sendHtml(ctx, "stats-player/" + t.id() + "/" + playerId + "/" + language.code(),
                    version(t, s), () -> renderer.render("stats/player",
                            Map.of("page", playerPage(ctx, t, p, s, language)), ctx));
            return;
        }
        ctx.render("stats/player", Map.of("page", playerPage(ctx, t, p, s, language)));
    }

    private PlayerStatsPage playerPage(Context ctx, Tournament t, Player p, StatsService.Snapshot s,
                                       Language language) {
        Map<Long, Player> players = players(t);
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
            double field = players.values().stream().filter(x -> x.status().name().equals("ACTIVE")).count();
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
        return new PlayerStatsPage(t, lookup.canManage(ctx, t), true, swiss(t), p, ps,
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
    private static SessionTable progressTable(List<ProgressRow> rows) {
        List<SessionLine> lines = rows.stream().map(r -> new SessionLine(r.session(), List.of(
                r.place() == null ? "–" : String.valueOf(r.place()), r.tablePoints(), r.fieldTablePoints(),
                String.valueOf(r.matchPoints()), r.fieldMatchPoints()))).toList();
        return new SessionTable("progress", "stats.session", List.of("stats.player.place", "standings.tablePoints",
                "stats.fieldAverage", "standings.matchPoints", "stats.fieldAverage"), lines);
    }

    /** {@code GET /tournaments/{id}/stats/head-to-head?a=…&b=…}: the form, and the meetings once two are chosen. */
    public void headToHead(Context ctx) {
        Tournament t = lookup.visible(ctx);
        boolean visible = lookup.standingsVisible(ctx, t);
        Map<Long, Player> players = players(t);
        List<Player> list = players.values().stream().sorted(Comparator.comparingInt(Player::entryNumber)).toList();
        String qa = ctx.queryParam("a");
        String qb = ctx.queryParam("b");
        if (!visible || (qa == null && qb == null)) {
            ctx.render("stats/head-to-head", Map.of("page", new HeadToHeadPage(t, lookup.canManage(ctx, t), visible,
                    list, null, null, null, null)));
            return;
        }
        Player a = parsePlayer(qa, players);
        Player b = parsePlayer(qb, players);
        String error = a == null || b == null ? "stats.h2h.choose" : a.id().equals(b.id()) ? "stats.h2h.same" : null;
        if (error != null) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT);
            ctx.render("stats/head-to-head", Map.of("page", new HeadToHeadPage(t, lookup.canManage(ctx, t), true,
                    list, a, b, null, error)));
            return;
        }
        ctx.render("stats/head-to-head", Map.of("page", new HeadToHeadPage(t, lookup.canManage(ctx, t), true, list,
                a, b, service.headToHead(t, a.id(), b.id()), null)));
    }

    // JSON API ------------------------------------------------------------------------------------------------

    /** {@code GET /api/tournaments/{id}/stats}: the tournament's statistics, visible with the draw. */
    public void apiTournament(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        StatsService.Snapshot s = service.stats(t);
        publisher.sendJson(ctx, "api-stats/" + t.id(), version(t, s),
                () -> JsonCodec.write(StatsApi.tournament(t, s, players(t), NAMES)));
    }

    /** {@code GET /api/tournaments/{id}/players/{playerId}/stats}: hidden (404) with the standings. */
    public void apiPlayer(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player p = service.findPlayer(t, playerId).orElseThrow(NotFoundResponse::new);
        StatsService.Snapshot s = service.stats(t);
        ctx.json(StatsApi.player(t, p, s, players(t), NAMES));
    }

    /** {@code GET /api/tournaments/{id}/stats/head-to-head?a=…&b=…}: hidden (404) with the standings. */
    public void apiHeadToHead(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        Map<Long, Player> players = players(t);
        Player a = parsePlayer(ctx.queryParam("a"), players);
        Player b = parsePlayer(ctx.queryParam("b"), players);
        if (a == null || b == null || a.id().equals(b.id())) {
            ctx.status(HttpStatus.UNPROCESSABLE_CONTENT).contentType("application/json")
                    .result(JsonCodec.write(Map.of("error", messages.get(RequestLanguage.of(ctx),
                            a == null || b == null ? "stats.h2h.choose" : "stats.h2h.same"))));
            return;
        }
        ctx.json(StatsApi.headToHead(t, a, b, service.headToHead(t, a.id(), b.id())));
    }

    // ---------------------------------------------------------------------------------------------------------

    /** The English names the API gives the elements of the rule set. */
    private static final StatsApi.Names NAMES = new StatsApi.Names() {
        @Override
        public String english(ElementCount c) {
            return name(c.key(), Language.EN);
        }

        @Override
        public String chinese(ElementCount c) {
            return StatsController.chinese(c.key());
        }

        @Override
        public String english(Element e) {
            return name(e.key(), Language.EN);
        }
    };

    private TopHand top(int rank, StatHand h, Map<Long, Player> players, Language language) {
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

    private ElementLine line(ElementCount c, Language language) {
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

    private Map<Long, Player> players(Tournament t) {
        return service.players(t);
    }

    private static Player parsePlayer(String value, Map<Long, Player> players) {
        if (value == null) {
            return null;
        }
        try {
            return players.get(Numbers.parseLong(value.trim()));
        } catch (NumberFormatException e) {
            return null;
        }
    }

    private static double round2(double v) {
        return Math.round(v * 100) / 100.0;
    }

    private static boolean swiss(Tournament t) {
        return t.ruleSet() == org.mahjongresults.engine.tournament.RuleSet.SICHUAN;
    }

    private static String version(Tournament t, StatsService.Snapshot s) {
        return PageVersion.text(t.version(), s.version());
    }
}
