package org.mahjongresults.web.live;

import io.javalin.http.Context;
import io.javalin.http.NotFoundResponse;
import io.javalin.http.sse.SseClient;
import io.javalin.http.sse.SseHandler;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.db.draw.Seating;
import org.mahjongresults.db.hall.SheetEnd;
import org.mahjongresults.web.clock.ClockService;
import org.mahjongresults.db.sheet.Sheet;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsService;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.forms.Numbers;
import org.mahjongresults.web.rulesets.RuleSetFeatures;
import org.mahjongresults.web.rulesets.RuleSets;

/**
 * The live page of a session: every table's progress and running scores, updated by Server-Sent Events. Built
 * from the cached results and rendered once per results version and language.
 */
public final class LiveController {

    /** One table on the live page. */
    /**
     * A table's card: {@code totals} the players' sums of their hands (coloured by sign), {@code scores} what is shown
     * (the totals plus the rule set's starting points: a riichi table shows 31,400, not +1,400).
     */
    public record LiveTable(int number, List<Seating> players, List<Integer> totals, List<Integer> scores,
                            int handsPlayed, int handsInSession, String status, SheetEnd end) {
    }

    /** The tables of the session, as the live region shows them. */
    public record LiveRegion(Tournament tournament, int session, List<LiveTable> tables, int finished) {

        /** What the page shows differently under the tournament's rule set (issue 34 item 5). */
        public RuleSetFeatures features() {
            return RuleSets.of(tournament);
        }
    }

    /** The live page. */
    public record LivePage(Tournament tournament, int session, List<Integer> sessions, String regionHtml,
                           boolean canManage) {
    }

    private final LiveService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final StandingsService results;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final ClockService clocks;

    /** A session's live region that open live pages fetch: prepared before the session's watchers are told. */
    static final String PAGE = "live";

    public LiveController(LiveService service, TournamentLookup lookup, Auth auth, StandingsService results,
                                 ThymeleafRenderer renderer, Publisher publisher, ClockService clocks) {
        this.clocks = clocks;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.results = results;
        this.renderer = renderer;
        this.publisher = publisher;
        publisher.declare(new SpectatorPage(PAGE, SpectatorPage.Scope.SESSION, this::prepare, this::carry));
    }

