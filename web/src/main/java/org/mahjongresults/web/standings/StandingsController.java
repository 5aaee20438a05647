package org.mahjongresults.web.standings;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.Scope;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.TournamentRead;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.standings.StandingsPages.Listing;
import org.mahjongresults.web.standings.StandingsPages.StandingsPage;
import org.mahjongresults.web.standings.StandingsPages.TeamLine;
import org.mahjongresults.web.tournament.TournamentLookup;

/**
 * Standings (individual and team, the results table of MCR 2006 附件7), the exports (CSV, JSON,
 * the EMA results file) and the read-only JSON API. The director may hide the standings; staff still see them.
 * A Swiss knockout's standings are its own page and its exports its own (issue 28): the tournament's
 * {@link StandingsRules} answer. This class parses and renders; the pages' records and tables are built by
 * {@link StandingsPageBuilder}.
 */
public final class StandingsController {

    private final StandingsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    private final StandingsExports exports;
    private final StandingsPageBuilder pages;

    /** The standings table that open standings pages fetch: prepared before the whole tournament's watchers are told. */
    static final String PAGE = "standings";

    public StandingsController(StandingsService service, TournamentLookup lookup, Auth auth,
                                      ThymeleafRenderer renderer, Publisher publisher) {
        this.service = service;
        this.exports = new StandingsExports(service);
        this.lookup = lookup;
        this.auth = auth;
        this.renderer = renderer;
        this.publisher = publisher;
        this.pages = new StandingsPageBuilder(service, renderer, publisher);
        publisher.declare(new SpectatorPage(PAGE, SpectatorPage.Scope.TOURNAMENT, pages::prepare));
    }

    // Pages -----------------------------------------------------------------------------------------------

    /** How many rows a phone is given first at a big event: the top of the table, the rest a search or a link away. */
    public static final int TOP = 100;
    private static final int QUERY_LENGTH = 60;

    public void individual(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = read.tournament();
        boolean visible = lookup.standingsVisible(ctx, t);
        Optional<OwnStandingsPage> own = service.rules(t).ownPage(t, visible, lookup.canManage(ctx, t));
        if (own.isPresent()) {
            ctx.render(own.get().template(), Map.of("page", own.get()));
            return;
        }
        if (!visible) {
            if (ctx.queryParam("region") != null) {
                throw new NotFoundResponse();
            }
            ctx.render("standings/individual", Map.of("page", new StandingsPage(t, false, "",
                    lookup.canManage(ctx, t), null)));
            return;
        }
        var results = service.results(t, read.resultsVersion());
        PageVersion version = new PageVersion(t.version(), results.version());
        Language language = RequestLanguage.of(ctx);
        String query = query(ctx);
        if (ctx.queryParam("region") != null) {
            region(ctx, t, results, version, language, query);
            return;
        }
        if (query != null) {
            // A search is not cached: any text may be asked for, and its few rows are quick to put together.
            Set<Long> found = StandingsPageBuilder.found(results, query);
            Listing listing = pages.searchListing(t, results, version, found, query);
            ctx.render("standings/individual", Map.of("page", new StandingsPage(t, true,
                    pages.foundTable(t, results, version, language, found), lookup.canManage(ctx, t), listing)));
            return;
        }
        int total = results.standings().players().size();
        // The top of a big table unless the whole is asked for (?all=1).
        Listing listing = total > TOP && ctx.queryParam("all") == null ? new Listing("top", TOP, total, null)
                : new Listing("all", total, total, null);
        if (Publisher.servesSpectator(ctx)) {
            // The table is rendered inside the page's render, so that while a new version renders the other
            // requests for it may take the previous page instead of waiting (the publisher's page cache).
            publisher.send(ctx, Page.at(PageKey.of("standings", t.id(), language, listing.view()),
                    version, () -> renderer.render("standings/individual",
                            Map.of("page", new StandingsPage(t, true, pages.standingsTable(t, results, language,
                                    limit(listing)), false, listing)), ctx)));
            return;
        }
        ctx.render("standings/individual", Map.of("page", new StandingsPage(t, true,
                pages.standingsTable(t, results, language, limit(listing)), lookup.canManage(ctx, t), listing)));
    }

