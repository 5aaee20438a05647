package org.mahjongresults.web.stats;

import io.javalin.http.Context;
import io.javalin.http.HttpStatus;
import io.javalin.http.NotFoundResponse;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.mahjongresults.db.tournament.Player;
import org.mahjongresults.db.tournament.Tournament;
import org.mahjongresults.db.JsonCodec;
import org.mahjongresults.web.auth.Auth;
import org.mahjongresults.web.i18n.Language;
import org.mahjongresults.web.i18n.Messages;
import org.mahjongresults.web.i18n.RequestLanguage;
import org.mahjongresults.web.publish.Page;
import org.mahjongresults.web.publish.PageKey;
import org.mahjongresults.web.publish.Publisher;
import org.mahjongresults.web.publish.SpectatorPage;
import org.mahjongresults.web.publish.PageVersion;
import org.mahjongresults.web.rendering.ThymeleafRenderer;
import org.mahjongresults.web.tournament.TournamentLookup;
import org.mahjongresults.web.stats.StatsPages.HeadToHeadPage;
import org.mahjongresults.web.forms.Numbers;

/**
 * The statistics pages and their JSON (issue 17): the tournament's (fans or patterns, highest hands, trends), each
 * player's (record and progress charts) and two players' head to head. Spectators get pages rendered once per
 * results version (as the standings). Visibility: the tournament's statistics are those of the public score sheets
 * (shown with the draw); a player's and a head to head reveal the standings (places, table points) and are hidden
 * with them, as the player page hides its hand statistics.
 */
public final class StatsController {

    private final StatsService service;
    private final TournamentLookup lookup;
    private final Auth auth;
    private final Messages messages;
    private final ThymeleafRenderer renderer;
    private final Publisher publisher;
    /** The pages of each kind of statistics, picked by the tournament's rule set. */
    private final StatsKindPageBuilder.Picker kinds;

    /** The referee calls' answer times, in the statistics of the tournament's running (issue 26). */
    private final org.mahjongresults.web.table.RefereeCallService calls;

    public StatsController(StatsService service, TournamentLookup lookup, Auth auth, Messages messages,
                                  ThymeleafRenderer renderer, Publisher publisher,
                                  org.mahjongresults.web.table.RefereeCallService calls) {
        this.calls = calls;
        this.service = service;
        this.lookup = lookup;
        this.auth = auth;
        this.messages = messages;
        this.renderer = renderer;
        this.publisher = publisher;
        this.kinds = StatsKindPageBuilder.pick(new ElementStatsKindPageBuilder(service),
                new RiichiStatsKindPageBuilder(service, messages));
        // The statistics computed at start, before /health says UP; after that, once per results version on the first
        // request (the previous figures served meanwhile).
        publisher.declare(new SpectatorPage("stats", SpectatorPage.Scope.TOURNAMENT,
                (read, scope, languages) -> service.warm(read.tournament().id())));
    }

    // Pages -----------------------------------------------------------------------------------------------

    /** {@code GET /tournaments/{id}/stats}: its kind's page, kept for spectators under one key and version. */
    public void tournament(Context ctx) {
        Tournament t = lookup.visibleDraw(ctx);
        StatsService.Snapshot s = service.stats(t);
        Language language = RequestLanguage.of(ctx);
        StatsKindPageBuilder kind = kinds.of(t);
        Supplier<Map<String, Object>> model = () -> Map.of("page", kind.tournamentPage(t, lookup.canManage(ctx, t),
                s, language), "calls", callTimes(t));
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.at(PageKey.of("stats", t.id(), language), version(t, s),
                    () -> renderer.render(kind.tournamentTemplate(), model.get(), ctx)));
            return;
        }
        ctx.render(kind.tournamentTemplate(), model.get());
    }

    private org.mahjongresults.web.table.AnswerTimesView callTimes(Tournament t) {
        return org.mahjongresults.web.table.AnswerTimesView.of(calls.answerTimes(t.id()));
    }

    /** {@code GET /tournaments/{id}/players/{playerId}/stats}: hidden with the standings, as the player page is. */
    public void player(Context ctx) {
        Tournament t = lookup.visible(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player p = service.findPlayer(t, playerId).orElseThrow(NotFoundResponse::new);
        Language language = RequestLanguage.of(ctx);
        StatsKindPageBuilder kind = kinds.of(t);
        if (!lookup.standingsVisible(ctx, t)) {
            ctx.render(kind.playerTemplate(), Map.of("page", kind.hiddenPlayerPage(t, lookup.canManage(ctx, t), p)));
            return;
        }
        StatsService.Snapshot s = service.stats(t);
        Supplier<Map<String, Object>> model = () -> Map.of("page", kind.playerPage(t, lookup.canManage(ctx, t), p, s,
                language));
        if (Publisher.servesSpectator(ctx)) {
            publisher.send(ctx, Page.at(PageKey.of("stats-player", t.id(), language, playerId), version(t, s),
                    () -> renderer.render(kind.playerTemplate(), model.get(), ctx)));
            return;
        }
        ctx.render(kind.playerTemplate(), model.get());
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
        publisher.send(ctx, Page.json(PageKey.shared("api-stats", t.id()), version(t, s),
                () -> JsonCodec.write(kinds.of(t).tournamentBody(t, s))));
    }

    /** {@code GET /api/tournaments/{id}/players/{playerId}/stats}: hidden (404) with the standings. */
    public void apiPlayer(Context ctx) {
        Tournament t = lookup.visibleStandings(ctx);
        long playerId = TournamentLookup.id(ctx, "playerId");
        Player p = service.findPlayer(t, playerId).orElseThrow(NotFoundResponse::new);
        StatsService.Snapshot s = service.stats(t);
        ctx.json(kinds.of(t).playerBody(t, p, s));
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

    private static PageVersion version(Tournament t, StatsService.Snapshot s) {
        return new PageVersion(t.version(), s.version());
    }
}