    public void live(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = read.tournament();
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED && !auth.isStaff(ctx, t.id())) {
            throw new NotFoundResponse();
        }
        int session = TournamentLookup.number(ctx, "n");
        StandingsService.Results r = results.results(t, read.resultsVersion());
        Set<Integer> sessions = r.tablesBySession().keySet();
        Set<Integer> tables = r.tablesOf(session);
        if (tables.isEmpty()) {
            throw new NotFoundResponse();
        }
        Language language = RequestLanguage.of(ctx);
        PageVersion version = new PageVersion(t.version(), r.version());
        if (ctx.queryParam("region") != null) {
            // The live region alone, for a page that is already open (static/js/live.js): the one announced to it if
            // that is still the newest kept (rendered before the announcement), else the current one.
            publisher.send(ctx, Page.at(regionIdentity(t, session, language), version,
                    () -> regionHtml(t, session, tables, r, language))
                    .regionOf(PAGE, Scope.session(session)).announcedFirst());
            return;
        }
        if (Publisher.servesSpectator(ctx)) {
            // The region is rendered inside the page's render: see StandingsController.individual.
            publisher.send(ctx, Page.at(PageKey.of("live-page", t.id(), language, session), version,
                    () -> renderer.render("sheet/live", Map.of("page", new LivePage(t, session,
                            new ArrayList<>(sessions), regionHtml(t, session, tables, r, language), false)), ctx)));
            return;
        }
        String region = regionHtml(t, session, tables, r, language);
        ctx.render("sheet/live", Map.of("page", new LivePage(t, session, new ArrayList<>(sessions), region,
                lookup.canManage(ctx, t))));
    }

    private String regionHtml(Tournament t, int session, Set<Integer> tables, StandingsService.Results r,
                              Language language) {
        return publisher.part(Page.at(PageKey.of("live", t.id(), language, session),
                new PageVersion(t.version(), r.version()), () -> {
                    LiveRegion region = region(t, session, tables, r);
                    return renderer.renderShared("sheet/live-region", "region", Map.of("region", region,
                            "heading", heading(t, region, language), "cards", cards(t, region, language),
                            "version", new PageVersion(t.version(), r.version()).toString()), language.locale());
                }));
    }

    /**
     * The cards of a session's tables, each rendered again only when its table changed (the publisher's pieces): a
     * saved hand changes one of a session's 250 tables at 1,000 players, and the live events render the region before
     * telling its watchers, so rendering every card again kept a hand's news from them for 20-70 ms (issue 13).
     */
    private String cards(Tournament t, LiveRegion region, Language language) {
        StringBuilder html = new StringBuilder(region.tables().size() * 800);
        for (LiveTable table : region.tables()) {
            html.append(card(t, region, table, language)).append('\n');
        }
        return html.toString();
    }

    /** A table's card, rendered again only when the table changed. */
    private String card(Tournament t, LiveRegion region, LiveTable table, Language language) {
        PageKey key = PageKey.of("card", t.id(), language, region.session(), table.number());
        return publisher.part(Page.shown(key, new CardState(t.version(), table),
                () -> renderer.renderShared("sheet/live-region", "card",
                        Map.of("tbl", table, "tournamentId", t.id(), "session", region.session(),
                                "progressKey", region.features().progressKey()),
                        language.locale())));
    }

    /** The region's heading (the session, how many tables finished), rendered again only when that changed. */
    private String heading(Tournament t, LiveRegion region, Language language) {
        return publisher.part(Page.shown(PageKey.of("live-heading", t.id(), language, region.session()),
                new HeadingState(t.version(), region.finished(), region.tables().size()),
                () -> renderer.renderShared("sheet/live-region", "heading", Map.of("region", region),
                        language.locale())));
    }

    /** What a table's card shows: the table at a tournament version. */
    private record CardState(int tournamentVersion, LiveTable table) {
    }

    private record HeadingState(int tournamentVersion, int finished, int tables) {
    }

    /** The most tables whose cards an event carries: more (a burst across the hall) and the page fetches its region. */
    private static final int MOST_CARDS = 8;

    /**
     * What an event to a session's open live pages carries (issue 39): the changed tables' cards in their language and
     * the heading, as the region just prepared shows them, with its version; the page swaps them in and fetches
     * nothing. Null when too many tables changed, or the session is not shown.
     */
    private String carry(TournamentRead read, Scope scope, Language language, Set<String> tables) {
        if (!(scope instanceof Scope.Session s) || tables.isEmpty() || tables.size() > MOST_CARDS) {
            return null;
        }
        Tournament t = read.tournament();
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED) {
            return null;
        }
        StandingsService.Results r = results.results(t, read.resultsVersion());
        LiveRegion region = region(t, s.number(), r.tablesOf(s.number()), r);
        Map<String, String> cards = new java.util.TreeMap<>();
        for (String key : tables) {
            int number = Integer.parseInt(key.substring(key.indexOf('/') + 1));
            LiveTable table = region.tables().stream().filter(x -> x.number() == number).findFirst().orElse(null);
            if (table == null) {
                return null;
            }
            cards.put(String.valueOf(number), card(t, region, table, language));
        }
        return org.mahjongresults.db.JsonCodec.write(Map.of("v", new PageVersion(t.version(), r.version()).toString(),
                "h", heading(t, region, language), "cards", cards));
    }

    private static PageKey regionIdentity(Tournament t, int session, Language language) {
        return PageKey.of("live-region", t.id(), language, session);
    }

    /**
     * Renders the live regions that open pages of a tournament fetch, for its new results version, before the
     * session's watchers are told of it (the publisher's {@link SpectatorPage}), in the languages they fetch.
     */
    private void prepare(TournamentRead read, Scope scope, Set<Language> languages) {
        int session = ((Scope.Session) scope).number();
        Tournament t = read.tournament();
        if (t.drawStatus() != Tournament.DrawStatus.PUBLISHED) {
            return;
        }
        StandingsService.Results r = results.results(t, read.resultsVersion());
        Set<Integer> tables = r.tablesOf(session);
        if (tables.isEmpty()) {
            return;
        }
        PageVersion version = new PageVersion(t.version(), r.version());
        for (Language language : languages) {
            publisher.keep(Page.at(regionIdentity(t, session, language), version,
                    () -> regionHtml(t, session, tables, r, language)));
        }
    }

    /** A session's tables as the live page shows them, at the results {@code r}, in table order. */
    private LiveRegion region(Tournament t, int session, Set<Integer> tables, StandingsService.Results r) {
        return region(t, session, new TreeSet<>(tables), r, clocks.ends(t.id()), results.rules(t).scoreBase(t));
    }

    private static LiveRegion region(Tournament t, int session, Set<Integer> tableNumbers,
                                     StandingsService.Results r, Map<String, SheetEnd> ends, int base) {
        List<LiveTable> tables = new ArrayList<>();
        int finished = 0;
        for (int number : tableNumbers) {
            Sheet sheet = r.sheet(session, number);
            List<Seating> players = r.players(session, number);
            List<Integer> totals = players.stream().map(p -> r.total(session, number, p.playerId())).toList();
            int absent = sheet == null || sheet.absentSeat() == null ? -1 : "ESWN".indexOf(sheet.absentSeat());
            if (sheet != null && sheet.closed()) {
                finished++;
            }
            tables.add(new LiveTable(number, players, totals, totals.stream().map(x -> x + base).toList(),
                    r.handsPlayed(session, number),
                    t.ruleSet().handsAtTable(absent),
                    sheet == null ? "NOT_STARTED" : sheet.status().name(),
                    sheet == null || sheet.open() ? null : ends.get(session + "/" + number)));
        }
        return new LiveRegion(t, session, tables, finished);
    }

    /** The live page of the session being played: the first not finished, else the last. */
    public void current(Context ctx) {
        Tournament t = lookup.visible(ctx);
        int n = service.currentSession(t.id());
        ctx.redirect("/tournaments/" + t.id() + "/sessions/" + n + "/live");
    }

    /**
     * {@code GET /tournaments/{id}/events}: a "results" event whenever the tournament's results change. A tournament
     * that does not exist, or a draft this visitor may not see, is a 404 before the stream opens (the stream's
     * first event would otherwise admit that the draft exists).
     */
    public void events(Context ctx) throws Exception {
        lookup.visible(ctx);
        stream.handle(ctx);
    }

    private final SseHandler stream = new SseHandler(0, this::stream);

    /**
     * {@code GET /tournaments/{id}/version}: the version document that open pages poll behind a cache instead of the
     * event stream (issue 39); a draft this visitor may not see is a 404, as for the stream.
     */
    public void version(Context ctx) {
        publisher.send(ctx, Page.versionOf(lookup.visible(ctx)));
    }

    private void stream(SseClient client) {
        long id;
        try {
            id = Numbers.parseId(client.ctx().pathParam("id"));
        } catch (NumberFormatException e) {
            client.close();
            return;
        }
        publisher.watch(id, client, Scope.parse(client.ctx().queryParam("scope")).orElse(Scope.ALL),
                Language.fromCode(client.ctx().queryParam("hl")).orElse(null));
    }
}