    /**
     * The live region alone, for a page that is already open (static/js/live.js); a page that says which version it
     * shows gets only what changed since, when that version is still known.
     */
    private void region(Context ctx, Tournament t, StandingsService.Results results, PageVersion version,
                        Language language, String query) {
        if (query != null) {
            ctx.html(pages.foundTable(t, results, version, language, StandingsPageBuilder.found(results, query)));
            return;
        }
        // Open pages name their view: the top of the table, or (as pages always did) the whole of it.
        int limit = "top".equals(ctx.queryParam("view")) ? TOP : StandingsPageBuilder.WHOLE;
        PageKey region = PageKey.of("standings-region", t.id(), language);
        // The rows' changes since the version the page shows (?from=), else the table whole.
        publisher.sendRows(ctx, Page.at(limit == TOP ? region.with("top") : region, version,
                () -> pages.standingsTable(t, results, language, limit)).regionOf(PAGE, Scope.ALL),
                ctx.queryParam("from"), limit, () -> pages.makeRows(t, results));
    }

    private static int limit(Listing listing) {
        return listing.top() ? TOP : StandingsPageBuilder.WHOLE;
    }

    /** The search text ({@code ?q=}), trimmed and bounded; null when there is none. */
    private static String query(Context ctx) {
        String q = ctx.queryParam("q");
        if (q == null || q.isBlank()) {
            return null;
        }
        q = q.strip();
        return q.length() > QUERY_LENGTH ? q.substring(0, QUERY_LENGTH) : q;
    }

    public void teams(Context ctx) {
        TournamentRead read = lookup.read(ctx);
        Tournament t = tablePoints(read.tournament());
        boolean visible = lookup.standingsVisible(ctx, t);
        List<TeamLine> lines = visible ? service.teamLines(t, service.results(t,
                read.resultsVersion())) : List.of();
        ctx.render("standings/teams", Map.of("page", pages.teamsPage(t, visible, lines, lookup.canManage(ctx, t))));
    }

    // Exports ---------------------------------------------------------------------------------------------

    /** The standings as CSV (UTF-8 with a byte-order mark, so spreadsheets read names in any script). */
    public void csv(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        Optional<OwnExports> own = service.rules(t).ownExports();
        ctx.contentType("text/csv; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"standings-" + t.id() + ".csv\"")
                .result(own.isPresent() ? own.get().csv(t) : exports.csv(tablePoints(t)));
    }

    /** The EMA results file; players excluded from the ranking are left out. */
    public void ema(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        Optional<OwnExports> own = service.rules(t).ownExports();
        if (own.isPresent() && !own.get().emaFormat()) {
            // Issue 28: a rule set the EMA does not rank says so in the reader's language, rather than 404.
            ctx.status(HttpStatus.CONFLICT);
            ctx.render("standings/not-ema", Map.of("page", new StandingsPages.NotEmaPage(t,
                    lookup.canManage(ctx, t))));
            return;
        }
        tablePoints(t);
        ctx.contentType("text/csv; charset=utf-8")
                .header("Content-Disposition", "attachment; filename=\"ema-results-" + t.id() + ".csv\"")
                .result(exports.ema(t));
    }

    /** {@code GET /api/tournaments/{id}/standings} and the JSON export. */
    public void json(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        Optional<OwnExports> own = service.rules(t).ownExports();
        ctx.json(own.isPresent() ? own.get().standings(t) : exports.standings(tablePoints(t)));
    }

    /** {@code GET /api/tournaments/{id}/bracket}: a knockout's bracket (issue 28); 404 for a rule set without one. */
    public void bracket(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        ctx.json(service.rules(t).ownExports().orElseThrow(NotFoundResponse::new).bracket(t));
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables}: the tables of a session with scores and status. */
    public void apiTables(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        Optional<OwnExports> own = service.rules(t).ownExports();
        // A Swiss round's tables have placings and advancement, not MCR's 4-2-1-0 (002 §1.5; issue 28).
        ctx.json(own.isPresent() ? own.get().tables(t, n).orElseThrow(NotFoundResponse::new)
                : exports.tables(t, n).orElseThrow(NotFoundResponse::new));
    }

    /** {@code GET /api/tournaments/{id}/sessions/{n}/tables/{t}/sheet}: every hand with each seat's result. */
    public void apiSheet(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        int n = TournamentLookup.number(ctx, "n");
        int number = TournamentLookup.number(ctx, "t");
        ctx.json(exports.sheet(t, n, number).orElseThrow(NotFoundResponse::new));
    }

    /** The table-point standings' other pages: a rule set without them (a Swiss knockout) has no such page. */
    private Tournament tablePoints(Tournament t) {
        if (!service.rules(t).tablePointPages()) {
            throw new NotFoundResponse();
        }
        return t;
    }
}
